import { messages } from '@jobapp/shared';
import { Badge } from '@/components/ui/badge';
import { Alert } from '@/components/ui/alert';
import { noContentMessage } from '../optimize-rules';

/** The server's `details.reason` for an unreadable resume → the cause it points to. */
const causeByReason: Record<string, string> = {
  'password-protected': 'password',
  'no-text': 'images',
  'too-complex': 'formatting',
  unsupported: 'formatting',
  corrupted: 'corrupted',
};

const causes = [
  { id: 'password', text: 'Password protection on the file' },
  { id: 'formatting', text: 'Non-standard formatting (text boxes, tables, several columns)' },
  { id: 'images', text: 'Images instead of text (a scanned or photographed resume)' },
  { id: 'corrupted', text: 'Corrupted content' },
] as const;

/**
 * The yellow 'Resume Content Needs Processing' panel (spec section 2): no readable text came out of the
 * resume. The server's sentence for this file first (what it found and what to do: a scan, a password,
 * an empty file…), then the usual causes (marking the one the server found, when it says).
 */
export function ContentNeedsProcessingPanel({ reason, message }: { reason?: string | null | undefined; message?: string | null | undefined }) {
  const likely = reason ? causeByReason[reason] : undefined;
  return (
    <Alert variant="warning" title={messages.contentNeedsProcessing} data-testid="content-needs-processing">
      {message ? (
        <p className="mb-2 font-medium" data-testid="unreadable-advice">
          {message}
        </p>
      ) : null}
      <p>We couldn&apos;t read enough text from your resume to tailor it. This usually comes from:</p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {causes.map((cause) => (
          <li key={cause.id}>
            {cause.text}
            {likely === cause.id ? (
              <Badge variant="warning" className="ml-2 bg-amber-200">
                Likely cause
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Save your resume as a simple DOCX or PDF (in Word or Google Docs: File → Save as / Download), then upload
        it again. Downloads stay off until the resume can be read.
      </p>
    </Alert>
  );
}

/** The red 'Resume Optimization Failed' panel: the result is too short to be a resume (under 100 characters). */
export function OptimizationFailedPanel({ content }: { content: string }) {
  const empty = content.trim().length === 0;
  return (
    <Alert variant="destructive" title={messages.optimizationFailedPanel} data-testid="optimization-failed">
      <p>
        {empty
          ? `${noContentMessage}.`
          : 'The optimized resume came back with fewer than 100 characters, which is too little to be a usable resume.'}{' '}
        Go back to the form and try again, or paste your resume&apos;s text instead of uploading the file. Downloads
        are off for this result.
      </p>
    </Alert>
  );
}
