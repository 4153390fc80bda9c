/**
 * The form's validation: the shared request schema (`generateCoverLetterSchema`, the API's own) run on
 * the request the form becomes, so the page and the server give the same messages, under the same
 * fields. A react-hook-form resolver around it.
 */
import {
  type GenerateCoverLetterRequest,
  generateCoverLetterSchema,
} from '@jobapp/shared/cover-letters/cover-letter.schema';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type CoverLetterFormField, type CoverLetterFormValues, coverLetterFormFields, toGenerateInput } from './form-rules';

export type CoverLetterFormCheck =
  | { ok: true; request: GenerateCoverLetterRequest }
  | { ok: false; errors: Partial<Record<CoverLetterFormField, string>> };

/** The validated request, or the first message for each field. */
export function checkCoverLetterForm(values: CoverLetterFormValues): CoverLetterFormCheck {
  const parsed = generateCoverLetterSchema.safeParse(toGenerateInput(values));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<CoverLetterFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = coverLetterFormFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export const coverLetterResolver: Resolver<CoverLetterFormValues, unknown, GenerateCoverLetterRequest> = (values) => {
  const check = checkCoverLetterForm(values);
  if (check.ok) return { values: check.request, errors: {} };
  const errors: FieldErrors<CoverLetterFormValues> = {};
  for (const [field, message] of Object.entries(check.errors)) {
    errors[field as CoverLetterFormField] = { type: 'validate', message };
  }
  return { values: {}, errors };
};
