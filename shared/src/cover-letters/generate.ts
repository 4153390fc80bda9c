/**
 * The built-in cover-letter generator (issue 13, decision D4): deterministic, in-process, and truthful by
 * construction. It reads the job and the resume once (job-facts.ts), ranks the resume's statements for
 * the job (evidence.ts), lets each of the template's paragraph roles write its sentences (opening- and
 * record-paragraphs.ts), then fits the template's length: the lowest-value optional sentences go first
 * when it is too long; further real statements are added when it is too short, and when the resume has
 * no more to give it stays short and says so in a warning instead of padding.
 */
import type { ResumeDocument } from '../resume/document.schema';
import { placeInSentence } from '../resume/studies';
import { resumeOfDocument, statementsOfDocument } from '../resume/document';
import { computedExperienceYears, referenceMonth } from '../resume/experience-years';
import { renderResumeText } from '../resume/render';
import { foldForCompare } from '../resume/normalize';
import { withScanMemo } from '../tailoring/skill-matcher';
import type { CoverLetterExtras } from './cover-letter.schema';
import { createEvidencePool, measuredResult, rankEvidence, type EvidenceItem } from './evidence';
import { ARGUED_NEEDS, argumentSentences, hostsArgument, inRoleOrder } from './argument';
import { readPostingNeeds, type MetNeed } from './needs';
import { contentStems } from '../tailoring/concepts';
import type { JobRequirements } from '../tailoring/job-requirements';
import { readCompanyFacts } from './company-facts';
import { bridgeSentence } from './bridge';
import { leadingPhrase, leadingStatements, leadsPeople } from './transfers';
import { companyInProse, titleInProse } from '../text/company-name';
import { readJobFacts, type JobFacts, type ShownSkill } from './job-facts';
import { educationOnce, educationPhrase, postingName, skillPhrase } from './hooks';
import { core, createMentions, optional, restoreMentions, sameField, skillsToName, snapshotMentions, type LetterContext, type LetterSentence } from './letter-context';
import { escapeRegExp } from '../text/regexp';
import { countWords, greetingFor, joinLetter, sentencesOfParagraph } from './letter-text';
import { openingWriters } from './opening-paragraphs';
import { toProseCase } from '../text/grammar';
import { isGrammatical } from './clause-grammar';
import { evidenceSentence, focusOfInstructions, instructionSentences, plainSentence, projectKey, readsAsQuote } from './phrasing';
import { credentialList, furtherEvidenceIn, recordWriters, takeCredentials } from './record-paragraphs';
import type { CoverLetterTemplate, ParagraphRole } from './templates';

export interface CoverLetterGenerationInput {
  readonly document: ResumeDocument;
  readonly job: { readonly title: string; readonly company: string; readonly description: string | null };
  readonly template: CoverLetterTemplate;
  readonly extras: CoverLetterExtras;
  readonly customInstructions?: string;
  /** Overrides the name in the resume's contact details for the sign-off. */
  readonly candidateName?: string;
  /** The posting's requirements as read when the job was resolved; read here from the description when absent. */
  readonly requirements?: JobRequirements;
  /** Sentences the letter must not hold (the truth check took them out of an earlier draft): written around, not left dangling. */
  readonly exclude?: ReadonlySet<string>;
  /** The day the letter is written (as the tailoring's `now`): a role held until now counts to it. */
  readonly now?: Date | string;
}

export interface GeneratedParagraph {
  readonly role: string;
  readonly text: string;
}

export interface GeneratedCoverLetter {
  readonly content: string;
  readonly paragraphs: GeneratedParagraph[];
  /** What the user should know (a thin resume, no posting), each with its code. */
  readonly warnings: CoverLetterWarning[];
  /** Required skills of the posting the resume does not show, as the posting words them: left out of the letter (D4). */
  readonly gaps: string[];
}

/** Why a letter comes with a note; callers decide by the code, never by the wording. */
export type CoverLetterWarningCode = 'too-short' | 'no-posting' | 'not-internal' | 'advertised' | 'no-name' | 'same-field' | 'experienced';

export interface CoverLetterWarning {
  readonly code: CoverLetterWarningCode;
  readonly message: string;
}

/** Notes about the built-in generator's own text (its length): they do not apply to a model's letter. */
export const builtInTextWarnings: ReadonlySet<CoverLetterWarningCode> = new Set(['too-short']);

export const coverLetterWarnings = {
  tooShort: (words: number, min: number) =>
    `Your resume gave enough for ${words} words; this template asks for at least ${min}. Nothing was invented to fill it: add achievements to your resume for a fuller letter.`,
  noPosting: 'No job description was given, so the letter speaks of the role and the company by name only. Paste the posting for a letter that answers it.',
  notInternal: (company: string) =>
    `The Internal Transfer template is for a move within your own employer, and the most recent employer on your resume is not ${company.replace(/\.$/, '')}. Check that the letter reads as you mean it.`,
  advertised:
    'The Cold Application template is for roles that are not advertised. You gave a posting, so the letter writes to that opening directly; for an advertised role, a template such as Traditional or Impact-Focused fits better.',
  noName: 'Your resume has no name in its contact details, so the letter is signed without one.',
  sameField: (title: string) =>
    `The Career Change template explains a move into a new field, and your most recent role (${title}) is in the same field as this job. Check that the letter reads as you mean it; Traditional or Impact-Focused may fit better.`,
  experienced: (years: number) =>
    `The Entry-Level template is written for a first job, and your resume shows about ${years} years of experience. Check that the letter reads as you mean it; Traditional or Executive may fit better.`,
} as const;

/** How far the Entry-Level template's "a first job" is from the resume: a few years of roles. */
const EXPERIENCED_YEARS = 3;

/**
 * The years the resume's role dates add up to, a role held until now counted to the day the letter is written
 * (without it, to the resume's latest date; before, a role held until now was not counted at all, so an
 * accountant of seven years, four of them in her current post, read as a first-jobber).
 */
function yearsOfWork(input: Pick<CoverLetterGenerationInput, 'document' | 'now'>): number {
  const resume = resumeOfDocument(input.document);
  return computedExperienceYears(resume, referenceMonth(renderResumeText(resume), input.now ?? null));
}

const RECORD_ROLES: ReadonlySet<string> = new Set(Object.keys(recordWriters));

/**
 * How many of the resume's statements each template's letter tells: the two or three proofs that answer
 * the posting's main asks, not the resume retold (a recruiter's read found 4-9 bullets one after another,
 * padded to the length). Templates with two record paragraphs of their own kind (leadership and impact,
 * research and teaching, skills in use and results, the opening result then results and evidence, what carries
 * over and why the move) tell four; the short ones (Concise, Follow-Up) two.
 */
export const TOLD_STATEMENTS: Readonly<Record<string, number>> = {
  'cl-standard-3': 2,
  'cl-spec-5': 2,
  'cl-prof-1': 4,
  'cl-prof-2': 4,
  'cl-prof-4': 4,
  'cl-spec-4': 4,
  // Two record paragraphs each (what carries over and why the move): with three, the second was one lone
  // sentence in 28 of 32 labeled letters of the two (a recruiter's read counts a one-sentence paragraph).
  'cl-spec-1': 4,
  'cl-spec-6': 4,
};
const DEFAULT_TOLD = 3;

/** Record paragraphs that stand on something other than statements (education, credentials). */
const STANDS_WITHOUT_STATEMENTS: ReadonlySet<string> = new Set(['potential', 'credentials']);

/** The most asks the template's argument may take, leaving one statement for each of its other record paragraphs. */
function arguedRoom(template: CoverLetterTemplate, budget: number, lead: number, focused: boolean): number {
  // What the user asked the letter to focus on keeps a place of its own (record-paragraphs.ts `evidence`).
  if (focused) budget -= 1;
  const others = template.paragraphs.filter((p) => RECORD_ROLES.has(p.role) && !hostsArgument(template.id, p.role) && !STANDS_WITHOUT_STATEMENTS.has(p.role)).length;
  return Math.max(1, Math.min(ARGUED_NEEDS, budget - others - lead));
}

function writeParagraph(role: ParagraphRole, ctx: LetterContext): LetterSentence[] {
  if (role in openingWriters) return openingWriters[role as keyof typeof openingWriters](ctx);
  const write = recordWriters[role as keyof typeof recordWriters];
  if (!hostsArgument(ctx.template.id, role)) return write(ctx);
  // The paragraph that carries the argument opens with it (its roles then count as named); its own statements follow, fewer of them.
  const restorePool = ctx.pool.mark();
  const saved = snapshotMentions(ctx.mentions);
  const argument = argumentSentences(ctx);
  const own = write(ctx);
  if (argument.length === 0) return own;
  // Own statements all of a later role than every argued proof (the current job's supervising after an earlier
  // job's cycle counts) come first, written again in that order: a paragraph tells roles latest first (a
  // recruiter's read found the current role told last, after a 2015 forklift job).
  const entries = argument.flatMap((s) => (s.entry === undefined ? [] : [s.entry]));
  const latestArgued = Math.min(...entries);
  const earliestArgued = Math.max(...entries);
  const demoted = (sentences: readonly LetterSentence[]) => sentences.map((s) => ({ ...s, core: false, weight: s.core ? 20 : s.weight }));
  // So do own statements of the argument's latest role when they hold a measured result and its first proof does
  // not (a recruiter's read: a pharmacist's letter opened on precepting students, her vancomycin result after it).
  const measured = (item: EvidenceItem | undefined) => item !== undefined && measuredResult(item);
  const stronger = !measured(argument[0]?.item) && measured(own[0]?.item) && own.every((s) => s.entry !== undefined && s.entry <= latestArgued);
  if (own.length > 0 && (stronger || own.every((s) => s.entry !== undefined && s.entry < latestArgued))) {
    restorePool();
    restoreMentions(ctx.mentions, saved);
    const first = write(ctx);
    return [...first, ...argumentSentences(ctx, first.length > 0)];
  }
  // Otherwise, when one would go back to a later role, as many statements are placed by their role instead:
  // each before the paragraph's first earlier role (furtherEvidenceIn), so the current job's result stays in
  // the letter and in its place (a pharmacist's vancomycin result went missing when only earlier roles were allowed).
  if (own.some((s) => s.entry !== undefined && s.entry < earliestArgued)) {
    restorePool();
    restoreMentions(ctx.mentions, saved);
    const paragraph = argumentSentences(ctx);
    for (let k = 0; k < own.length; k++) {
      const more = furtherEvidenceIn(ctx, paragraph);
      if (!more) break;
      paragraph.splice(more.at, 0, ...demoted([more.sentence]));
    }
    return paragraph;
  }
  return [...argument, ...demoted(own)];
}

function wordsOf(paragraphs: readonly (readonly LetterSentence[])[]): number {
  return paragraphs.reduce((n, p) => n + p.reduce((m, s) => m + countWords(s.text), 0), 0);
}

/** Drops the lowest-weight optional sentence (the later one on a tie) until the letter fits `max`. */
function trimTo(paragraphs: LetterSentence[][], max: number): void {
  while (wordsOf(paragraphs) > max) {
    let best: { p: number; s: number; weight: number } | null = null;
    paragraphs.forEach((sentences, p) =>
      sentences.forEach((sentence, s) => {
        if (sentence.core || sentences.length <= 1) return;
        if (best === null || sentence.weight <= best.weight) best = { p, s, weight: sentence.weight };
      }),
    );
    if (best === null) return;
    const { p, s } = best;
    paragraphs[p]?.splice(s, 1);
  }
}

/**
 * Adds real material to the record paragraphs (or the last before the close) until `min` or nothing is
 * left: statements that bear on the posting first, then the resume's skills and education in the
 * template's words, and only then what is left (an early job's duties, a statement the posting does not
 * touch).
 */
function fillTo(paragraphs: LetterSentence[][], roles: readonly ParagraphRole[], min: number, ctx: LetterContext, lastOf: (string | null)[], againsOf: number[]): void {
  const targets = roles.map((r, i) => (RECORD_ROLES.has(r) ? i : -1)).filter((i) => i >= 0);
  if (targets.length === 0) targets.push(Math.max(0, roles.length - 2));
  let turn = 0;
  let previous = -1;
  // A paragraph that holds only the fallback sentence is filled first, the fallback giving way.
  const waiting = () => targets.find((i) => isFallbackOnly(paragraphs[i]));
  // The fallback's words do not count: the paragraph is filled as if it were empty.
  const counted = () => wordsOf(paragraphs.filter((p) => !isFallbackOnly(p)));
  const add = (index: number, sentence: LetterSentence, at?: number) => {
    const paragraph = paragraphs[index];
    if (!paragraph) return;
    if (isFallbackOnly(paragraph)) paragraph.splice(0, 1, sentence);
    else paragraph.splice(at ?? paragraph.length, 0, sentence);
  };
  const fill = (relevantOnly: boolean) => {
    while (counted() < min) {
      const target = waiting() ?? targets[turn % targets.length] ?? 0;
      // "There, I …" and "In the same role …" follow the role of the paragraph's own last sentence.
      if (target !== previous) {
        ctx.mentions.last = lastOf[target] ?? null;
        ctx.mentions.agains = againsOf[target] ?? 0;
      }
      const more = furtherEvidenceIn(ctx, paragraphs[target] ?? [], relevantOnly);
      if (!more) break;
      add(target, more.sentence, more.at);
      lastOf[target] = ctx.mentions.last;
      againsOf[target] = ctx.mentions.agains;
      previous = target;
      turn += 1;
    }
  };
  fill(true);
  // With the relevant statements used up, its skills and education, in the template's words.
  const target = waiting() ?? targets[0] ?? 0;
  const skills = unsaidSkills(ctx, paragraphs);
  // Once a letter (as its education is): a second fill (after balancing) does not say the skills again.
  if (counted() < min && skills && !ctx.mentions.stated.has('skills')) {
    ctx.mentions.stated.add('skills');
    add(target, optional(ctx.mentions.voice.skills(skills), 2));
  }
  // Marked as said only when said: a letter already long enough keeps its education for a paragraph left thin (thickenOrphans).
  const ed = counted() < min ? educationOnce(ctx) : null;
  if (ed) add(target, optional(ctx.mentions.voice.education(ed), 2));
  previous = -1;
  fill(false);
  // Still short: one skill the letter has not said ("Much of my work involves tax accounting.").
  const one = counted() < min && !ctx.mentions.stated.has('skills') ? unsaidSkills(ctx, paragraphs, 1) : '';
  if (one) {
    ctx.mentions.stated.add('skills');
    add(waiting() ?? targets[0] ?? 0, optional(ctx.mentions.voice.skills(one), 2));
  }
  // Still short: the credentials the resume lists and the letter has not named (an accountant's Academic letter
  // ended at 138 of its 150 words with her CPA and CFA unsaid). The Healthcare letter names them in a paragraph of its own.
  const certs = counted() < min ? credentialsLine(ctx, Infinity) : null;
  if (certs) add(waiting() ?? targets[targets.length - 1] ?? 0, certs);
}

/**
 * "The credentials I hold include …": the certifications the resume lists and the letter has not named, when the
 * line fits in `room` words; null (nothing marked as said) otherwise.
 */
function credentialsLine(ctx: LetterContext, room: number): LetterSentence | null {
  if (ctx.document.certifications.length === 0) return null;
  const saved = new Set(ctx.mentions.stated);
  const certs = takeCredentials(ctx, 3);
  const line = certs.length > 0 ? `The credentials I hold include ${credentialList(certs)}.` : '';
  if (line && countWords(line) <= room && isGrammatical(line, ctx.names)) return optional(line, 2);
  ctx.mentions.stated.clear();
  for (const v of saved) ctx.mentions.stated.add(v);
  return null;
}

/** Most skills a skills line names: five read as a keyword list ("Skills I draw on include AI, React, RESTful APIs, Docker and Kubernetes."). */
const SKILLS_LINE_MAX = 3;

/**
 * The skills line's list, or '': the skills no sentence of the letter says already, two or three of them. A
 * recruiter's read: "… using Python and Flask … Skills I draw on include Python." repeats the proof, and a line
 * naming one skill reads as padding.
 */
function unsaidSkills(ctx: LetterContext, paragraphs: readonly (readonly LetterSentence[])[], fewest = 2): string {
  const said = paragraphs.flat().map((s) => s.text).join(' ').toLowerCase();
  const saysIt = (name: string) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name.toLowerCase())}(?![\\p{L}\\d])`, 'u').test(said);
  const unsaidOf = (list: readonly ShownSkill[]) => list.filter((s) => !saysIt(s.name) && !saysIt(s.skill));
  const posted = unsaidOf(skillsToName(ctx, 8)).slice(0, SKILLS_LINE_MAX);
  // A line that may name one (a letter still short) and would: a second from the resume's own list ("Skills I draw on
  // include TypeScript." read as padding). With none of the posting's left, no line from the resume's list alone.
  const unsaid = posted.length !== 1 || fewest > 1 ? posted : unsaidOf(skillsToName(ctx, 12, true)).slice(0, 2);
  return unsaid.length < fewest ? '' : skillPhrase(ctx, SKILLS_LINE_MAX, unsaid);
}

/** The fallback sentences written (fallbackSentence), so a paragraph holding only one can be told. */
const FALLBACKS = new WeakSet<LetterSentence>();

function isFallbackOnly(paragraph: readonly LetterSentence[] | undefined): boolean {
  return paragraph !== undefined && paragraph.length === 1 && FALLBACKS.has(paragraph[0] as LetterSentence);
}

/**
 * A record paragraph left with only the fallback takes the last sentences of the record paragraph before
 * it when that one has two or more (a thin resume's letter: "The skills I bring include …" and the
 * education in a paragraph of their own, rather than "My resume sets out my background …").
 */
function shareWithFallbacks(paragraphs: LetterSentence[][], roles: readonly ParagraphRole[], ctx: LetterContext): void {
  paragraphs.forEach((paragraph, i) => {
    if (!isFallbackOnly(paragraph)) return;
    // Two sentences are enough to give one since a letter tells few statements (TOLD_STATEMENTS).
    const from = paragraphs.slice(0, i).findLastIndex((p, j) => RECORD_ROLES.has(roles[j] as ParagraphRole) && p.length >= 2);
    const donor = paragraphs[from];
    if (!donor) return;
    const moved = donor.splice(Math.ceil(donor.length / 2)).filter((s) => !s.core);
    if (moved.length > 0) paragraph.splice(0, 1, ...retold(moved, paragraphs.map((p) => (p === paragraph ? [] : p)), ctx));
  });
}

/**
 * A record paragraph of one sentence after a record paragraph of three or more takes that one's last
 * statement, and both are framed again in their new order (a recruiter's read: Impact-Focused letters ended
 * on a lone "Also in that role, I matched …", a continuation with nothing before it in its paragraph).
 */
function balanceOrphans(paragraphs: LetterSentence[][], roles: readonly ParagraphRole[], ctx: LetterContext): void {
  paragraphs.forEach((paragraph, i) => {
    const donor = paragraphs[i - 1];
    if (i < 2 || paragraph.length !== 1 || !donor || donor.length < 3 || !RECORD_ROLES.has(roles[i] as string) || !RECORD_ROLES.has(roles[i - 1] as string)) return;
    const last = donor[donor.length - 1];
    // A skills or education line left alone takes the statement too, told before it; a credentials paragraph takes none.
    if (!last || last.core || !last.item || (roles[i] === 'credentials' && !paragraph.every((s) => s.item))) return;
    donor.pop();
    // Latest role first, as every paragraph tells them.
    const moved = [last, ...paragraph].sort((a, b) => (a.entry ?? 10_000) - (b.entry ?? 10_000));
    paragraph.splice(0, paragraph.length, ...retold(moved, paragraphs, ctx));
  });
}

/**
 * Sentences moved to the head of another paragraph, told afresh there: a continuation frame ("Alongside that, I
 * filed …", "At the same time, I …") had its role's sentence before it where it was written, and none where it
 * now stands (a recruiter's read of a Career Change letter whose last record paragraph opened so).
 */
function retold(moved: readonly LetterSentence[], paragraphs: readonly (readonly LetterSentence[])[], ctx: LetterContext): LetterSentence[] {
  ctx.mentions.last = null;
  ctx.mentions.agains = 0;
  ctx.mentions.repeats = 0;
  ctx.mentions.projects = 0;
  // A role only the moved sentences told is told afresh where they now stand: framed again as already told, its
  // first sentence read "At Mission Trails Family Services, too, …" with nothing before it about that employer.
  const roleKey = (s: LetterSentence) =>
    s.item?.kind === 'experience' && s.item.employer ? `${s.item.title}|${s.item.employer}` : s.item?.kind === 'project' ? projectKey(s.item) : null;
  const stays = new Set(paragraphs.flat().filter((s) => !moved.includes(s)).map(roleKey));
  for (const s of moved) {
    const key = roleKey(s);
    if (key && !stays.has(key)) ctx.mentions.roles.delete(key);
    // The frame it took is free again ("In my current role at X, I also …"), so telling it again does not fall to
    // naming title and employer in full.
    const frame = s.item ? ctx.mentions.frameOf.get(s.item) : undefined;
    if (s.item?.employer && frame) ctx.mentions.frames.get(s.item.employer)?.delete(frame);
  }
  return moved.map((s) => ({ ...s, text: (s.item && evidenceSentence(s.item, ctx.mentions)) || s.text }));
}

/**
 * A record paragraph still of one sentence (a lone "As Junior Data Analyst for Facebook, I …", a credentials
 * paragraph holding only "I hold a Master of …") takes the resume's skills, else its education, in the
 * template's words, when the letter has not said them and the template's length leaves room: a recruiter's read
 * counts a one-sentence paragraph as an afterthought (46 of 150 fixture letters had one).
 */
function thickenOrphans(paragraphs: LetterSentence[][], roles: readonly ParagraphRole[], ctx: LetterContext, max: number): void {
  paragraphs.forEach((paragraph, i) => {
    if (paragraph.length !== 1 || !RECORD_ROLES.has(roles[i] as string) || isFallbackOnly(paragraph)) return;
    const room = max - wordsOf(paragraphs);
    const skills = ctx.mentions.stated.has('skills') ? '' : unsaidSkills(ctx, paragraphs);
    const said = skills ? ctx.mentions.voice.skills(skills) : '';
    if (said && countWords(said) <= room) {
      ctx.mentions.stated.add('skills');
      paragraph.push(optional(said, 2));
      return;
    }
    // Another statement, while the letter's budget of statements allows (a proof reads better than a list of
    // skills): one that bears on the posting first, then the education, then any; a paragraph of credentials takes none.
    const statement = (relevantOnly: boolean): boolean => {
      if (roles[i] === 'credentials' || ctx.pool.left() === 0) return false;
      const only = paragraph[0];
      ctx.mentions.last = only?.item?.kind === 'experience' && only.item.employer ? `${only.item.title}|${only.item.employer}` : null;
      ctx.mentions.repeats = 0;
      const more = furtherEvidenceIn(ctx, paragraph, relevantOnly);
      if (!more || countWords(more.sentence.text) > room) return false;
      // Before a skills or education line ("Behind my work is a B.S. … For Tumnus Financial, I …" read backwards);
      // before a statement of a later role, both told afresh in their new order. After one, framed as it was.
      if (!only?.item) paragraph.unshift(more.sentence);
      else if (more.at === 0) paragraph.splice(0, 1, ...retold([more.sentence, only], paragraphs.map((p) => (p === paragraph ? [] : p)), ctx));
      else paragraph.push(more.sentence);
      return true;
    };
    if (statement(true)) return;
    const ed = ctx.mentions.stated.has('education') ? null : educationPhrase(ctx);
    const told = ed ? ctx.mentions.voice.education(ed) : '';
    if (told && countWords(told) <= room) {
      ctx.mentions.stated.add('education');
      paragraph.push(optional(told, 2));
      return;
    }
    if (statement(false)) return;
    // One skill the letter has not said, when nothing else is left.
    const one = ctx.mentions.stated.has('skills') ? '' : unsaidSkills(ctx, paragraphs, 1);
    const oneLine = one ? ctx.mentions.voice.skills(one) : '';
    if (oneLine && countWords(oneLine) <= room) {
      ctx.mentions.stated.add('skills');
      paragraph.push(optional(oneLine, 2));
      return;
    }
    // Said already: the skills or education line that closes the record paragraph before (of three or more) moves
    // here; a statement closing it moves too, both told afresh in the order of their roles.
    const donor = paragraphs[i - 1];
    const line = donor && donor.length >= 3 && RECORD_ROLES.has(roles[i - 1] as string) ? donor[donor.length - 1] : undefined;
    if (donor && line && !line.item && !line.core) {
      paragraph.push(...donor.splice(donor.length - 1, 1));
      return;
    }
    // (The argument's first proof may close it when the paragraph's own statements went before it: it stays core.)
    if (donor && line?.item && roles[i] !== 'credentials') {
      donor.pop();
      const moved = [line, ...paragraph].sort((a, b) => (a.entry ?? 10_000) - (b.entry ?? 10_000));
      paragraph.splice(0, paragraph.length, ...retold(moved, paragraphs, ctx));
      return;
    }
    // The certifications the resume lists and the letter has not named (an experienced writer's Entry-Level letter
    // whose opening said its skills kept its education alone in a paragraph).
    if (roles[i] !== 'credentials') {
      const certLine = credentialsLine(ctx, room);
      if (certLine) {
        paragraph.push(certLine);
        return;
      }
    }
    // A paragraph of credentials with nothing else to say: the skills, said or not, rather than a lone degree.
    const any = roles[i] === 'credentials' && !ctx.mentions.stated.has('skills') ? skillPhrase(ctx, SKILLS_LINE_MAX) : '';
    const anyLine = any ? ctx.mentions.voice.skills(any) : '';
    if (anyLine && countWords(anyLine) <= room) {
      ctx.mentions.stated.add('skills');
      paragraph.push(optional(anyLine, 2));
    }
  });
}

/** The argument's first proof, when proofs now stand before it in its paragraph (added to reach the length), in the frame of a later one. */
function reframeFirsts(paragraphs: LetterSentence[][]): void {
  for (const paragraph of paragraphs) {
    paragraph.forEach((sentence, k) => {
      // A proof before it, not the bridge (which opens the argument's paragraph and proves nothing).
      if (sentence.second !== undefined && paragraph.slice(0, k).some((s) => s.item !== undefined)) paragraph[k] = { ...sentence, text: sentence.second };
    });
  }
}

/** A paragraph for a role the resume has nothing for (an empty resume): true of anyone applying. */
function fallbackSentence(index: number, company: string): string {
  const options = [
    `My resume sets out my background for ${company} in full.`,
    'I would welcome questions about my background.',
    'I would be glad to go through any part of my resume in more detail.',
  ];
  return options[index % options.length] ?? '';
}

/** "O'BRIEN-SMITH" → "O'Brien-Smith": a name word written in capitals, in its usual case. */
function titleCaseWord(word: string): string {
  return word.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The sign-off name as a person writes it: a resume header in capitals ("MARIA GONZALEZ, RN") signs
 * "Maria Gonzalez, RN" (credentials after the comma stay as written); a name in mixed case is kept.
 */
export function signOffName(name: string): string {
  const [person = '', ...rest] = name.split(',');
  if (!/\p{Lu}{2}/u.test(person) || /\p{Ll}/u.test(person)) return name;
  return [titleCaseWord(person), ...rest].join(',');
}

/**
 * Names of two or more capitalised words the resume's own statements write mid-sentence ("in Zendesk
 * Guide", "the Epic Willow rollout"): the user's words, said as they wrote them (a recruiter's read found
 * a support specialist's Zendesk work in no letter, its statement faulted for "Guide"). A single
 * capitalised common word ("Troubleshooting") is no name.
 */
export function statementNames(doc: ResumeDocument): string[] {
  return statementsOfDocument(doc).flatMap((st) => st.text.slice(1).match(/(?<=\s)\p{Lu}[\p{L}\d.&'-]*(?:\s+(?:of\s+|&\s+)?\p{Lu}[\p{L}\d.&'-]*)+/gu) ?? []);
}

/** Names the letter may capitalise mid-sentence: the job, the company, and the resume's roles, employers, projects, credentials and schools. */
export function namesOf(input: Pick<CoverLetterGenerationInput, 'document' | 'job' | 'extras'>): string[] {
  const d = input.document;
  const said = statementsOfDocument(d).map((st) => st.text).join('\n');
  return [
    input.job.title,
    input.job.company,
    d.contact.name,
    ...Object.values(input.extras).filter((v): v is string => typeof v === 'string'),
    ...d.experience.flatMap((e) => [e.title, e.employer]),
    ...d.projects.map((p) => p.name),
    ...d.certifications.map((c) => c.text),
    ...d.education.flatMap((e) => [e.degree, e.institution]),
    // Skills that are names ("Epic Willow", "Power BI", and "Adobe Illustrator" as the posting writes it); a common
    // word the resume capitalises ("Troubleshooting") is not.
    ...d.skills.flatMap((g) => g.items).filter((item) => toProseCase(item) === item || postingName(item, input.job.description ?? '', said) !== null),
    ...statementNames(d),
    ...companyFactNames(input.job.description ?? '', input.job.company),
  ].filter((n) => n.trim() !== '');
}

/** The names the posting capitalises in what it says of the company ("makes Sunfold Crisps and Harvest Bites"): the posting's own names. */
export function companyFactNames(description: string, company: string): string[] {
  return readCompanyFacts(description, company).flatMap((fact) => fact.match(/\p{Lu}[\p{L}\d.&'-]*(?:\s+(?:and\s+|&\s+|of\s+)?\p{Lu}[\p{L}\d.&'-]*)*/gu) ?? []);
}

/** Whether a sentence unit holds a sentence the letter must not hold. */
function isExcluded(unit: LetterSentence, exclude: ReadonlySet<string>): boolean {
  return exclude.size > 0 && sentencesOfParagraph(unit.text).some((s) => exclude.has(s));
}

/** One draft of the letter's paragraphs without the excluded sentences. */
function draftParagraphs(input: CoverLetterGenerationInput, job: CoverLetterGenerationInput['job'], facts: JobFacts, exclude: ReadonlySet<string>, keepNow = false): Draft {
  const names = namesOf(input);
  const focus = focusOfInstructions(input.customInstructions);
  const focusStems = new Set(focus.flatMap((f) => contentStems(f)));
  const ranked = rankEvidence(input.document, facts, focus, input.now).filter(
    // The resume is never quoted at the reader, and its summary and credentials have their own sentences.
    (item) => item.kind !== 'summary' && (item.kind !== 'certification' || input.template.id === 'cl-prof-6') && !readsAsQuote(item),
  );
  // A statement whose first-person form the grammar check faults is left for the resume to say.
  const verdicts = new Map<string, boolean>();
  const usable = (item: EvidenceItem): boolean => {
    const known = verdicts.get(item.id);
    if (known !== undefined) return known;
    const sentence = plainSentence(item);
    const ok = sentence !== '' && isGrammatical(sentence, names);
    verdicts.set(item.id, ok);
    return ok;
  };
  const budget = TOLD_STATEMENTS[input.template.id] ?? DEFAULT_TOLD;
  const pool = createEvidencePool(ranked, undefined, usable, budget);
  const needs = readPostingNeeds(input.document, facts, ranked, usable, input.now);
  // The Impact-Focused letter opens with the strongest measured result: set aside before the argument
  // takes its proofs (a recruiter's read found it opening with a weaker one the argument had left). The latest job's
  // result that bears on the posting comes first: a senior engineer's letter opened on his 2018 code coverage and
  // never told the response time he cut 40% in his current post.
  const latestJob = latestMeasured(pool.remaining());
  const lead =
    input.template.id === 'cl-spec-4'
      ? (pool.take(1, (i) => measuredResult(i) && i.kind === 'experience' && i.entryIndex === latestJob && i.score > 0)[0] ?? pool.take(1, measuredResult)[0])
      : undefined;
  // The proofs of the argued asks leave the pool first, so no other paragraph tells them.
  const argued: MetNeed[] = [];
  const room = arguedRoom(input.template, budget, lead ? 1 : 0, focusStems.size > 0 && ranked.some((i) => contentStems(i.text).some((stem) => focusStems.has(stem))));
  // A job leading people hears of the resume's leading, training or coaching of others from its own statement,
  // when none of the asks argued shows it (a recruiter's read: a data analyst's letter for a warehouse
  // supervisor's post never said she coaches two analysts); a resume that shows none claims none.
  const leader = leadsPeople(job) ? leadingStatements(pool.remaining())[0] : undefined;
  const arguedFirst = needs.met.filter((n) => pool.remaining((i) => i.id === n.proof.id).length > 0).slice(0, room);
  // It comes after the proofs of the posting's asks, not before them: a recruiter's read found a data analyst's
  // coaching of two analysts leading her letter for a post over 60 associates, ahead of her forecast that cut
  // ordering errors 9%; the strongest evidence for what the job asks leads.
  const leading = leader && !arguedFirst.some((n) => leadingPhrase(n.proof.text) !== null) && pool.take(1, (i) => i.id === leader.id).length === 1 ? leader : undefined;
  // The job held now, when no proof of the first asks is its own and it has work that bears on the posting, keeps
  // one place in the argument (a hiring manager's read: a Machine Learning Engineer at OpenAI whose letters told
  // only his Uber and Facebook work; "where do you work now?").
  const heldNow = (i: EvidenceItem) => i.kind === 'experience' && i.entryIndex === 0 && i.current === true;
  // Only in a second draft, when the first told nothing of it (the letter's other statements often do).
  const nowWork = keepNow && room >= 2 && !arguedFirst.some((n) => heldNow(n.proof)) && !(lead && heldNow(lead)) && !(leading && heldNow(leading)) ? pool.remaining((i) => heldNow(i) && i.score > 0)[0] : undefined;
  for (const need of needs.met) {
    if (argued.length < room - (leading ? 1 : 0) - (nowWork ? 1 : 0) && pool.take(1, (i) => i.id === need.proof.id).length === 1) argued.push(need);
  }
  if (nowWork && !argued.some((n) => heldNow(n.proof)) && pool.take(1, (i) => i.id === nowWork.id).length === 1) argued.push({ asks: [], proof: nowWork });
  // With no ask of the posting proved, the best-ranked statement of the work goes before it (the forecast, then the coaching).
  const strongest = leading && argued.length === 0 && room >= 2 ? pool.remaining((i) => (i.kind === 'experience' || i.kind === 'project') && i.score > leading.score)[0] : undefined;
  if (strongest && pool.take(1, (i) => i.id === strongest.id).length === 1) argued.push({ asks: [], proof: strongest });
  if (leading) argued.push({ asks: [], proof: leading });
  const mentions = createMentions(input.template.id);
  const experienced = input.template.id === 'cl-prof-5' && yearsOfWork(input) >= EXPERIENCED_YEARS;
  const ctx: LetterContext = {
    template: input.template,
    job,
    facts,
    document: input.document,
    pool,
    needs,
    argued: inRoleOrder(argued),
    lead,
    focused: (item) => focusStems.size > 0 && contentStems(item.text).some((stem) => focusStems.has(stem)),
    names,
    extras: input.extras,
    instructions: instructionSentences(input.customInstructions),
    ...(input.now ? { now: input.now } : {}),
    mentions: experienced ? { ...mentions, voice: { ...mentions.voice, skills: (l: string) => `The skills I have built include ${l}.` } } : mentions,
    experienced,
  };
  const roles = input.template.paragraphs.map((p) => p.role);
  let empty = 0;
  // The role of each paragraph's last evidence sentence, for the sentences added to reach the length.
  const lastOf: (string | null)[] = [];
  // And how many "again" frames it has used (Mentions.agains).
  const againsOf: number[] = [];
  const paragraphs = roles.map((role, i) => {
    ctx.mentions.last = null;
    ctx.mentions.agains = 0;
    ctx.mentions.projects = 0;
    const written = writeParagraph(role, ctx).filter((unit) => unit.text !== '' && !isExcluded(unit, exclude));
    lastOf[i] = ctx.mentions.last;
    againsOf[i] = ctx.mentions.agains;
    // With no facts about the company, its paragraph is left out rather than filled with words about nothing.
    if (written.length === 0 && role === 'why-company') return [];
    if (written.length > 0) return written;
    const fallback = core(fallbackSentence(empty++, job.company));
    FALLBACKS.add(fallback);
    return [fallback];
  });
  // A career changer's letter says plainly what carries over, at the head of the argument (bridge.ts).
  const bridge = bridgeSentence(ctx);
  const host = roles.findIndex((role) => hostsArgument(input.template.id, role));
  if (bridge && host >= 0 && !isExcluded(core(bridge), exclude)) {
    const paragraph = paragraphs[host] ?? [];
    if (isFallbackOnly(paragraph)) paragraph.splice(0, 1, core(bridge));
    else paragraph.unshift(core(bridge));
  }
  const { min, max } = input.template.words;
  fillTo(paragraphs, roles, min, ctx, lastOf, againsOf);
  shareWithFallbacks(paragraphs, roles, ctx);
  balanceOrphans(paragraphs, roles, ctx);
  // Told afresh in their new order, the balanced sentences can come out shorter ("At the same time, I …" for "In my
  // time at Harrison Money Management, I …"): what the letter then lacks of its length is filled again.
  if (wordsOf(paragraphs) < min) fillTo(paragraphs, roles, min, ctx, lastOf, againsOf);
  for (const p of paragraphs) p.splice(0, p.length, ...p.filter((unit) => !isExcluded(unit, exclude)));
  thickenOrphans(paragraphs, roles, ctx, max);
  trimTo(paragraphs, max);
  reframeFirsts(paragraphs);
  // Told: taken from the pool (the Impact-Focused opening's statement carries no item of its own).
  const left = new Set(pool.remaining().map((i) => i.id));
  const told = (i: EvidenceItem) => !left.has(i.id) && usable(i);
  const missesNow = !keepNow && room >= 2 && !pool.all.some((i) => heldNow(i) && told(i)) && pool.all.some((i) => heldNow(i) && i.score > 0 && usable(i));
  return { paragraphs, missesNow };
}

/** Record paragraphs of one sentence. */
function loneParagraphs(paragraphs: readonly (readonly LetterSentence[])[], roles: readonly ParagraphRole[]): number {
  return paragraphs.filter((p, i) => p.length === 1 && RECORD_ROLES.has(roles[i] as string)).length;
}

/** A draft's paragraphs, and whether it told nothing of the job held now that has work bearing on the posting. */
interface Draft {
  readonly paragraphs: LetterSentence[][];
  readonly missesNow: boolean;
}

/** Writes a cover letter for the job from the resume, in the template's structure. */
export function generateCoverLetter(given: CoverLetterGenerationInput): GeneratedCoverLetter {
  return withScanMemo(() => {
    // Employers as a sentence names them ("at the Department of Computer Sciences").
    const input = { ...given, document: { ...given.document, experience: given.document.experience.map((e) => ({ ...e, employer: placeInSentence(companyInProse(e.employer)) })) } };
    // Companies without their legal form ("Coastline Marine Holdings", not "…, Inc."): text/company-name.ts.
    const job = { title: titleInProse(input.job.title), company: companyInProse(input.job.company), description: input.job.description };
    const facts = readJobFacts(input.document, job, input.requirements);
    const roles = input.template.paragraphs.map((p) => p.role);
    const first = draftParagraphs(input, job, facts, input.exclude ?? new Set());
    const second = first.missesNow ? draftParagraphs(input, job, facts, input.exclude ?? new Set(), true).paragraphs : null;
    // Not at the cost of a paragraph left on one sentence (the Entry-Level education paragraph's project gave way).
    const paragraphs = second && loneParagraphs(second, roles) <= loneParagraphs(first.paragraphs, roles) ? second : first.paragraphs;
    const { min } = input.template.words;

    const warnings: CoverLetterWarning[] = [];
    const words = wordsOf(paragraphs);
    if (words < min) warnings.push({ code: 'too-short', message: coverLetterWarnings.tooShort(words, min) });
    if (!facts.hasPosting && input.template.posting === 'recommended') warnings.push({ code: 'no-posting', message: coverLetterWarnings.noPosting });
    const current = input.document.experience[0]?.employer ?? '';
    if (input.template.id === 'cl-spec-6' && foldForCompare(current) !== foldForCompare(job.company)) {
      warnings.push({ code: 'not-internal', message: coverLetterWarnings.notInternal(job.company) });
    }
    if (input.template.id === 'cl-spec-3' && facts.hasPosting) warnings.push({ code: 'advertised', message: coverLetterWarnings.advertised });
    // A template written for another kind of applicant reads oddly ("why I am making this move", "here I have
    // a start" from a 13-year chef): said, so the user can pick another.
    const latest = input.document.experience[0];
    if (input.template.id === 'cl-spec-1' && latest?.title && sameField(latest.title, job.title)) {
      warnings.push({ code: 'same-field', message: coverLetterWarnings.sameField(latest.title) });
    }
    if (input.template.id === 'cl-prof-5') {
      const years = yearsOfWork(input);
      if (years >= EXPERIENCED_YEARS) warnings.push({ code: 'experienced', message: coverLetterWarnings.experienced(years) });
    }
    const name = (input.candidateName ?? input.document.contact.name).trim();
    if (!name) warnings.push({ code: 'no-name', message: coverLetterWarnings.noName });

    const texts = paragraphs.map((p) => p.map((s) => s.text.replace(/\.\.$/, '.')).join(' '));
    const closing = createMentions(input.template.id).voice.closing;
    const content = joinLetter({ greeting: greetingFor(job.company), paragraphs: texts, closing, name: signOffName(name) });
    const written = roles.map((role, i) => ({ role, text: texts[i] ?? '' })).filter((p) => p.text !== '');
    return { content, paragraphs: written, warnings, gaps: [...facts.gaps] };
  });
}

/** The latest job (its entry's place) with a measured result among the items, else -1. */
function latestMeasured(items: readonly EvidenceItem[]): number {
  const entries = items.filter((i) => i.kind === 'experience' && measuredResult(i)).map((i) => i.entryIndex);
  return entries.length > 0 ? Math.min(...entries) : -1;
}
