/**
 * How a failed generation is shown (spec section 8, issue 13): a 403 as the destructive 'Subscription
 * Required' alert with the server's message and no toast; a used-up allowance (402 quota_exhausted) as
 * 'Limit reached' and an ended trial or plan (402 payment_required) as 'Upgrade required', both with a
 * way to /pricing; an unreadable job page (422) as the server's message on the Job description field;
 * anything else as the 'Failed to generate cover letter' toast, with field messages from a 400.
 */
import { messages } from '@jobapp/shared';
import { coverLetterMessages as m } from '@jobapp/shared/cover-letters/messages';
import { isApiError } from '@/lib/api-client';
import { type CoverLetterFormField, coverLetterFormFields } from './form-rules';

export type GenerateFailure =
  | { kind: 'subscription'; title: string; message: string }
  | { kind: 'limit' | 'payment'; title: string; message: string; href: string }
  | { kind: 'job-description'; message: string }
  | { kind: 'toast'; title: string; description: string; fields: Partial<Record<CoverLetterFormField, string>> };

export const limitReachedTitle = 'Limit reached';
export const upgradeRequiredTitle = 'Upgrade required';
const defaultLimitMessage = 'You have used the cover letters your plan includes this period.';

/** The known form fields among a validation answer's details. */
export function generateFieldErrors(details: Record<string, string> | undefined): Partial<Record<CoverLetterFormField, string>> {
  const fields: Partial<Record<CoverLetterFormField, string>> = {};
  for (const [key, message] of Object.entries(details ?? {})) {
    const field = coverLetterFormFields.find((name) => name === key);
    if (field && message) fields[field] = message;
  }
  return fields;
}

/** A same-site path from the error's details (`href`), else /pricing. */
function pricingHref(details: Record<string, string> | undefined): string {
  const href = details?.href;
  return href?.startsWith('/') && !href.startsWith('//') ? href : '/pricing';
}

export function classifyGenerateError(error: unknown): GenerateFailure {
  if (isApiError(error)) {
    if (error.status === 403 || error.code === 'subscription_required') {
      return {
        kind: 'subscription',
        title: m.subscriptionRequired,
        message: error.message || messages.subscriptionRequiredFor('cover letters'),
      };
    }
    if (error.code === 'quota_exhausted') {
      return { kind: 'limit', title: limitReachedTitle, message: error.message || defaultLimitMessage, href: pricingHref(error.details) };
    }
    if (error.code === 'payment_required') {
      return { kind: 'payment', title: upgradeRequiredTitle, message: error.message || messages.trialEnded, href: pricingHref(error.details) };
    }
    if (error.code === 'job_description_required') {
      return { kind: 'job-description', message: error.details?.jobDescription ?? (error.message || messages.jobDescriptionRequired) };
    }
    const fields = generateFieldErrors(error.details);
    // A resume deleted in another tab: the message belongs to the resume picker too.
    if (error.status === 404 && !fields.resumeId) fields.resumeId = error.message || messages.resumeNotFound;
    const description = error.code === 'internal' ? m.generateFailedDefault : error.message || m.generateFailedDefault;
    return { kind: 'toast', title: m.generateFailed, description, fields };
  }
  const description = error instanceof Error && error.message ? error.message : m.generateFailedDefault;
  return { kind: 'toast', title: m.generateFailed, description, fields: {} };
}
