import { zodResolver } from '@hookform/resolvers/zod';
import { type JobSearchResult, messages, type SearchJobsInput, searchJobsSchema } from '@jobapp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { fieldErrors } from '@/lib/error-messages';
import { cachedSearchResults, type SearchJobsRequest, useSearchJobs } from '../api';
import { copyText, useCopyIndicator } from '../copy-indicator';
import {
  emptySearch,
  readSearchParams,
  searchCompletedToast,
  searchFailedToast,
  searchQueryFor,
  searchReducer,
  toggleSelected,
} from '../search-rules';
import { useStartOptimization } from '../use-start-optimization';
import { SaveSearchButton } from '@/features/job-alerts/components/save-search-button';
import { JobDetailsDialog } from './job-details-dialog';
import { JobResults } from './job-results';
import { JobSearchForm } from './job-search-form';

const formFields = ['jobTitle', 'location', 'source'] as const;

/**
 * The job search: form, results and the result UI state (spec section 4: an expanded flag per job, a
 * selected set, the details dialog's job and the 'Copied' indicator).
 *
 * - `page` (/job-search): the form in its own card; the search is kept in the query string
 *   (?jobTitle=&location=&source=), so the browser extension's "Search similar jobs" link prefills it and
 *   runs it, and coming back to the page shows the same results (from the cache, without searching again).
 * - `compact` (the dashboard's Job Search tab): the same search inside the tab, with a link to the page.
 */
export function JobSearch({ variant = 'page' }: { variant?: 'page' | 'compact' }) {
  const syncUrl = variant === 'page';
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearchJobs();
  const { start, hasResumes } = useStartOptimization();
  const copy = useCopyIndicator();
  const idPrefix = `job-search-${useId().replace(/[^\w-]/g, '')}`;

  const [state, dispatch] = useReducer(searchReducer, { status: 'idle' });
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [detailsJob, setDetailsJob] = useState<JobSearchResult | null>(null);
  const detailsTrigger = useRef<HTMLElement | null>(null);

  const form = useForm<SearchJobsInput, unknown, SearchJobsRequest>({
    resolver: zodResolver(searchJobsSchema),
    defaultValues: syncUrl ? readSearchParams(location.search).values : emptySearch,
  });

  /** The query string this component last acted on (its own or one it was opened with). */
  const handledSearch = useRef<string | null>(null);

  function run(input: SearchJobsRequest, { useCache = false } = {}) {
    setSelected([]);
    setExpanded({});
    setDetailsJob(null);
    if (syncUrl) {
      const query = searchQueryFor(input);
      handledSearch.current = query;
      if (window.location.search !== query) void navigate({ search: query }, { replace: true });
    }
    const cached = useCache ? cachedSearchResults(queryClient, input) : undefined;
    if (cached) {
      dispatch({ type: 'success', input, results: cached });
      return;
    }
    dispatch({ type: 'start', input });
    search.mutate(input, {
      onSuccess: (results) => {
        dispatch({ type: 'success', input, results });
        toast(searchCompletedToast(results.length));
      },
      onError: (error) => {
        dispatch({ type: 'failure', input, error });
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          const name = formFields.find((f) => f === field);
          if (name) form.setError(name, { message });
        }
        toast(searchFailedToast(error));
      },
    });
  }

  // Opened (or navigated) with ?jobTitle=…: prefill the form and run the search once.
  useEffect(() => {
    if (!syncUrl || handledSearch.current === location.search) return;
    handledSearch.current = location.search;
    const { values, autoRun } = readSearchParams(location.search);
    if (!autoRun) return;
    form.reset(values);
    const parsed = searchJobsSchema.safeParse(values);
    if (parsed.success) run(parsed.data, { useCache: true });
    // `run` and `form` are stable enough here: only a new query string should trigger a search.
  }, [location.search]);

  const submit = form.handleSubmit((values) => run(values));

  async function copyJob(job: JobSearchResult) {
    if (await copyText(job.url)) {
      copy.show(job.id);
      toast({ title: messages.copied, description: 'The job link is on your clipboard.', variant: 'success' });
    } else {
      toast({ title: 'Copy failed', description: `Your browser blocked the clipboard. The link is ${job.url}`, variant: 'destructive' });
    }
  }

  function optimize(job: JobSearchResult) {
    setDetailsJob(null);
    void start(job.url);
  }

  const results = (
    <JobResults
      state={state}
      level={variant === 'page' ? 2 : 3}
      hasResumes={hasResumes}
      ui={{ selected, expanded, copiedId: copy.copiedId }}
      actions={{
        onSelectedChange: (id, checked) => setSelected((current) => toggleSelected(current, id, checked)),
        onClearSelection: () => setSelected([]),
        onExpandedChange: (id, open) => setExpanded((current) => ({ ...current, [id]: open })),
        onCopy: (job) => void copyJob(job),
        onDetails: (job, trigger) => {
          detailsTrigger.current = trigger;
          setDetailsJob(job);
        },
        onOptimize: optimize,
        onRetry: () => {
          if (state.status !== 'idle') run(state.input);
        },
      }}
    />
  );
  const searchForm = (
    <JobSearchForm
      form={form}
      onSubmit={() => void submit()}
      busy={state.status === 'searching'}
      compact={variant === 'compact'}
      idPrefix={idPrefix}
    />
  );
  const dialog = (
    <JobDetailsDialog
      job={detailsJob}
      onClose={() => setDetailsJob(null)}
      onOptimize={optimize}
      hasResumes={hasResumes}
      returnFocusTo={detailsTrigger.current}
    />
  );

  if (variant === 'compact') {
    return (
      <div className="grid gap-5" data-testid="job-search">
        {searchForm}
        {results}
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <span>Results come straight from LinkedIn or Indeed.</span>
          <Button variant="ghost" size="sm" asChild>
            <Link to={state.status === 'idle' ? '/job-search' : `/job-search${searchQueryFor(state.input)}`}>
              Open Job Search
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {dialog}
      </div>
    );
  }

  return (
    <div className="grid gap-6" data-testid="job-search">
      <Card role="region" aria-labelledby={`${idPrefix}-form-title`}>
        <CardHeader>
          <CardTitle id={`${idPrefix}-form-title`}>Search LinkedIn and Indeed</CardTitle>
          <CardDescription>Enter a job title, and a location if you like. Then tailor your resume to any result.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {searchForm}
          {state.status === 'results' ? <SaveSearchButton search={state.input} /> : null}
        </CardContent>
      </Card>
      {results}
      {dialog}
    </div>
  );
}
