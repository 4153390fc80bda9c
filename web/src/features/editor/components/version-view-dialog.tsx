import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-messages';
import { useResumeVersion } from '../api';
import { formatVersionTime, versionSourceLabels } from '../versions';

/** One stored version's text, read-only (D10). `version` null: closed. */
export function VersionViewDialog({
  resumeId,
  version,
  onClose,
}: {
  resumeId: number;
  version: number | null;
  onClose: () => void;
}) {
  const detail = useResumeVersion(resumeId, version);
  return (
    <Dialog open={version !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl" data-testid="version-dialog">
        <DialogTitle>Version {version}</DialogTitle>
        <DialogDescription className="mt-1">
          {detail.data
            ? `${versionSourceLabels[detail.data.source]} · ${formatVersionTime(detail.data.createdAt)}${detail.data.current ? ' · Current' : ''}`
            : 'The text of this version, read-only.'}
        </DialogDescription>
        <div className="mt-4">
          {detail.isPending ? (
            <Skeleton className="h-[400px] w-full rounded-xl" />
          ) : detail.isError ? (
            <Alert variant="destructive" title="This version could not be loaded">
              {errorMessage(detail.error)}
            </Alert>
          ) : (
            <textarea
              readOnly
              value={detail.data.content}
              aria-label={`Version ${version} text`}
              className="h-[400px] w-full resize-none rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm leading-relaxed text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
