/**
 * The CPU work of a cover letter on user text, run in the API's compute pool (registered in api/src/compute-tasks.ts):
 * the built-in generator (shared cover-letters/generate.ts) and, for a model's letter, its layout,
 * structure check, grammar check and the truthfulness check that takes out what the resume, the posting,
 * the custom instructions and the user's own fields do not support (D4). Plain data in and out.
 */
import type { CoverLetterExtras } from './cover-letter.schema';
import { checkCoverLetterStructure, enforceCoverLetterTruth } from './check';
import { findGrammarFaults } from '../text/grammar';
import { splitSentences } from '../text/sentences';
import { generateCoverLetter, namesOf, signOffName, type CoverLetterWarning } from './generate';
import { letterFromParagraphs, type LlmLetter } from './llm-letter.schema';
import { sentencesOfParagraph, splitLetter } from './letter-text';
import { coverLetterTemplateOrDefault } from './templates';
import { documentFromResume } from '../resume/document';
import { storedResumeDocument, type ResumeDocument } from '../resume/document.schema';
import { parseResume } from '../resume/structure';
import type { JobRequirements } from '../tailoring/job-requirements';

export interface LetterTaskInput {
  /** The resume's stored document (validated here); its text is read when there is none. */
  document: unknown;
  resumeText: string;
  job: { title: string; company: string; description: string | null };
  templateId: string;
  extras: CoverLetterExtras;
  customInstructions?: string;
  /** The posting's requirements as the job's resolution read them (once per letter); absent for a pasted or no description. */
  requirements?: JobRequirements;
  /** The user's name for the sign-off when the resume's contact details have none. */
  candidateName?: string;
  /** The day the letter is written (an ISO date through the compute pool), so the years it states agree with the tailored resume's. */
  now?: Date | string;
}

export interface LetterTaskResult {
  content: string;
  warnings: CoverLetterWarning[];
  removedClaims: string[];
  /** What the structure check found (empty when it passes); logged, and for a model's letter a reason to fall back. */
  problems: string[];
}

function documentOf(input: LetterTaskInput): ResumeDocument {
  return storedResumeDocument(input.document) ?? documentFromResume(parseResume(input.resumeText));
}

function checked(content: string, input: LetterTaskInput, document: ResumeDocument, warnings: CoverLetterWarning[]): LetterTaskResult {
  const template = coverLetterTemplateOrDefault(input.templateId);
  const truth = enforceCoverLetterTruth(content, {
    document,
    jobText: input.job.description ?? '',
    jobTitle: input.job.title,
    company: input.job.company,
    ...(input.customInstructions ? { customInstructions: input.customInstructions } : {}),
    extras: input.extras,
    ...(input.now ? { now: input.now } : {}),
  });
  const structure = checkCoverLetterStructure(truth.content, template, input.extras);
  return { content: truth.content, warnings, removedClaims: truth.removedClaims, problems: structure.problems };
}

/** The body sentences of `before` that `after` no longer holds. */
function removedSentences(before: string, after: string): string[] {
  const kept = new Set(splitLetter(after).body.flatMap(sentencesOfParagraph));
  return splitLetter(before).body.flatMap(sentencesOfParagraph).filter((s) => !kept.has(s));
}

/**
 * The built-in letter, checked like any other. When the truth check takes a sentence out, the letter is
 * written again without it (so nothing is left pointing at it), and checked again.
 */
export function writeBuiltInLetter(input: LetterTaskInput): LetterTaskResult {
  const document = documentOf(input);
  const fallbackName = document.contact.name.trim() ? undefined : input.candidateName?.trim();
  const exclude = new Set<string>();
  const removedClaims: string[] = [];
  let result: LetterTaskResult | null = null;
  for (let pass = 0; pass < 3; pass++) {
    const letter = generateCoverLetter({
      document,
      job: input.job,
      template: coverLetterTemplateOrDefault(input.templateId),
      extras: input.extras,
      exclude,
      ...(fallbackName ? { candidateName: fallbackName } : {}),
      ...(input.customInstructions ? { customInstructions: input.customInstructions } : {}),
      ...(input.requirements ? { requirements: input.requirements } : {}),
      ...(input.now ? { now: input.now } : {}),
    });
    result = checked(letter.content, input, document, letter.warnings);
    if (result.removedClaims.length === 0) break;
    removedClaims.push(...result.removedClaims);
    for (const s of removedSentences(letter.content, result.content)) exclude.add(s);
  }
  const last = result as LetterTaskResult;
  return { ...last, removedClaims: [...new Set([...removedClaims, ...last.removedClaims])] };
}

/** The posting's sentences of eight words or more, without their end marks. */
function postingSentences(description: string | null): string[] {
  return (description ?? '')
    .split(/\n+/)
    .flatMap((line) => splitSentences(line))
    .map((sentence) => sentence.trim().replace(/[.!?]+$/, ''))
    .filter((sentence) => sentence.split(/\s+/).length >= 8);
}

/**
 * What the built-in writer never does and a model may: a grammar fault (a title after "I", a clause
 * without a verb, a common noun in capitals) or a sentence of the posting copied word for word.
 */
function writingProblems(content: string, input: LetterTaskInput, document: ResumeDocument): string[] {
  const names = namesOf({ document, job: input.job, extras: input.extras });
  const grammar = findGrammarFaults(content, { names }).map((f) => `Grammar (${f.kind}): ${f.detail} in "${f.sentence}"`);
  const copied = postingSentences(input.job.description)
    .filter((sentence) => content.includes(sentence))
    .map((sentence) => `The letter copies the posting: "${sentence}"`);
  return [...grammar, ...copied];
}

/** A model's paragraphs laid out in the template, then checked (structure, truth, grammar, no copied posting). */
export function checkModelLetter(input: LetterTaskInput & { paragraphs: LlmLetter['paragraphs'] }): LetterTaskResult {
  const document = documentOf(input);
  const template = coverLetterTemplateOrDefault(input.templateId);
  const name = document.contact.name.trim() || input.candidateName?.trim() || '';
  const content = letterFromParagraphs(input.paragraphs, template, { company: input.job.company, name: signOffName(name) });
  const result = checked(content, input, document, []);
  return { ...result, problems: [...result.problems, ...writingProblems(result.content, input, document)] };
}
