import { type OptimizeResult } from '@jobapp/shared';
import { ArrowLeft, FolderOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckWhatWeReadCallout } from '@/features/resume-check/components/check-callout';
import { contentState } from '../optimize-rules';
import { DownloadMenu } from './download-menu';
import { ResumeOverview } from './resume-overview';

/** The result view that replaces the form (spec section 2). */
export function OptimizeResultView({
  result,
  originalFileName,
  onBack,
  onResultChange,
}: {
  result: OptimizeResult;
  /** The resume tailored again after "I have this". */
  onResultChange?: ((result: OptimizeResult) => void) | undefined;
  /** The uploaded file's name, for the downloads' names; null for pasted text. */
  originalFileName: string | null;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new result (not the same resume tailored again after "I have this") starts at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [result.resumeId]);
  const usable = contentState(result.optimizedContent) === 'usable';

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="optimize-result">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {usable ? 'Your tailored resume is ready' : 'Your resume could not be tailored'}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {usable
              ? 'Saved to My Resumes. Download it below, or open it later from My Resumes.'
              : 'Nothing usable came back for this resume. See the note below.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to Form
          </Button>
          {usable ? (
            <Button variant="ghost" asChild>
              <Link to={`/resume/${result.resumeId}`}>
                <FolderOpen aria-hidden="true" />
                Open in My Resumes
              </Link>
            </Button>
          ) : null}
          <DownloadMenu
            resume={{ id: result.resumeId, originalFileName, optimizedContent: result.optimizedContent }}
            disabled={!usable}
          />
        </div>
      </div>
      {usable ? <CheckWhatWeReadCallout resumeId={result.resumeId} /> : null}
      <ResumeOverview
        content={result.optimizedContent}
        match={result.match ?? null}
        keywords={result.keywords}
        engine={result.engine ?? null}
        removedClaims={result.removedClaims}
        aiNotes={result.aiNotes}
        jobDetails={result.jobDetails ?? null}
        evidence={{ resumeId: result.resumeId, onAdded: onResultChange }}
      />
    </div>
  );
}
