/**
 * How a failed editor save is shown (spec section 8, decision D10, the contract): a used-up revision
 * allowance or an ended trial (402) as a notice with the server's message and a way to /pricing; any
 * other failure (storage 413/400, 404, network) as the 'Failed to save resume' toast.
 */
import { messages } from '@jobapp/shared';
import { isApiError } from '@/lib/api-client';

export type SaveFailure =
  | { kind: 'plan'; title: string; message: string }
  | { kind: 'toast'; title: string; description: string };

export const saveFailedTitle = 'Failed to save resume';

export function classifySaveError(error: unknown): SaveFailure {
  if (isApiError(error)) {
    if (error.code === 'quota_exhausted') {
      return { kind: 'plan', title: 'Limit reached', message: error.message || messages.editorSaveFailed };
    }
    if (error.code === 'payment_required') {
      return { kind: 'plan', title: 'Upgrade required', message: error.message || messages.trialEnded };
    }
    const description = error.code === 'internal' ? messages.editorSaveFailed : error.message || messages.editorSaveFailed;
    return { kind: 'toast', title: saveFailedTitle, description };
  }
  return { kind: 'toast', title: saveFailedTitle, description: messages.editorSaveFailed };
}

/** The saved toast's text, with the revisions left this period when the plan counts them. */
export function savedDescription(revisionsLeft: number | null): string {
  const base = 'Your resume has been saved successfully.';
  if (revisionsLeft === null) return base;
  return `${base} ${revisionsLeft} ${revisionsLeft === 1 ? 'revision' : 'revisions'} left this period.`;
}
