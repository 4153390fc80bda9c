import { type ApplicationDetail, applicationStageLabels, type Salary } from '@jobapp/shared/applications/applications.schema';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-messages';
import { useApplication } from '../api';
import { describeEvent } from '../timeline-rules';
import { ApplyForm } from './apply-form';
import { PacketView } from './packet-view';
import { SaveSearchButton } from '@/features/job-alerts/components/save-search-button';
import { CardEditor } from './card-editor';

const sourceLabels: Record<ApplicationDetail['source'], string> = {
  extension: 'Saved from the extension',
  tailoring: 'A tailored resume',
  cover_letter: 'A cover letter',
  job_search: 'Job search',
  manual: 'Added by hand',
  import: 'CSV import',
};

export function formatSalary(salary: Salary | null): string {
  if (!salary || (salary.min === undefined && salary.max === undefined)) return 'Not given';
  const money = (n: number) => n.toLocaleString('en-US');
  const range = salary.min !== undefined && salary.max !== undefined && salary.min !== salary.max
    ? `${money(salary.min)}–${money(salary.max)}`
    : money((salary.min ?? salary.max) as number);
  const unit = salary.unit ? ` per ${salary.unit.toLowerCase()}` : '';
  return `${salary.currency ? `${salary.currency} ` : ''}${range}${unit}`;
}

/** The card's detail in a side drawer: the job as saved, the editable parts, the timeline. */
export function ApplicationDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useApplication(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent side="right" className="w-[40rem]" aria-describedby={undefined}>
        {query.data ? (
          <DetailBody detail={query.data} />
        ) : query.isError ? (
          <>
            <DialogTitle>Application</DialogTitle>
            <p role="alert" className="mt-4 text-sm text-red-700">
              {errorMessage(query.error)}
            </p>
          </>
        ) : (
          <>
            <DialogTitle className="sr-only">Loading the application</DialogTitle>
            <Spinner />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: ApplicationDetail }) {
  const [applying, setApplying] = useState(false);
  return (
    <div className="grid gap-6 pr-6" data-testid="tracker-detail">
      <div>
        <DialogTitle className="text-xl font-semibold text-slate-900">{detail.jobTitle || 'Untitled job'}</DialogTitle>
        <DialogDescription className="text-slate-700">
          {[detail.company, applicationStageLabels[detail.stage]].filter(Boolean).join(' · ')}
          {detail.stage === 'interviewing' && detail.interviewRounds > 0 ? ` (round ${detail.interviewRounds})` : ''}
        </DialogDescription>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Salary</dt>
        <dd className="text-slate-900">{formatSalary(detail.salary)}</dd>
        <dt className="font-medium text-slate-600">Location</dt>
        <dd className="text-slate-900">
          {detail.location || 'Not given'}
          {detail.workplaceType ? ` (${detail.workplaceType})` : ''}
        </dd>
        <dt className="font-medium text-slate-600">Source</dt>
        <dd className="text-slate-900">{sourceLabels[detail.source]}</dd>
        <dt className="font-medium text-slate-600">Link</dt>
        <dd className="min-w-0 truncate text-slate-900">
          {detail.jobUrl ? (
            <a href={detail.jobUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-indigo-700 hover:underline">
              Open the job posting
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : (
            'None'
          )}
        </dd>
        {detail.appliedAt ? (
          <>
            <dt className="font-medium text-slate-600">Applied</dt>
            <dd className="text-slate-900">{formatDate(detail.appliedAt)}</dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="detail-apply">
        <h3 id="detail-apply" className={detail.hasPacket ? 'mb-2 text-sm font-semibold text-slate-900' : 'sr-only'}>
          {detail.hasPacket ? 'What you sent' : 'Mark as applied'}
        </h3>
        {detail.hasPacket ? (
          <PacketView applicationId={detail.id} />
        ) : (
          <Button type="button" variant={applying ? 'secondary' : 'primary'} aria-expanded={applying} onClick={() => setApplying((v) => !v)}>
            Mark as applied
          </Button>
        )}
        {applying && !detail.hasPacket ? <ApplyForm detail={detail} onDone={() => setApplying(false)} /> : null}
      </section>

      {detail.jobTitle ? (
        <section aria-labelledby="detail-more-like-this">
          <h3 id="detail-more-like-this" className="mb-2 text-sm font-semibold text-slate-900">
            Jobs like this one
          </h3>
          <SaveSearchButton search={{ jobTitle: detail.jobTitle, location: detail.location }} label="Alert me to jobs like this" />
        </section>
      ) : null}

      <CardEditor key={detail.id} detail={detail} />

      <section aria-labelledby="detail-description">
        <h3 id="detail-description" className="text-sm font-semibold text-slate-900">
          Job description (as saved)
        </h3>
        {detail.description ? (
          <div className="mt-2 max-h-64 overflow-y-auto rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800" tabIndex={0}>
            {detail.description}
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">No description was saved.</p>
        )}
      </section>

      <section aria-labelledby="detail-timeline">
        <h3 id="detail-timeline" className="text-sm font-semibold text-slate-900">
          Timeline
        </h3>
        <ol className="mt-2 grid gap-2 border-l-2 border-slate-200 pl-4 text-sm" data-testid="tracker-timeline">
          {detail.timeline.map((event) => {
            const line = describeEvent(event);
            return (
              <li key={event.id}>
                <span className="text-slate-600">{formatDate(event.at)}</span> · <span className="text-slate-900">{line.text}</span>
                {line.link ? (
                  <>
                    {' · '}
                    <Link to={line.link.to} className="text-indigo-700 hover:underline">
                      {line.link.label}
                    </Link>
                  </>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
