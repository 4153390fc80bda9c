/**
 * The cover-letter texts users see: spec section 5 (validation) and section 8 (toasts) word for word,
 * and the few issue 13 adds (template fields, lengths). Kept apart so the form, the API and the tests
 * read the same strings.
 */
import { messages } from '../messages';

export const coverLetterMessages = {
  // Validation (spec section 5)
  resumeInvalid: 'Please select a valid resume',
  jobUrlInvalid: messages.jobUrlInvalid,
  jobTitleRequired: messages.jobTitleRequired,
  companyRequired: 'Company name is required',
  // Added by issue 13
  templateUnknown: 'Please choose one of the cover letter templates',
  jobTitleTooLong: 'The job title is too long (120 characters at most)',
  companyTooLong: 'The company name is too long (120 characters at most)',
  customInstructionsTooLong: 'Custom instructions are too long (1,000 characters at most)',
  jobDescriptionTooLong: 'The job description is too long (20,000 characters at most)',
  extraFieldTooLong: 'This field is too long (200 characters at most)',
  contentRequired: 'The cover letter cannot be empty',
  contentTooLong: 'The cover letter is too long (10,000 characters at most)',
  // Toasts (spec section 8)
  subscriptionRequired: 'Subscription Required',
  generateFailed: 'Failed to generate cover letter',
  generateFailedDefault: 'Please try again later',
  detailLoadFailed: 'Failed to load cover letter details',
  generated: 'Cover letter generated!',
} as const;
