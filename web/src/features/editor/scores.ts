/**
 * Editor scores (spec section 9): out of 10, shown as a bar at 10 × the score; green from 8, amber from
 * 6, red below. And whether a full analysis may offer Apply All Changes (not on a limited response).
 */
import type { FormattingSuggestionsResult } from '@jobapp/shared/editor/editor.schema';

export type EditorScoreTone = 'green' | 'amber' | 'red';

export function editorScoreTone(score: number): EditorScoreTone {
  if (score >= 8) return 'green';
  if (score >= 6) return 'amber';
  return 'red';
}

/** The bar's fill, 0-100. */
export function scoreBarValue(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(100, score * 10));
}

export const scoreToneClasses: Record<EditorScoreTone, { text: string; bar: string }> = {
  green: { text: 'text-emerald-700', bar: 'bg-emerald-600' },
  amber: { text: 'text-amber-700', bar: 'bg-amber-500' },
  red: { text: 'text-red-700', bar: 'bg-red-600' },
};

/** Apply All Changes is offered only on a full (not limited) answer with a formatted resume. */
export function canApplyAll(result: Pick<FormattingSuggestionsResult, 'limitedResponse' | 'formattedResume'>): boolean {
  return !result.limitedResponse && result.formattedResume.trim() !== '';
}
