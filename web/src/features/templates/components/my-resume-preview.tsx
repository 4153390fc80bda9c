import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { parseErrorResponse } from '@/lib/api-client';
import { fetchPreview } from '../my-preview-request';

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The preview could not be read'));
    reader.readAsDataURL(blob);
  });
}

type State = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

/**
 * "Preview with my resume": the user's newest resume rendered in the template by the server
 * (GET /api/resume-templates/{id}/my-preview.png). Fetched rather than set as an <img> source so a
 * refusal (no resume yet, the export limit) shows the server's own words. The preview counts among the
 * user's downloads running at once: a preview still rendering for the template just left may hold a
 * slot for a moment, so a 429 is tried again after its Retry-After.
 */
export function MyResumePreview({ templateId, name }: { templateId: string; name: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void (async () => {
      try {
        const response = await fetchPreview(templateId, controller.signal);
        if (!response.ok) {
          setState({ kind: 'error', message: (await parseErrorResponse(response)).message });
          return;
        }
        // A data: URL, which the CSP's img-src allows (blob: it does not).
        const url = await dataUrlOf(await response.blob());
        if (!controller.signal.aborted) setState({ kind: 'ready', url });
      } catch (error) {
        if (!controller.signal.aborted) setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => controller.abort();
  }, [templateId]);

  if (state.kind === 'loading') {
    return (
      <div className="flex aspect-[17/22] w-full items-center justify-center rounded-md bg-slate-50" data-testid="my-resume-preview-loading">
        <Spinner label={`Rendering your resume in ${name}`} />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="my-resume-preview-error">
        {state.message}
      </p>
    );
  }
  return (
    <img
      src={state.url}
      alt={`Your newest resume in the ${name} template`}
      width={1275}
      height={1650}
      className="block aspect-[17/22] w-full rounded-md border border-slate-200"
      data-testid="my-resume-preview"
    />
  );
}
