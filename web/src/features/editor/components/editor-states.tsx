import { messages } from '@jobapp/shared';
import { ArrowLeft, FileWarning } from 'lucide-react';
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
