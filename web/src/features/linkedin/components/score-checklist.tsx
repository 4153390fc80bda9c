import type { ProfileScore } from '@jobapp/shared/linkedin/linkedin.schema';
import { CircleCheck, CircleX } from 'lucide-react';
import { checkRows, checksSummary, scoreSummary } from '../profile-score';

function Outcome({ pass, when }: { pass: boolean | null; when: string }) {
  if (pass === null) return <span className="text-slate-500">{when}: not checked</span>;
  const Icon = pass ? CircleCheck : CircleX;
  return (
    <span className={pass ? 'inline-flex items-center gap-1 text-emerald-800' : 'inline-flex items-center gap-1 text-red-700'}>
      <Icon className="size-4" aria-hidden="true" />
      {when}: {pass ? 'pass' : 'fail'}
    </span>
  );
}

/** 'Profile score 44 → 96' and the checklist behind it, folded (a native disclosure: keyboard ready). */
export function ScoreChecklist({ before, after }: { before: ProfileScore; after: ProfileScore }) {
  const rows = checkRows(before, after);
  return (
    <section aria-label="Profile score" className="grid gap-2 rounded-xl bg-indigo-50 p-4">
      <p className="text-base font-semibold text-indigo-900">{scoreSummary(before, after)}</p>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
          Show the checks ({checksSummary(rows)})
        </summary>
        <ul className="mt-3 grid gap-2">
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
              <p className="font-medium text-slate-900">{row.label}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                <Outcome pass={row.before} when="Before" />
                <Outcome pass={row.after} when="After" />
              </p>
              {row.detail ? <p className="mt-1 text-xs text-slate-600">{row.detail}</p> : null}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
