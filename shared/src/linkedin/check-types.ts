/** The shape of one profile check (checks.ts holds the table) and the helpers several checks share. */
import type { StructuredResume } from '../resume/types';
import { isActionVerb } from '../resume/verbs';
import { stripBullet } from '../resume/normalize';
import type { LinkedInProfile, ProfileTarget } from './profile-types';

export interface CheckOutcome {
  pass: boolean;
  detail: string;
}

export interface ProfileCheck {
  readonly id: string;
  readonly label: string;
  /** Share of the score (weights are relative). */
  readonly weight: number;
  readonly check: (profile: LinkedInProfile, target: ProfileTarget, resumes: readonly StructuredResume[]) => CheckOutcome;
}

/** A passing or failing outcome. */
export function outcomeOf(pass: boolean, passDetail: string, failDetail: string): CheckOutcome {
  return { pass, detail: pass ? passDetail : failDetail };
}

/** True when the line opens with an action verb ("Led …", "Built …"), after any bullet glyph. */
export function startsWithAction(line: string): boolean {
  const first = /^[\p{L}-]+/u.exec(stripBullet(line.trim()))?.[0] ?? '';
  return first !== '' && isActionVerb(first);
}

/**
 * A check of a measure against a bound ("headline at most 220 characters", "at least 5 skills"); the
 * details say the measure and, on failure, the advice.
 */
export function boundCheck(
  head: { id: string; label: string; weight: number },
  measure: (p: LinkedInProfile) => number,
  bound: { min?: number; max?: number; unit: string; advice: string },
): ProfileCheck {
  return {
    ...head,
    check: (p) => {
      const n = measure(p);
      const pass = n >= (bound.min ?? Number.NEGATIVE_INFINITY) && n <= (bound.max ?? Number.POSITIVE_INFINITY);
      return outcomeOf(pass, `${n} ${bound.unit}.`, `${n} ${bound.unit}: ${bound.advice}`);
    },
  };
}
