import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { analyticsFunnelRows, medianText, rateTables, type RateTable } from '../analytics-rules';
import { useAnalytics } from '../api';

const cell = 'px-3 py-1.5 text-left';
const numberCell = 'px-3 py-1.5 text-right tabular-nums';

function RateTableView({ table }: { table: RateTable }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-1 text-left font-medium text-slate-900">{table.caption}</caption>
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className={cell}>
            {table.heading}
          </th>
          <th scope="col" className={numberCell}>
            Applied
          </th>
          <th scope="col" className={numberCell}>
            Responses
          </th>
          <th scope="col" className={numberCell}>
            Rate
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {table.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${cell} font-normal`}>
              {row.label}
            </th>
            <td className={numberCell}>{row.applied}</td>
            <td className={numberCell}>{row.responded}</td>
            <td className={numberCell}>{row.rate}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AnalyticsBody() {
  const analytics = useAnalytics(true);
  if (analytics.isPending) return <Spinner className="mt-4" label="Loading your response rates" />;
  if (analytics.isError) {
    return (
      <p role="alert" className="mt-4 text-red-700">
        {errorMessage(analytics.error)}
      </p>
    );
  }
  const data = analytics.data;
  if (data.funnel.applied === 0) return <p className="mt-4 text-sm text-slate-700">Response rates appear once you have applied to a job.</p>;
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2" data-testid="tracker-analytics-tables">
      <div>
        <table className="w-full text-sm" data-testid="tracker-analytics-funnel">
          <caption className="pb-1 text-left font-medium text-slate-900">How far applications got</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className={cell}>
                Step
              </th>
              <th scope="col" className={numberCell}>
                Applications
              </th>
              <th scope="col" className={numberCell}>
                Of the step before
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {analyticsFunnelRows(data.funnel).map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${cell} font-normal`}>
                  {row.label}
                </th>
                <td className={numberCell}>{row.count}</td>
                <td className={numberCell}>{row.ofPrevious === null ? '—' : `${row.ofPrevious}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-700">{medianText(data)}</p>
      </div>
      {rateTables(data).map((table) => (
        <RateTableView key={table.caption} table={table} />
      ))}
    </div>
  );
}

/**
 * "What gets responses" (issue 25, section 7): the funnel from the stage history and the response rates by
 * source, template, match score and tailoring, as small tables. Asked only once opened.
 */
export function AnalyticsPanel({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={className} data-testid="tracker-analytics" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-slate-900">What gets responses</summary>
      {open ? <AnalyticsBody /> : null}
    </details>
  );
}
