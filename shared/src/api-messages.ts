/**
 * Texts of API answers that the spec does not word (decisions D2 and D6, and the generic errors).
 * Kept beside `messages` so the API, the web app and tests share one wording.
 */
export const apiMessages = {
  newsletterCheckInbox: 'Thanks! Please check your inbox and confirm your subscription.',
  newsletterConfirmed: 'Your subscription is confirmed.',
  newsletterUnsubscribed: 'You have been unsubscribed.',
  newsletterConfirmTokenInvalid: 'This confirmation link is invalid or has already been used.',
  newsletterUnsubscribeTokenInvalid: 'This unsubscribe link is invalid.',
  conflict: 'This record already exists.',
  payloadTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  badRequest: 'The request could not be understood.',
  forbidden: 'You are not allowed to do that.',
  currentPasswordRequired: 'Enter your current password to make this change.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  accountDeleted: 'Your account and everything in it have been deleted.',
  /** A one-line field held a control character (NUL, tab, line break…) or a broken character (issue 8). */
  controlCharacters: 'This field contains characters that are not allowed (control characters).',
  /** The database (or another service the request needs) cannot answer right now: 503 with Retry-After. */
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  /** Content-Encoding other than gzip, deflate or br (415). */
  unsupportedContentEncoding: 'Send the request body uncompressed, or compressed with gzip, deflate or br.',
  /** A compressed body that does not inflate (400). */
  bodyNotDecodable: 'The request body could not be decompressed.',
  /** A compute task (tailoring, a cover letter, an analysis…) went past its time or memory limit (422). */
  computeTooComplex:
    'This resume or job description is too long or too complex to tailor in time. Please shorten it and try again.',
} as const;
