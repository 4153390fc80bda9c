import type { ApplicationPacket } from '@jobapp/shared/applications/applications.schema';
import type { PacketChange } from '@jobapp/shared/applications/packet';
import { Download } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-messages';
import { formatBytes, resumeTemplates } from '@jobapp/shared';
import { usePacket } from '../api';

const fileLabels: Record<ApplicationPacket['files'][number]['kind'], string> = { resume: 'Resume', cover_letter: 'Cover letter' };

const changeLabels: Record<PacketChange['kind'], string> = {
  reworded: 'Reworded',
  written: 'Written for the job',
  yours: 'Added by you',
  'left-out': 'Left out',
};

const templateName = (id: string): string => resumeTemplates.find((t) => t.id === id)?.name ?? id;

function ChangeItem({ change }: { change: PacketChange }) {
  return (
    <li className="rounded-lg border border-slate-200 p-2">
      <p className="text-xs font-medium text-slate-600">
        {changeLabels[change.kind]} · {change.where}
      </p>
      {change.kind === 'left-out' ? (
        <p className="mt-1 text-slate-800">{change.original}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-900">{change.text}</p>
          {change.original ? (
            <p className="mt-1 text-slate-600">
              <span className="font-medium">Your original: </span>
              {change.original}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * What was sent, as it was kept at "Mark as applied": the files (each downloads byte for byte, with its
 * SHA-256), the match and truth reports of that moment, and every change from the user's original.
 */
export function PacketView({ applicationId }: { applicationId: number }) {
  const query = usePacket(applicationId, true);
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error)}
      </p>
    );
  }
  const packet = query.data;
  if (!packet) return <Spinner />;
  const counts = (['written', 'reworded', 'yours', 'left-out'] as const)
    .map((kind) => [kind, packet.changes.filter((c) => c.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${changeLabels[kind].toLowerCase()}`);
  return (
    <div className="grid gap-3 text-sm" data-testid="tracker-packet">
      <p className="text-slate-700">
        Kept on {formatDate(packet.frozenAt)}: {packet.format.toUpperCase()} in the {templateName(packet.templateId)} template, resume version{' '}
        {packet.resumeVersion}.
      </p>
      <ul className="grid gap-2">
        {packet.files.map((file) => (
          <li key={file.url} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-2">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{fileLabels[file.kind]}</span>
              <span className="text-slate-700"> · {file.fileName} · {formatBytes(file.size)}</span>
              <span className="block truncate font-mono text-xs text-slate-600" title={file.sha256}>
                SHA-256 {file.sha256}
              </span>
            </span>
            <a href={file.url} download={file.fileName} className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline">
              <Download className="size-4" aria-hidden="true" />
              Download<span className="sr-only"> the {fileLabels[file.kind].toLowerCase()} as sent</span>
            </a>
          </li>
        ))}
      </ul>
      {packet.match ? (
        <p className="text-slate-700">
          Match score when sent: {packet.match.scoreAfter}% (your original: {packet.match.scoreBefore}%).
        </p>
      ) : null}
      {packet.truth ? (
        packet.truth.ok ? (
          <p className="text-slate-700">Every claim in it is backed by your original resume.</p>
        ) : (
          <div>
            <p className="font-medium text-amber-800">Claims your original resume does not show:</p>
            <ul className="mt-1 list-disc pl-5 text-slate-800">
              {packet.truth.unsupported.map((claim) => (
                <li key={`${claim.kind}-${claim.value}-${claim.line}`}>
                  {claim.value} <span className="text-slate-600">in “{claim.line}”</span>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
      <details>
        <summary className="cursor-pointer font-medium text-slate-900">
          What changed from my original ({counts.length === 0 ? 'nothing' : counts.join(', ')})
        </summary>
        {packet.changes.length === 0 ? (
          <p className="mt-2 text-slate-700">The resume you sent says everything your original says, in its words.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {packet.changes.map((change, index) => (
              <ChangeItem key={index} change={change} />
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
