/**
 * Texts of the export answers the spec does not word (issue 8: per-user export limits, exports run in
 * the API's compute pool). Kept beside `messages` so the API, the web app and tests share one wording.
 */
export const exportMessages = {
  /** 429: the user already has as many downloads running as one user may. */
  tooManyAtOnce: 'You already have downloads in progress. Please wait for them to finish, then try again.',
  /** 422: the resume could not be turned into a file within the time and memory limits. */
  tooComplex: 'This resume is too long or too complex to export. Please shorten it and try again.',
  /** 503: every export worker is busy and the queue is full. */
  busy: 'Downloads are busy right now. Please try again in a moment.',
} as const;
