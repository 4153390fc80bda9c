/**
 * The one place where failures become the texts users read. Server messages are already the spec's
 * texts (the API sends them), so they are shown as they are; the table covers answers without one and
 * the failures that never reached the API.
 */
import { messages } from '@jobapp/shared';
import { type ApiErrorCode, isApiError } from './api-client';

const fallbackByCode: Partial<Record<ApiErrorCode, string>> = {
  network_error: 'Could not reach the server. Check your connection and try again.',
  invalid_response: 'The server sent an answer we could not read.',
  unauthenticated: messages.notSignedIn,
  invalid_credentials: messages.invalidCredentials,
  invalid_reset_token: messages.resetTokenInvalid,
  username_taken: messages.usernameTaken,
  email_taken: messages.emailTaken,
  rate_limited: messages.rateLimited,
  origin_not_allowed: messages.originNotAllowed,
  not_found: messages.notFound,
  internal: messages.internal,
  service_unavailable: messages.internal,
};

const genericFallback = 'Something went wrong. Please try again.';

/** The text to show for any thrown value. `fallback` replaces the generic text for unknown errors. */
export function errorMessage(error: unknown, fallback: string = genericFallback): string {
  if (isApiError(error)) {
    if (error.code === 'internal') return messages.internal;
    return error.message || fallbackByCode[error.code] || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Field-level messages from a validation answer (`details`), for `form.setError`. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.details ? error.details : {};
}
