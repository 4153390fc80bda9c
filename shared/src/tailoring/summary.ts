/**
 * Summary stage: one summary of at most MAX_SENTENCES sentences, never a generated sentence stacked on
 * the original. Built from the candidate's real title (latest role or headline), the years the resume
 * supports and the required skills its statements show in use (the job's wording):
 * - no original summary: "<Title> with N+ years of experience, skilled in A, B and C." and, when the
 *   job has a title, the role aimed at;
 * - an original summary: every sentence of it stays, whole. Skills it does not name yet go into its own
 *   skills list ("Proficient in MongoDB, React, and Node.js" gains ", Docker, and Kubernetes"), else after
 *   the sentence that says who the candidate is ("… with 9 years of experience …, skilled in A and B"),
 *   else as a sentence of their own when there is room. A title-and-years opening is added only when no
 *   sentence already says who the candidate is, and only when there is room;
 * - nothing new to say truthfully: the original as it is.
 * No sentence may repeat another (same folded content words).
 */
import { contentStems } from './concepts';
import { isDegreeSkill } from './gaps';
import { canonicalSkill, findSkills } from './skill-matcher';
import { WORD_NUMBER_SOURCE } from './text';

export const MAX_SENTENCES = 3;
/** Skills named at most in what the engine adds. */
const MAX_STRENGTHS = 4;
/** An identity sentence longer than this gets the skills as a sentence of their own instead. */
const MAX_WORDS_TO_EXTEND = 28;

export interface SummaryInput {
  /** The resume's own summary (may be empty). */
  readonly original: string;
  /** The candidate's real title (latest role or headline), or ''. */
  readonly title: string;
  /** Years the resume supports (its own figure or its dates), or null. */
  readonly years: number | null;
  /** Headline skills in the job's wording, most important first (already shown in use by a statement). */
  readonly strengths: readonly string[];
  /** "Seeking the … role at …." when the job has a title and the phrase is supported, else null. */
  readonly target: string | null;
  /** Whether a phrase the engine writes names only skills and numbers the resume has. */
  readonly isSupported: (phrase: string) => boolean;
}

const YEARS_RE = new RegExp(`\\b(?:\\d{1,2}|${WORD_NUMBER_SOURCE})\\s*(?:\\+\\s*)?(?:years?|yrs)\\b`, 'i');
const LIST_RE =
  /^(.*?\b(?:proficient|skilled|experienced|expert|expertise|versed|specializ(?:e|es|ing)|specialis(?:e|es|ing)|fluent|competent)\s+(?:in|with)\s+)(.+?)([.!]?)$/i;
const MAX_LIST_ITEM_WORDS = 4;

/** Sentences of a one-paragraph summary (a line break also ends one). */
export function summarySentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d"“(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function joinList(items: readonly string[], oxford = false): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')}${oxford && items.length > 2 ? ',' : ''} and ${items[items.length - 1] ?? ''}`;
}

/** Two sentences say the same thing when most content words of the shorter are in the longer. */
export function sameContent(a: string, b: string): boolean {
  const x = new Set(contentStems(a));
  const y = new Set(contentStems(b));
  if (x.size === 0 || y.size === 0) return false;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / Math.min(x.size, y.size) >= 0.8;
}

function sentenceSkills(text: string): Set<string> {
  const out = new Set(findSkills(text, 'lenient').map((m) => m.skill));
  return out;
}

/** An objective ("Seeking a role as …") says what the candidate wants, not who they are. */
const OBJECTIVE_RE = /^(?:objective:?\s*)?(?:seeking|to obtain|to secure|to leverage|looking for|obtain|i am seeking|i am looking|i want)\b/i;

/** Says who the candidate is: states years, or names the title's head noun among its first words. */
function isIdentity(sentence: string, title: string): boolean {
  if (OBJECTIVE_RE.test(sentence)) return false;
  if (YEARS_RE.test(sentence)) return true;
  const head = contentStems(title).at(-1);
  if (!head) return false;
  return contentStems(sentence.split(/\s+/).slice(0, 8).join(' ')).includes(head);
}

/** A sentence ending in a list of skills: its items extended with `more` (the author's comma style kept). */
function extendList(sentence: string, more: readonly string[]): string | null {
  const m = LIST_RE.exec(sentence);
  if (!m) return null;
  const [, prefix = '', list = '', end = ''] = m;
  const pieces = list.split(/,\s*/);
  const last = pieces.pop() ?? '';
  const oxford = /,\s*(?:and|&)\s+\S[^,]*$/.test(list);
  const tail = last.replace(/^(?:and|&)\s+/, '');
  const lastSplit = pieces.length === 0 ? tail.split(/\s+(?:and|&)\s+/) : [tail];
  const items = [...pieces, ...lastSplit].map((s) => s.trim()).filter(Boolean);
  if (items.length < 2 || items.some((i) => i.split(/\s+/).length > MAX_LIST_ITEM_WORDS)) return null;
  const skilled = items.filter((i) => canonicalSkill(i) !== null || findSkills(i, 'lenient').length > 0).length;
  if (skilled * 2 < items.length) return null;
  return `${prefix}${joinList([...items, ...more], oxford)}${end || '.'}`;
}

function withClause(sentence: string, strengths: readonly string[]): string {
  const body = sentence.replace(/[.!]\s*$/, '');
  return `${body}, skilled in ${joinList(strengths)}.`;
}

function opening(input: SummaryInput, strengths: readonly string[]): string | null {
  const lead = input.title || 'Professional';
  const years = input.years !== null && input.years >= 1 ? ` with ${input.years}+ years of experience` : '';
  const skills = strengths.length > 0 ? `${years ? ',' : ''} skilled in ${joinList(strengths)}` : '';
  if (!input.title && !years && !skills) return null;
  const sentence = `${lead}${years}${skills}.`;
  return input.isSupported(sentence.replace(/(?<!\d)\d+\+ years/, '')) ? sentence : null;
}

/**
 * A credential or degree ("CPA", "Registered Nurse", "BSN") is something the candidate holds, not a
 * skill they are "skilled in": the summary's additions leave it to the certifications and education.
 */
const CREDENTIAL_RE =
  /^(?:certified|chartered|registered|licensed|board[- ]certified)\b|\b(?:licen[cs]e|licensure|certification|certificate)\b|^(?:associate|doctor|master)\b|^(?:RN|LPN|NP)$/i;

function isCredential(skill: string): boolean {
  const name = canonicalSkill(skill) ?? skill;
  return [skill.trim(), name].some((form) => isDegreeSkill(form) || CREDENTIAL_RE.test(form));
}

/** A sentence of the summary already says what the candidate is skilled in. */
const SKILLED_IN_RE = /\bskilled (?:in|with)\b/i;

export function buildSummary(given: SummaryInput): string {
  const input: SummaryInput = { ...given, strengths: given.strengths.filter((s) => !isCredential(s)) };
  const sentences = summarySentences(input.original);
  if (sentences.length === 0) {
    const first = opening(input, input.strengths.slice(0, MAX_STRENGTHS));
    return [first, input.target].filter((s): s is string => s !== null).slice(0, MAX_SENTENCES).join(' ');
  }
  // Multi-line summaries (lists, bullets) are the author's layout: left as they are.
  if (input.original.trim().includes('\n')) return input.original.trim();
  const named = sentenceSkills(input.original);
  const folded = ` ${contentStems(input.original).join(' ')} `;
  const fresh = input.strengths
    .filter((s) => {
      const canon = canonicalSkill(s);
      if (canon && named.has(canon)) return false;
      const stems = contentStems(s);
      return !(stems.length > 0 && folded.includes(` ${stems.join(' ')} `));
    })
    .slice(0, MAX_STRENGTHS);
  const supported = (s: string) => input.isSupported(s.replace(/(?<!\d)\d+\+ years/, ''));
  const identity = sentences.findIndex((s) => isIdentity(s, input.title));
  const out = [...sentences];
  if (fresh.length > 0) {
    const listAt = out.findIndex((s) => extendList(s, fresh) !== null);
    if (listAt >= 0) {
      const extended = extendList(out[listAt] ?? '', fresh);
      if (extended && supported(extended)) {
        out[listAt] = extended;
        return out.join(' ');
      }
    }
    if (identity >= 0) {
      const sentence = out[identity] ?? '';
      const extended = withClause(sentence, fresh);
      // One "skilled in" per summary: when a sentence already has one, the job's skills stay in the
      // skills list rather than in a second such clause ("…, skilled in Wound Care. Skilled in …").
      if (out.some((s) => SKILLED_IN_RE.test(s))) return out.join(' ');
      if (sentence.split(/\s+/).length <= MAX_WORDS_TO_EXTEND && supported(extended)) {
        out[identity] = extended;
        return out.join(' ');
      }
      const own = `Skilled in ${joinList(fresh)}.`;
      if (out.length < MAX_SENTENCES && supported(own) && !out.some((s) => sameContent(s, own))) {
        out.splice(identity + 1, 0, own);
      }
      return out.join(' ');
    }
  }
  if (identity < 0 && out.length < MAX_SENTENCES) {
    const first = opening(input, fresh);
    if (first && !out.some((s) => sameContent(s, first))) out.unshift(first);
  }
  return out.join(' ');
}
