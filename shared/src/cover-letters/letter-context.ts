/**
 * What every paragraph writer of the built-in generator reads (the job, the resume's facts, the evidence
 * pool, the user's extra fields) and what it returns: sentences with a weight, so the generator can fit
 * the template's length by dropping the lowest-value ones first and never the ones a paragraph needs.
 */
import type { DocumentExperienceEntry, ResumeDocument } from '../resume/document.schema';
import { foldForCompare } from '../resume/normalize';
import { hasSingularTitleWord, hasTitleWord } from '../resume/lexicon';
import { contentStems, sameRoot } from '../tailoring/concepts';
import { skillField } from '../tailoring/skill-index';
import type { CoverLetterExtras } from './cover-letter.schema';
import type { EvidenceItem, EvidencePool } from './evidence';
import type { CoverLetterJob, JobFacts, ShownSkill } from './job-facts';
import type { MetNeed, PostingNeeds } from './needs';
import type { CoverLetterTemplate } from './templates';
import { voiceOf, type Voice } from './voices';

export interface LetterSentence {
  readonly text: string;
  /** Higher is kept longer when the letter is too long. */
  readonly weight: number;
  /** The paragraph needs it: never dropped to fit the length. */
  readonly core: boolean;
  /** For a statement of a job: its role's place in the resume's experience (0 = the latest), so a paragraph tells roles latest first. */
  readonly entry?: number;
  /** The statement it tells, so it can be framed again where it moves (generate.ts `balanceOrphans`). */
  readonly item?: EvidenceItem;
  /** The argument's first proof framed as a later one ("Here is a second example: …"), for when others come before it. */
  readonly second?: string;
}

export interface LetterContext {
  readonly template: CoverLetterTemplate;
  /**
   * The Entry-Level letter of a resume with years of work (EXPERIENCED_YEARS): it keeps the template's structure
   * but not its first-job words ("What I have done so far", "The skills I have built so far", "I am eager to learn
   * from your team", "I have already earned the CPA credential" read oddly from a ten-year senior accountant).
   */
  readonly experienced?: boolean;
  readonly job: CoverLetterJob;
  readonly facts: JobFacts;
  readonly document: ResumeDocument;
  readonly pool: EvidencePool;
  readonly extras: CoverLetterExtras;
  /** The user's own sentences from the custom instructions. */
  readonly instructions: readonly string[];
  /** Which roles the letter has named, and the employer of the sentence before. */
  readonly mentions: Mentions;
  /** Names the letter may capitalise mid-sentence (for the grammar check). */
  readonly names: readonly string[];
  /** The posting's asks the resume meets (with their proof) and the one it does not show (needs.ts). */
  readonly needs: PostingNeeds;
  /** The met asks this letter argues, their proofs taken from the pool before any paragraph is written. */
  readonly argued: readonly MetNeed[];
  /** The Impact-Focused letter's opening result, set aside before the argument takes its proofs. */
  readonly lead?: EvidenceItem | undefined;
  /** Whether a statement holds what the user asked the letter to focus on (never, without such a request). */
  readonly focused: (item: EvidenceItem) => boolean;
  /** The day the letter is written, for a role held until now (the years the role dates add up to); the resume's latest date without it. */
  readonly now?: Date | string;
}

export interface Mentions {
  /** Roles ("title|employer") already named in the letter. */
  readonly roles: Set<string>;
  /** Each named role's place in the resume's experience (0 = the latest), so an earlier role can read "Before that, …". */
  readonly entryOf: Map<string, number>;
  /** The role ("title|employer") of the last evidence sentence in this paragraph (reset at each paragraph). */
  last: string | null;
  /** Employers the opening has named (their first evidence sentence reads as a later one). */
  readonly named: Set<string>;
  /** How many sentences in a row have been about `last`. */
  repeats: number;
  /** How many "again" frames the paragraph has used (reset with `last` at each paragraph), so two in one paragraph differ. */
  agains: number;
  /**
   * How many "again" frames the letter has used so far: the next one takes the other of the voice's two, so two
   * paragraphs do not open their second sentence alike ("At the same time, I prepare … At the same time, I prepared …"
   * in one Executive letter, a recruiter's read).
   */
  againsInLetter: number;
  /** How many projects the paragraph has told (reset with `agains`): the second opens "In another project …". */
  projects: number;
  /** The voice's frames used per employer ("later", "first", "sameEmployer"), so none opens two sentences about one. */
  readonly frames: Map<string, Set<string>>;
  /** The frame each statement took from `frames`, given back when the statement is told again elsewhere (generate.ts `balanceOrphans`). */
  readonly frameOf: Map<EvidenceItem, string>;
  /** The template's way of framing a statement. */
  readonly voice: Voice;
  /** How many certifications evidence sentences have named ("My credentials also include …" after the first). */
  credentials: number;
  /** Facts the letter has stated outright (lower-cased certification texts, "education", "skills"), so no paragraph states one twice. */
  readonly stated: Set<string>;
}

export function createMentions(templateId = ''): Mentions {
  return { roles: new Set(), entryOf: new Map(), named: new Set(), last: null, repeats: 0, agains: 0, againsInLetter: 0, projects: 0, frames: new Map(), frameOf: new Map(), voice: voiceOf(templateId), credentials: 0, stated: new Set() };
}

export const CORE_WEIGHT = 100;

export function core(text: string): LetterSentence {
  return { text, weight: CORE_WEIGHT, core: true };
}

export function optional(text: string, weight: number): LetterSentence {
  return { text, weight, core: false };
}

/** The sentence of a job's statement, marked with its role's place in the experience (see `LetterSentence.entry`). */
export function ofEntry(sentence: LetterSentence, item: EvidenceItem): LetterSentence {
  return item.kind === 'experience' ? { ...sentence, entry: item.entryIndex, item } : { ...sentence, item };
}

/** The mentions as they are now, to go back to (`restoreMentions`) when a paragraph is written again in another order. */
export function snapshotMentions(m: Mentions): Mentions {
  return { ...m, roles: new Set(m.roles), entryOf: new Map(m.entryOf), named: new Set(m.named), frames: new Map([...m.frames].map(([k, v]) => [k, new Set(v)])), frameOf: new Map(m.frameOf), stated: new Set(m.stated) };
}

export function restoreMentions(m: Mentions, saved: Mentions): void {
  for (const [set, from] of [[m.roles, saved.roles], [m.named, saved.named], [m.stated, saved.stated]] as const) {
    set.clear();
    for (const v of from) set.add(v);
  }
  m.entryOf.clear();
  for (const [k, v] of saved.entryOf) m.entryOf.set(k, v);
  m.frames.clear();
  for (const [k, v] of saved.frames) m.frames.set(k, new Set(v));
  m.frameOf.clear();
  for (const [k, v] of saved.frameOf) m.frameOf.set(k, v);
  m.last = saved.last;
  m.repeats = saved.repeats;
  m.agains = saved.agains;
  m.againsInLetter = saved.againsInLetter;
  m.projects = saved.projects;
  m.credentials = saved.credentials;
}

/** The most recent role, or null. */
export function recentRole(ctx: LetterContext): DocumentExperienceEntry | null {
  return ctx.document.experience.find((e) => e.title || e.employer) ?? null;
}

/**
 * True when the writer's current role is at the hiring company (the Internal Transfer template's premise):
 * otherwise its letter claims no "internal candidate" (a recruiter's read counted it as a false claim).
 */
export function worksAtCompany(ctx: LetterContext): boolean {
  const role = recentRole(ctx);
  return role !== null && role.title !== '' && isCurrent(role) && foldForCompare(role.employer) === foldForCompare(ctx.job.company);
}

/** Words of a title that name its rank or kind of post, not its field ("Senior", "II", "Specialist"). */
const RANK_WORDS = new Set(['senior', 'junior', 'lead', 'staff', 'principal', 'chief', 'head', 'associate', 'assistant', 'manager', 'specialist', 'coordinator', 'ii', 'iii', 'iv', 'intern', 'trainee']);

/**
 * A field word without the ending that names the person doing it ("accountant" of Accounting, "designer" of Design):
 * the root is kept only when six letters or more remain, so "officer" stays apart from "office".
 */
export function fieldRoot(stem: string): string {
  const root = stem.replace(/(?:ant|ent|er|or|ist|ian|ment)$/, '');
  return root.length >= 6 ? root : stem;
}

/** True when two job titles share a word of their field ("Journeyman Electrician", "Maintenance Electrician"; "Accounting Manager", "Fund Accountant"). */
export function sameField(a: string, b: string): boolean {
  const field = (title: string) => contentStems(title).filter((s) => !RANK_WORDS.has(s) && s.length > 2).map(fieldRoot);
  const mine = new Set(field(a));
  return field(b).some((s) => mine.has(s)) || (SOFTWARE_TITLE_RE.test(a) && SOFTWARE_TITLE_RE.test(b)) || (ASSISTANT_TITLE_RE.test(a) && ASSISTANT_TITLE_RE.test(b));
}

/**
 * An assistant by trade: "Administrative Assistant to the Superintendent", "Executive Assistant to the CEO" (one line of
 * work, not a change of field as 14 letters said), not an "Assistant Manager", whose "assistant" is a rank.
 */
const ASSISTANT_TITLE_RE = /^(?:senior\s+|sr\.?\s+|lead\s+)?(?:administrative|executive|office|personal|legal|admin)\s+assistant\b/i;

/**
 * A title of software work: a developer, engineer or programmer of software, the web, a stack or a language. Two such
 * titles are one field ("Senior Software Engineer" and "Python Backend Developer": the Career Change close asked to
 * explain a move between them, a recruiter's read).
 */
const SOFTWARE_TITLE_RE = /^(?=.*\b(?:developer|engineer|programmer)\b)(?=.*\b(?:software|back-?end|front-?end|full[- ]?stack|web|mobile|python|java|javascript|typescript|node(?:\.js)?|react|mern|ios|android|\.net|ruby|golang|php)\b).*/i;

/** True when the role's end says it is still held. */
export function isCurrent(role: DocumentExperienceEntry): boolean {
  return /\b(?:present|current|now|today)\b/i.test(`${role.end} ${role.dates}`);
}

/** "Senior Accountant at Northwind Foods", "Senior Accountant", "my role at Northwind Foods". */
export function roleLabel(role: DocumentExperienceEntry): string {
  if (role.title && role.employer) return `${role.title} at ${role.employer}`;
  return role.title || `my role at ${role.employer}`;
}

/** Degrees and licences: a skill list naming them ("… ACLS and Bachelor of Science in Nursing") reads as if they were skills. */
const CREDENTIAL_RE = /\b(?:bachelor|master|associate|doctor(?:ate)?|degree|diploma|b\.?sc?\.?|m\.?sc?\.?|mba|ph\.?d|licen[cs]e[ds]?|certif\w*|RN|LPN|CNA|NP|CPA|CMA)\b/i;

/** True when the skill is a degree or a credential the resume lists (its certifications or education), not a skill. */
export function isCredential(doc: ResumeDocument, name: string): boolean {
  if (CREDENTIAL_RE.test(name)) return true;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  return doc.certifications.some((c) => word.test(c.text)) || doc.education.some((e) => word.test(e.degree));
}

/**
 * True when the name as written is its skill without the skill's last word, which the name qualifies
 * ("medical-surgical" of Medical-Surgical Nursing, "Full Stack" of Full-Stack Development), or is hyphenated as a
 * modifier where the skill is not ("rapid-response" of Rapid Response, from "rapid-response huddles"): in a list of
 * skills it reads as a keyword ("telemetry monitoring, medical-surgical and Epic"). An acronym names a skill of its own.
 */
export function isModifierOf(shown: ShownSkill): boolean {
  if (/^[\p{Lu}\d]+s?$/u.test(shown.name.trim())) return false;
  if (shown.name.includes('-') && shown.name.toLowerCase().replace(/-/g, ' ') === shown.skill.toLowerCase()) return true;
  const words = (text: string) => text.toLowerCase().split(/[\s-]+/).filter(Boolean);
  const name = words(shown.name);
  const skill = words(shown.skill);
  return name.length > 0 && name.length < skill.length && name.every((w, i) => w === skill[i]);
}

/** The skills to name: the posting's that the resume shows, else the resume's own first ones (never a degree or licence). */
export function skillsToName(ctx: LetterContext, n: number, topUp = false): ShownSkill[] {
  // A job title is no skill ("my experience in HR generalist"): one whose words all name the job's or a held title goes.
  const titles = [ctx.job.title, ...ctx.document.experience.map((e) => e.title)].map((t) => new Set(contentStems(t)));
  const isTitle = (name: string) => {
    const stems = contentStems(name);
    return stems.length > 0 && hasTitleWord(name) && titles.some((t) => stems.every((s) => t.has(s)));
  };
  // A person is no skill either ("my work draws on Epic, teaching and preceptor"): a one-word role name goes.
  const isPerson = (name: string) => !/\s/.test(name.trim()) && hasSingularTitleWord(name);
  // Nor is a way of working ("React, TypeScript, GraphQL and collaborating" was a recruiter's example of a keyword list).
  const isManner = (name: string) => /^(?:collaborating|collaboration|communicating|communication|working|helping|learning|supporting|teamwork)$/i.test(name.trim());
  // Nor a trait ("I am also skilled in patience, customer service and data analysis"): the vocabulary's general field.
  // Nor a language: one is spoken, not a skill one is "skilled in" ("skilled in Athenahealth, English and Spanish").
  const isTrait = (s: ShownSkill) => ['general', 'languages'].includes(skillField(s.skill) ?? '');
  // Nor a word only the summary or a title says ("AI", "full stack"), nor a skill's modifier ("medical-surgical").
  // When the resume lists its skills, a list names only those: a statement's object is no skill of the person's own
  // naming ("open source" of "Open Source Contributor", "code coverage" of "improving code coverage to 95%", "scalable
  // web applications" of "developed and maintained scalable web applications" were a reader's examples of non-tools).
  const listed = ctx.facts.listedSkills;
  // A tool a statement plainly uses may be named too ("A/B testing", "lathes" were lost from letters whose resumes
  // state them only in their bullets).
  const owned = (s: ShownSkill) => ctx.facts.ownSkills.has(s.skill) && !isModifierOf(s) && (listed.size === 0 || listed.has(s.skill) || ctx.facts.usedTools.has(s.skill));
  // Nor the line of work the job's title and the latest title both name ("What I bring across is product management and
  // SQL." of a product manager applying for a product manager's post: the field restated, then one tool as a tail).
  const field = [ctx.job.title, ctx.document.experience[0]?.title ?? ''].map((t) => new Set(contentStems(t)));
  const isField = (name: string) => {
    const stems = contentStems(name);
    return stems.length >= 2 && field.every((t) => stems.every((s) => [...t].some((w) => sameRoot(s, w))));
  };
  const real = (list: readonly ShownSkill[]) => list.filter((s) => owned(s) && !isCredential(ctx.document, s.name) && !isTitle(s.name) && !isField(s.name) && !isPerson(s.name) && !isManner(s.name) && !isTrait(s));
  const matched = real(ctx.facts.matchedSkills);
  const own = real(ctx.facts.resumeSkills);
  // Topped up from the resume's own skills, the posting's first: a list left with one ("Skills I draw on include
  // TypeScript.") reads as padding.
  if (topUp) return [...matched, ...own.filter((s) => !matched.some((m) => m.skill === s.skill))].slice(0, n);
  return (matched.length > 0 ? matched : own).slice(0, n);
}
