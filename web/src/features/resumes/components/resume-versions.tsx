import type { ResumeVersionItem } from '@jobapp/shared/editor/editor.schema';
import { Eye, History, PencilLine, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useRestoreResumeVersion, useResumeVersions } from '@/features/editor/api';
import { VersionViewDialog } from '@/features/editor/components/version-view-dialog';
import { formatVersionTime, versionSourceLabels, versionTitle } from '@/features/editor/versions';

function VersionRow({
  item,
  restoring,
  busy,
  onView,
  onRestore,
}: {
  item: ResumeVersionItem;
  restoring: boolean;
  busy: boolean;
  onView: () => void;
  onRestore: () => void;
}) {
  const titleId = `resume-version-${item.version}`;
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
      data-testid="resume-version"
      data-version={item.version}
      aria-current={item.current ? 'true' : undefined}
    >
      <div className="min-w-0 flex-1">
        <p id={titleId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {versionTitle(item)}
          <Badge variant="neutral">{versionSourceLabels[item.source]}</Badge>
          {item.current ? <Badge variant="success">Current</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={item.createdAt}>{formatVersionTime(item.createdAt)}</time>
          {` · ${item.characters.toLocaleString('en-US')} characters`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onView} aria-describedby={titleId}>
          <Eye aria-hidden="true" />
          View
        </Button>
        {item.current ? null : (
          <Button size="sm" variant="soft" onClick={onRestore} disabled={busy} aria-describedby={titleId} aria-busy={restoring}>
            {restoring ? <ButtonSpinner /> : <RotateCcw aria-hidden="true" />}
            Restore
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The resume page's Versions card (decision D10): every stored version, newest first, each viewable and,
 * unless current, restorable (which stores it again as the newest); and the way into the editor.
 */
export function ResumeVersions({ resumeId }: { resumeId: number }) {
  const versions = useResumeVersions(resumeId);
  const restore = useRestoreResumeVersion();
  const [viewing, setViewing] = useState<number | null>(null);

  const restoreVersion = (version: number) => {
    restore.mutate(
      { id: resumeId, version },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Version restored',
            description: `Version ${version} is back as version ${saved.version}, now the current one.`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Restore failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card data-testid="resume-versions">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-indigo-600" aria-hidden="true" />
          Versions
        </CardTitle>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/interactive-editor/${resumeId}`}>
            <PencilLine aria-hidden="true" />
            Edit in editor
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the versions">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : versions.isError ? (
          <Alert variant="destructive" title="The versions could not be loaded">
            <p>{errorMessage(versions.error)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void versions.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-slate-600">No saved versions yet. Edit this resume in the editor to save one.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {versions.data.map((item) => (
              <VersionRow
                key={item.version}
                item={item}
                busy={restore.isPending}
                restoring={restore.isPending && restore.variables.version === item.version}
                onView={() => setViewing(item.version)}
                onRestore={() => restoreVersion(item.version)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <VersionViewDialog resumeId={resumeId} version={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
