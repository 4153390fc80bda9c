/**
 * What every paragraph writer of the built-in generator reads (the job, the resume's facts, the evidence
 * pool, the user's extra fields) and what it returns: sentences with a weight, so the generator can fit
 * the template's length by dropping the lowest-value ones first and never the ones a paragraph needs.
 */
import type { DocumentExperienceEntry, ResumeDocument } from '../resume/document.schema';
import type { CoverLetterExtras } from './cover-letter.schema';
import type { EvidencePool } from './evidence';
import type { CoverLetterJob, JobFacts, ShownSkill } from './job-facts';
import type { CoverLetterTemplate } from './templates';

export interface LetterSentence {
  readonly text: string;
  /** Higher is kept longer when the letter is too long. */
  readonly weight: number;
  /** The paragraph needs it: never dropped to fit the length. */
  readonly core: boolean;
}

export interface LetterContext {
  readonly template: CoverLetterTemplate;
  readonly job: CoverLetterJob;
  readonly facts: JobFacts;
  readonly document: ResumeDocument;
  readonly pool: EvidencePool;
  readonly extras: CoverLetterExtras;
  /** The user's own sentences from the custom instructions. */
  readonly instructions: readonly string[];
  /** Which roles the letter has named, and the employer of the sentence before. */
  readonly mentions: Mentions;
}

export interface Mentions {
  /** Roles ("title|employer") already named in the letter. */
  readonly roles: Set<string>;
  /** The employer of the last evidence sentence in this paragraph (reset at each paragraph). */
  last: string | null;
  /** How many sentences in a row have been about `last`. */
  repeats: number;
}

export function createMentions(): Mentions {
  return { roles: new Set(), last: null, repeats: 0 };
}

export const CORE_WEIGHT = 100;

export function core(text: string): LetterSentence {
  return { text, weight: CORE_WEIGHT, core: true };
}

export function optional(text: string, weight: number): LetterSentence {
  return { text, weight, core: false };
}

/** The most recent role, or null. */
export function recentRole(ctx: LetterContext): DocumentExperienceEntry | null {
  return ctx.document.experience.find((e) => e.title || e.employer) ?? null;
}

/** True when the role's end says it is still held. */
export function isCurrent(role: DocumentExperienceEntry): boolean {
  return /\b(?:present|current|now|today)\b/i.test(`${role.end} ${role.dates}`);
}

/** "Senior Accountant at Northwind Foods", "Senior Accountant", "my role at Northwind Foods". */
export function roleLabel(role: DocumentExperienceEntry): string {
  if (role.title && role.employer) return `${role.title} at ${role.employer}`;
  return role.title || `my role at ${role.employer}`;
}

/** The skills to name: the posting's that the resume shows, else the resume's own first ones. */
export function skillsToName(ctx: LetterContext, n: number): ShownSkill[] {
  const list = ctx.facts.matchedSkills.length > 0 ? ctx.facts.matchedSkills : ctx.facts.resumeSkills;
  return list.slice(0, n);
}
