import { type JobSearchResult, messages, searchOtherWaysIn } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { ClipboardPaste, RotateCcw, SearchX, WandSparkles, X } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { firstSelectedJob, resultsPanelFor, type SearchState, sourceLabel } from '../search-rules';
import { Heading } from './heading';
import { JobResultCard } from './job-result-card';

export interface ResultsUiState {
  /** Ids in the order they were selected. */
  selected: string[];
  expanded: Record<string, boolean>;
  copiedId: string | null;
}

export interface ResultsActions {
  onSelectedChange: (id: string, selected: boolean) => void;
  onClearSelection: () => void;
  onExpandedChange: (id: string, expanded: boolean) => void;
  onCopy: (job: JobSearchResult) => void;
  onDetails: (job: JobSearchResult, trigger: HTMLElement) => void;
  onOptimize: (job: JobSearchResult) => void;
  onRetry: () => void;
}

function ResultSkeletons() {
  return (
    <ul className="grid gap-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <Skeleton className="size-5 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <div className="mt-1 flex gap-2">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-8 w-20" />
              <Skeleton className="h-8 w-16" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The results panel (spec section 2): present only while searching (skeletons), with results, on error
 * (the red 'Error' box) or for an empty answer ('No results found'). With any job selected,
 * 'Optimize Resume for Selected Job' appears and uses the first one selected.
 */
export function JobResults({
  state,
  ui,
  actions,
  level,
  hasResumes,
  className,
}: {
  state: SearchState;
  ui: ResultsUiState;
  actions: ResultsActions;
  /** The level of the panel's heading; result titles are one level deeper. */
  level: 2 | 3;
  hasResumes: boolean | null;
  className?: string;
}) {
  const headingId = useId();
  const panel = resultsPanelFor(state);
  if (panel === 'none') return null;
  const results = state.status === 'results' ? state.results : [];
  const target = firstSelectedJob(results, ui.selected);
  const selectedCount = ui.selected.filter((id) => results.some((r) => r.id === id)).length;
  const source = state.status === 'idle' ? '' : sourceLabel(state.input.source);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={panel === 'searching'}
      data-testid="job-results"
      data-search={state.status === 'idle' ? undefined : `${state.input.source}:${state.input.jobTitle}`}
      className={cn('grid gap-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div aria-live="polite" className="min-w-0">
          <Heading level={level} id={headingId} className="text-lg font-semibold text-slate-900" data-testid="job-results-heading">
            {panel === 'searching'
              ? `Searching ${source}…`
              : panel === 'error'
                ? 'Search results'
                : messages.foundPositions(results.length)}
          </Heading>
          {state.status !== 'idle' ? (
            <p className="text-sm text-slate-600">
              {[`“${state.input.jobTitle}”`, state.input.location || null, `on ${source}`].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        {target ? (
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto" data-testid="selected-actions">
            <p className="w-full text-sm text-slate-600 sm:w-auto">
              {selectedCount} selected
              <span className="sr-only">; the first selected job is used: {target.title}</span>
            </p>
            <Button variant="ghost" size="sm" onClick={actions.onClearSelection}>
              <X aria-hidden="true" />
              Clear selection
            </Button>
            <Button size="sm" onClick={() => actions.onOptimize(target)} title={`Uses “${target.title}”`}>
              <WandSparkles aria-hidden="true" />
              Optimize Resume for Selected Job
            </Button>
          </div>
        ) : null}
      </div>

      {panel === 'searching' ? <ResultSkeletons /> : null}

      {panel === 'error' && state.status === 'error' ? (
        <Alert variant="destructive" title="Error" data-testid="job-search-error">
          <p>{state.message}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={actions.onRetry}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
            {state.otherWaysIn ? (
              <Button variant="secondary" size="sm" asChild>
                <Link to={searchOtherWaysIn.pastePath} data-testid="job-search-paste">
                  <ClipboardPaste aria-hidden="true" />
                  {searchOtherWaysIn.pasteLabel}
                </Link>
              </Button>
            ) : null}
          </div>
          {state.otherWaysIn ? (
            <p className="mt-3 text-sm" data-testid="job-search-extension">
              {searchOtherWaysIn.extension}
            </p>
          ) : null}
        </Alert>
      ) : null}

      {panel === 'empty' ? (
        <div
          className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
          data-testid="job-search-empty"
        >
          <SearchX className="size-8 text-slate-500" aria-hidden="true" />
          <p className="font-medium text-slate-900">{messages.noResults}</p>
          <p className="max-w-md text-sm text-slate-600">
            Try a broader job title, another location, or search {state.status === 'results' && state.input.source === 'linkedin' ? 'Indeed' : 'LinkedIn'} instead.
          </p>
        </div>
      ) : null}

      {panel === 'results' ? (
        <ul className="grid gap-3" aria-labelledby={headingId}>
          {results.map((job) => (
            <JobResultCard
              key={job.id}
              job={job}
              level={level === 2 ? 3 : 4}
              selected={ui.selected.includes(job.id)}
              onSelectedChange={(selected) => actions.onSelectedChange(job.id, selected)}
              expanded={ui.expanded[job.id] === true}
              onExpandedChange={(expanded) => actions.onExpandedChange(job.id, expanded)}
              copied={ui.copiedId === job.id}
              onCopy={() => actions.onCopy(job)}
              onDetails={(trigger) => actions.onDetails(job, trigger)}
              onOptimize={() => actions.onOptimize(job)}
              hasResumes={hasResumes}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
