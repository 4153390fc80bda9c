/**
 * The way into "Check what we read" from the optimize result and the resume's page. Rendering it loads
 * the original document (and starts loading the check screen's code), so the form opens at once when
 * chosen, and the way in can say how many fields the reader was unsure of.
 */
import { ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useResumeDocument } from '../api';

export const checkPath = (resumeId: number) => `/resume/${resumeId}/check`;

/** The original document (loaded now, so the check screen has it) and how many fields are unsure. */
function useUnsureCount(resumeId: number): number {
  const document = useResumeDocument(resumeId);
  useEffect(() => {
    void import('../pages/resume-check-page');
  }, []);
  return document.data?.document.uncertain?.length ?? 0;
}

const unsureText = (count: number) => (count === 1 ? '1 field to check' : `${count} fields to check`);

/** A button-styled link, for a toolbar. */
export function CheckWhatWeReadLink({ resumeId }: { resumeId: number }) {
  const unsure = useUnsureCount(resumeId);
  return (
    <Button variant="secondary" asChild>
      <Link to={checkPath(resumeId)} data-testid="check-what-we-read">
        <ListChecks aria-hidden="true" />
        Check what we read
        {unsure > 0 ? <Badge variant="warning">{unsureText(unsure)}</Badge> : null}
      </Link>
    </Button>
  );
}

/** A short note with the link, shown right after an upload. */
export function CheckWhatWeReadCallout({ resumeId }: { resumeId: number }) {
  const unsure = useUnsureCount(resumeId);
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="check-callout"
    >
      <div className="min-w-0 text-sm text-indigo-900">
        <p className="font-semibold">
          Did we read your resume right?{unsure > 0 ? ` We were unsure of ${unsureText(unsure).replace(' to check', '')}.` : ''}
        </p>
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
