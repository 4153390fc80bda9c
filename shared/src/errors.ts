/**
 * Error codes shared by the API, the web app and the extension.
 * The API throws `AppError(code, message)`; the error middleware turns the code into an HTTP status
 * through `errorStatus`. Clients rebuild the error from the body `{ error, message, details? }` and
 * match on `error`.
 */
export const errorStatus = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  invalid_reset_token: 400,
  /** New work refused: the free trial or the paid plan has ended (the body's `href` is /pricing). */
  payment_required: 402,
  /** A counted feature's allowance for this period is used up. */
  quota_exhausted: 402,
  forbidden: 403,
  subscription_required: 403,
  origin_not_allowed: 403,
  not_found: 404,
  conflict: 409,
  username_taken: 409,
  email_taken: 409,
  payload_too_large: 413,
  storage_full: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  /** The resume file holds no usable text (scanned, password-protected, corrupted): the yellow panel. */
  resume_unreadable: 422,
  /** The job page could not be read (sign-in wall, bot check, network): ask for the pasted description. */
  job_description_required: 422,
  rate_limited: 429,
  /** LinkedIn or Indeed refused or rate-limited our search (429 or a bot-check page). */
  search_limited: 429,
  internal: 500,
  /** An export failed its parse-back check. */
  export_failed: 500,
  service_unavailable: 503,
  /** The database cannot be reached or did not answer in time; sent with Retry-After. */
  unavailable: 503,
  /** LinkedIn or Indeed did not answer (time-out, network). */
  search_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

/** The JSON body of every non-OK API answer. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  /** For validation errors: field path (dot-joined) → first message for that field. */
  details?: Record<string, string>;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** Thrown by API services; the error middleware maps it to a status and an `ErrorBody`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }

  toBody(): ErrorBody {
    return this.details
      ? { error: this.code, message: this.message, details: this.details }
      : { error: this.code, message: this.message };
  }
}
