/**
 * The extension's calls to the ResumeBoost API. The web app's session cookie authenticates them
 * (`credentials: 'include'`; the extension holds host permission for the web app's origin, so the
 * browser sends the cookie and no CORS preflight is needed). Every call resolves to an outcome the
 * popup can show; none throws. API error codes become the user's text here, in one place.
 */
import type { ErrorBody } from '@jobapp/shared/errors';
import type { CaptureJobInput, CaptureJobResult } from '@jobapp/shared/job-search.schema';
import { apiUrl } from './web-app';

export type FetchFn = typeof fetch;

/** The answer could not be had: the server is down, the address is wrong, or it timed out. */
export interface Unreachable {
  kind: 'unreachable';
  webAppUrl: string;
}
export interface SignedOut {
  kind: 'signed-out';
}
export interface ApiFailure {
  kind: 'error';
  status: number;
  message: string;
}

export type SessionStatus = { kind: 'signed-in'; username: string } | SignedOut | Unreachable | ApiFailure;
export type CaptureOutcome = { kind: 'captured'; canonicalUrl: string } | SignedOut | Unreachable | ApiFailure;

/** How long a call may take before the web app counts as unreachable. */
export const API_TIMEOUT_MS = 10_000;

/** The user's text for a failed answer, from the API's `{ error, message }` body. */
export function messageForError(status: number, body: Partial<ErrorBody> | null): string {
  if (body?.error === 'origin_not_allowed') {
    return 'ResumeBoost refused this extension. Add its origin to EXTENSION_ORIGINS on the server (see the options page).';
  }
  if (body?.error === 'rate_limited') return 'Too many requests. Please wait a minute and try again.';
  if (typeof body?.message === 'string' && body.message.trim()) return body.message;
  if (status >= 500) return `ResumeBoost had a problem (HTTP ${status}). Please try again.`;
  return `ResumeBoost answered with HTTP ${status}.`;
}

export async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

export async function call(fetchFn: FetchFn, webAppUrl: string, path: string, init: RequestInit): Promise<Response | Unreachable> {
  try {
    return await fetchFn(apiUrl(webAppUrl, path), {
      ...init,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'unreachable', webAppUrl };
  }
}

export async function failure(res: Response): Promise<SignedOut | ApiFailure> {
  if (res.status === 401) return { kind: 'signed-out' };
  const body = (await readJson(res)) as Partial<ErrorBody> | null;
  return { kind: 'error', status: res.status, message: messageForError(res.status, body) };
}

/** GET /api/user: whether the browser is signed in to the web app. */
export async function checkSession(webAppUrl: string, fetchFn: FetchFn = fetch): Promise<SessionStatus> {
  const res = await call(fetchFn, webAppUrl, '/api/user', { method: 'GET' });
  if (!(res instanceof Response)) return res;
  if (!res.ok) return failure(res);
  const body = (await readJson(res)) as { username?: unknown; user?: { username?: unknown } } | null;
  // A page that is not the API (another app on the port) answers HTML: treat as unreachable.
  if (body === null) return { kind: 'unreachable', webAppUrl };
  const username = body.username ?? body.user?.username;
  return { kind: 'signed-in', username: typeof username === 'string' ? username : '' };
}

/** POST /api/job-postings/capture: stores the posting for the signed-in user. */
export async function captureJob(webAppUrl: string, input: CaptureJobInput, fetchFn: FetchFn = fetch): Promise<CaptureOutcome> {
  const res = await call(fetchFn, webAppUrl, '/api/job-postings/capture', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!(res instanceof Response)) return res;
  if (!res.ok) return failure(res);
  const body = (await readJson(res)) as Partial<CaptureJobResult> | null;
  return { kind: 'captured', canonicalUrl: typeof body?.canonicalUrl === 'string' ? body.canonicalUrl : input.url };
}
