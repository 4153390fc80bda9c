/**
 * The profile checklist before and after optimization (issue 13): 'Profile score 44 → 96' and each
 * check's outcome on both sides, the ones the optimization fixed first.
 */
import type { ProfileScore } from '@jobapp/shared/linkedin/linkedin.schema';

export interface CheckRow {
  id: string;
  label: string;
  /** null when the check was not run on the original profile. */
  before: boolean | null;
  after: boolean;
  detail: string;
  fixed: boolean;
}

export function scoreSummary(before: ProfileScore, after: ProfileScore): string {
  return `Profile score ${before.score} → ${after.score}`;
}

/** The after checks with their before outcome: fixed ones first, then still failing, then passing. */
export function checkRows(before: ProfileScore, after: ProfileScore): CheckRow[] {
  const beforeById = new Map(before.checks.map((check) => [check.id, check.pass]));
  const rows = after.checks.map((check) => {
    const was = beforeById.get(check.id) ?? null;
    return { id: check.id, label: check.label, before: was, after: check.pass, detail: check.detail, fixed: check.pass && was === false };
  });
  const rank = (row: CheckRow) => (row.fixed ? 0 : row.after ? 2 : 1);
  return rows.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index).map(({ row }) => row);
}

/** '3 of 25 checks fixed, 24 of 25 passing' */
export function checksSummary(rows: readonly CheckRow[]): string {
  const fixed = rows.filter((row) => row.fixed).length;
  const passing = rows.filter((row) => row.after).length;
  return `${fixed} ${fixed === 1 ? 'check' : 'checks'} fixed, ${passing} of ${rows.length} passing`;
}
