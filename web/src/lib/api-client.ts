/**
 * The one HTTP client of the web app. Every call is same-origin JSON with the session cookie
 * (`credentials: 'include'`). A non-OK answer becomes an `ApiError` rebuilt from the API's
 * `{ error, message, details? }` body, so callers match on `code` rather than on status or text.
 */
import { type ErrorBody, type ErrorCode, isErrorCode } from '@jobapp/shared';

/** Codes the client adds for failures that never reached, or never came back from, the API. */
export type ClientErrorCode = 'network_error' | 'invalid_response';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: Record<string, string> | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, details?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Best guess at a code when the body is not an `ErrorBody` (a proxy page, an empty answer). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 422) return 'unprocessable';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  if (status >= 500) return 'internal';
  return 'bad_request';
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.error === 'string' && typeof body.message === 'string';
}

function readDetails(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const details: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') details[key] = message;
  }
  return Object.keys(details).length > 0 ? details : undefined;
}

/**
 * Builds the `ApiError` for a non-OK response. With a JSON `ErrorBody` its code, message and details
 * are kept; otherwise the message is `"{status}: {body text or status text}"` (spec section 8).
 */
export async function parseErrorResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const body: unknown = JSON.parse(text);
      if (isErrorBody(body)) {
        const code = isErrorCode(body.error) ? body.error : codeForStatus(response.status);
        return new ApiError(response.status, code, body.message, readDetails(body.details));
      }
      if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
        return new ApiError(response.status, codeForStatus(response.status), (body as { message: string }).message);
      }
    } catch {
      // Not JSON: fall through to the generic message.
    }
  }
  const message = `${response.status}: ${text.trim() || response.statusText || 'Request failed'}`;
  return new ApiError(response.status, codeForStatus(response.status), message);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /**
   * Sent as JSON; the JSON content-type header is only set when a body is given. A `FormData` body is
   * sent as multipart as it is (the browser writes the content type with its boundary).
   */
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/** `baseUrl` is '' in the browser (same origin); tests pass an absolute URL. */
export function createApiClient(baseUrl = ''): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, signal } = options;
    // A GET sends no headers of its own: the API answers JSON to any Accept, and the browser gives a
    // request the answer it preloaded (a signed-in page's first data, api/src/middleware/serve-web-app.ts)
    // only when the request's headers are the preload's.
    const headers: Record<string, string> = method === 'GET' ? {} : { Accept: 'application/json' };
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (signal) init.signal = signal;

    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
    }

    if (!response.ok) throw await parseErrorResponse(response);
    if (response.status === 204) return undefined as T;

    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(response.status, 'invalid_response', 'The server sent an answer we could not read.');
    }
  }

  return {
    request,
    get: (path, signal) => request(path, signal ? { signal } : {}),
    post: (path, body) => request(path, { method: 'POST', body }),
    patch: (path, body) => request(path, { method: 'PATCH', body }),
    delete: (path) => request(path, { method: 'DELETE' }),
  };
}

/** The app's client: same origin, so `/api/...` paths work behind Vite's proxy and in production. */
export const api = createApiClient();
