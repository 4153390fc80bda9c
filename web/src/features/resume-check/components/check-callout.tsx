/**
 * The way into "Check what we read" from the optimize result and the resume's page. Rendering it starts
 * loading the check screen's code and the original document, so the form opens at once when chosen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { queryKeys } from '@/lib/query-keys';
import { fetchResumeDocument } from '../api';

export const checkPath = (resumeId: number) => `/resume/${resumeId}/check`;

function usePrefetchCheck(resumeId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void import('../pages/resume-check-page');
    void queryClient.prefetchQuery({
      queryKey: queryKeys.resumes.document(resumeId, 'original'),
      queryFn: ({ signal }) => fetchResumeDocument(resumeId, 'original', { signal }),
    });
  }, [queryClient, resumeId]);
}

/** A button-styled link, for a toolbar. */
export function CheckWhatWeReadLink({ resumeId }: { resumeId: number }) {
  usePrefetchCheck(resumeId);
  return (
    <Button variant="secondary" asChild>
      <Link to={checkPath(resumeId)} data-testid="check-what-we-read">
        <ListChecks aria-hidden="true" />
        Check what we read
      </Link>
    </Button>
  );
}

/** A short note with the link, shown right after an upload. */
export function CheckWhatWeReadCallout({ resumeId }: { resumeId: number }) {
  usePrefetchCheck(resumeId);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm text-indigo-900">
        <p className="font-semibold">Did we read your resume right?</p>
        <p>Check your name, roles, dates and statements, and correct anything. It is free, and we tailor again for the same job.</p>
      </div>
      <Button asChild className="shrink-0">
        <Link to={checkPath(resumeId)} data-testid="check-what-we-read">
          <ListChecks aria-hidden="true" />
          Check what we read
        </Link>
      </Button>
    </div>
  );
}
