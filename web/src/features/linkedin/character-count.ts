/**
 * Live character counts against LinkedIn's limits (issue 13): the headline (220), the About section
 * (2,600), one position's description (2,000) and the profile content the optimizer reads (10,000).
 * Counted as the schemas count (UTF-16 code units, like `maxLength` on a text area).
 */
import { limits } from '@jobapp/shared';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX, LINKEDIN_HOOK_CHARS, LINKEDIN_ROLE_MAX } from '@jobapp/shared/linkedin/linkedin.schema';

export const PROFILE_CONTENT_MAX = limits.linkedInProfileMaxChars;
export const PROFILE_CONTENT_MIN = limits.linkedInProfileMinChars;

export type LinkedInTextKind = 'headline' | 'about' | 'role';

export const linkedInTextLimits: Record<LinkedInTextKind, number> = {
  headline: LINKEDIN_HEADLINE_MAX,
  about: LINKEDIN_ABOUT_MAX,
  role: LINKEDIN_ROLE_MAX,
};

export type CountTone = 'ok' | 'near' | 'over' | 'short';

export interface CharacterCount {
  count: number;
  max: number;
  /** '1,234 / 2,600' */
  label: string;
  /** What a screen reader hears: '1,234 of 2,600 characters'. */
  description: string;
  tone: CountTone;
  over: boolean;
}

const number = (value: number) => value.toLocaleString('en-US');

/** The count of `text` against `max`; `min` marks too-short texts (the profile content's 50). */
export function characterCount(text: string, max: number, min = 0): CharacterCount {
  const count = text.length;
  const over = count > max;
  let tone: CountTone = 'ok';
  if (over) tone = 'over';
  else if (count > 0 && count < min) tone = 'short';
  else if (count >= max * 0.9) tone = 'near';
  const overBy = over ? `, ${number(count - max)} over the limit` : '';
  return {
    count,
    max,
    label: `${number(count)} / ${number(max)}`,
    description: `${number(count)} of ${number(max)} characters${overBy}`,
    tone,
    over,
  };
}

/** The profile content's count: trimmed, as the schema checks it, against 50 to 10,000. */
export function profileContentCount(text: string): CharacterCount {
  return characterCount(text.trim(), PROFILE_CONTENT_MAX, PROFILE_CONTENT_MIN);
}

/** The count of an optimized text against its LinkedIn limit. */
export function linkedInTextCount(kind: LinkedInTextKind, text: string): CharacterCount {
  return characterCount(text, linkedInTextLimits[kind]);
}

/** The part of an About section LinkedIn shows before 'see more'. */
export function aboutHook(text: string): string {
  return text.length <= LINKEDIN_HOOK_CHARS ? text : text.slice(0, LINKEDIN_HOOK_CHARS);
}

export const countToneClass: Record<CountTone, string> = {
  ok: 'text-slate-600',
  near: 'text-amber-800',
  over: 'font-semibold text-red-700',
  short: 'text-amber-800',
};
