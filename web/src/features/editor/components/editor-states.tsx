import { messages } from '@jobapp/shared';
import { ArrowLeft, FileText, FileWarning, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** While the resume (or the resume list) loads: the editor's shape, so nothing jumps when it arrives. */
export function EditorSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading the editor" data-testid="editor-loading">
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-[480px] w-full rounded-xl" />
      <div className="flex gap-3">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-36" />
      </div>
    </div>
  );
}

/** The resume could not be loaded (deleted, not the user's, a bad id): 'Failed to load resume'. */
export function EditorLoadFailure() {
  return (
    <Card data-testid="editor-load-failure" className="mx-auto mt-8 max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
          <FileWarning className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-bold text-slate-900">Failed to load resume</h2>
        <p className="text-slate-600">{messages.editorLoadFailed}</p>
        <Button asChild>
          <Link to="/my-resumes">
            <ArrowLeft aria-hidden="true" />
            Back to My Resumes
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * No saved resumes (issue 23): upload one (the optimize page, where resumes come in), paste one into the
 * editor below, or try the editor on the sample (see `sample-resume.ts` for why it is not prefilled).
 */
export function NoSavedResumes({ onTrySample, sampleShown }: { onTrySample: () => void; sampleShown: boolean }) {
  return (
    <Card data-testid="editor-no-resumes">
      <CardContent className="flex flex-col gap-4 px-6 py-6 sm:flex-row sm:items-center">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
          <FileText className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-slate-900">No saved resumes yet</h2>
          <p className="text-slate-600">
            Upload your resume to edit it here, or paste its text below.
            {sampleShown ? ' The sample below is made up: analyse it to see what the editor suggests.' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/optimize-resume">
              <Upload aria-hidden="true" />
              Upload a resume
            </Link>
          </Button>
          <Button variant="secondary" onClick={onTrySample}>
            Try it on a sample
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
