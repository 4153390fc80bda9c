/**
 * GET /api/resume-templates/{id}/my-preview.png for "Preview with my resume". The preview counts among
 * the user's downloads running at once (the API's exportsInFlight): a preview still rendering for the
 * template just left may hold a slot for a moment, so a 429 that names a wait is tried again.
 */
/** Tries in all while every slot is held (429 with Retry-After). */
const ATTEMPTS = 3;

function waitFor(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The preview request; a 429 that names a wait is tried again after it (at most ATTEMPTS in all). */
export async function fetchPreview(templateId: string, signal: AbortSignal): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`/api/resume-templates/${encodeURIComponent(templateId)}/my-preview.png`, { credentials: 'same-origin', signal });
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status !== 429 || attempt >= ATTEMPTS || !(retryAfter > 0) || signal.aborted) return response;
    await waitFor(Math.min(retryAfter, 5), signal);
  }
}
