/**
 * One-click edits (findings with a `fix`). A fix is applied only where its `before` still stands at
 * [start, end); after one is applied, the others are moved by the change in length, and any that
 * overlapped the applied edit are dropped (their text is gone).
 */
import type { EditorFinding, EditorFix } from '@jobapp/shared/editor/editor.schema';

export type ApplyFixResult = { ok: true; text: string } | { ok: false };

/** The message shown when a fix's text is no longer where the analysis found it. */
export const fixStaleMessage = 'The text has changed since it was analysed. Please analyse again.';

/** `text` with the fix applied, or not ok when the text at its offsets no longer equals `before`. */
export function applyFix(text: string, fix: EditorFix): ApplyFixResult {
  if (fix.start < 0 || fix.end < fix.start || fix.end > text.length) return { ok: false };
  if (text.slice(fix.start, fix.end) !== fix.before) return { ok: false };
  return { ok: true, text: text.slice(0, fix.start) + fix.after + text.slice(fix.end) };
}

/** A fix to offer, with a key that stays the same while its offsets move. */
export interface PendingFix {
  key: string;
  section: string;
  fix: EditorFix;
}

/** The findings' fixes, in text order. */
export function pendingFixes(findings: readonly EditorFinding[]): PendingFix[] {
  return findings
    .flatMap((finding, index) =>
      finding.fix ? [{ key: `${finding.ruleId}-${index}`, section: finding.section, fix: finding.fix }] : [],
    )
    .sort((a, b) => a.fix.start - b.fix.start);
}

/**
 * The fixes left after `applied` was applied: those before it unchanged, those after it moved by the
 * difference in length, those overlapping it dropped.
 */
export function shiftFixes(fixes: readonly PendingFix[], applied: PendingFix): PendingFix[] {
  const delta = applied.fix.after.length - (applied.fix.end - applied.fix.start);
  const result: PendingFix[] = [];
  for (const pending of fixes) {
    if (pending.key === applied.key) continue;
    const { fix } = pending;
    if (fix.end <= applied.fix.start) {
      result.push(pending);
    } else if (fix.start >= applied.fix.end) {
      result.push({ ...pending, fix: { ...fix, start: fix.start + delta, end: fix.end + delta } });
    }
  }
  return result;
}
