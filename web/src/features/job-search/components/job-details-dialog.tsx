import { type JobSearchResult } from '@jobapp/shared';
import { Banknote, CalendarDays, ExternalLink, Globe, Upload, WandSparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { companyLine, postedDateLabel, sourceLabel } from '../search-rules';

/**
 * The Details dialog (spec section 2): description, posted date, source, 'View Job' and 'Optimize'.
 * One dialog for the whole list; `job` null closes it. Focus goes back to the Details button on close.
 */
export function JobDetailsDialog({
  job,
  onClose,
  onOptimize,
  hasResumes,
  returnFocusTo,
}: {
  job: JobSearchResult | null;
  /** The Details button it was opened from (Radix returns focus to a DialogTrigger only). */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onOptimize: (job: JobSearchResult) => void;
  hasResumes: boolean | null;
}) {
  return (
    <Dialog open={job !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {job ? (
        <DialogContent
          className="flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col"
          data-testid="job-details-dialog"
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          <DialogTitle className="pr-8 break-words">{job.title}</DialogTitle>
          <DialogDescription className="mt-1 break-words">{companyLine(job)}</DialogDescription>
          <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <dt className="inline-flex items-center gap-1.5 font-medium text-slate-900">
                <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
                Posted
              </dt>
              <dd>{postedDateLabel(job.datePosted).replace(/^Posted /, '')}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="inline-flex items-center gap-1.5 font-medium text-slate-900">
                <Globe className="size-4 text-slate-500" aria-hidden="true" />
                Source
              </dt>
              <dd>{sourceLabel(job.source)}</dd>
            </div>
            {job.salary ? (
              <div className="flex items-center gap-2 sm:col-span-2">
                <dt className="inline-flex items-center gap-1.5 font-medium text-slate-900">
                  <Banknote className="size-4 text-slate-500" aria-hidden="true" />
                  Salary
                </dt>
                <dd>{job.salary}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-4 min-h-0 flex-1 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4">
            <h3 className="text-sm font-semibold text-slate-900">Description</h3>
            {job.description.trim() ? (
              <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700" data-testid="job-details-description">
                {job.description.trim()}
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                {sourceLabel(job.source)} shows no description in its search results. Open the posting to read it.
              </p>
            )}
          </div>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" asChild>
              <a href={job.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                View Job
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            <Button onClick={() => onOptimize(job)}>
              {hasResumes === false ? <Upload aria-hidden="true" /> : <WandSparkles aria-hidden="true" />}
              Optimize
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
