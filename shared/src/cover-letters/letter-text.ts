/**
 * The layout of a cover letter as plain text, one place for the generator, the checker and the LLM path:
 * a greeting line ("Dear Acme team,"), body paragraphs separated by blank lines, and a sign-off
 * ("Sincerely," then the name). Also how its words and sentences are counted, so every part measures
 * a letter the same way.
 */
import { companyInProse } from '../text/company-name';

export interface LetterParts {
  /** "Dear Hiring Manager," or "Dear Acme team,". */
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** "Sincerely," (the closing word) … */
  readonly closing: string;
  /** … and the name under it ('' when the resume has none). */
  readonly name: string;
}

export interface SplitLetter {
  readonly greeting: string | null;
  readonly body: string[];
  readonly signOff: string | null;
}

const GREETING_RE = /^(?:dear|hello|hi|greetings)\b[^\n]{0,80}[,:]?$/i;
const CLOSING_RE = /^(?:sincerely|yours sincerely|sincerely yours|kind regards|best regards|warm regards|regards|best|with thanks|thank you|respectfully|yours faithfully|yours truly)[,.!]?$/i;

/** The greeting: the company's team when its name reads well in one, else the hiring manager. */
export function greetingFor(company: string): string {
  const name = companyInProse(company);
  if (name === '' || name.length > 60 || /\bteam$/i.test(name)) return 'Dear Hiring Manager,';
  return `Dear ${name} team,`;
}

/** The letter as text. */
export function joinLetter(parts: LetterParts): string {
  const signOff = parts.name.trim() ? `${parts.closing}\n${parts.name.trim()}` : parts.closing;
  return [parts.greeting, ...parts.paragraphs.map((p) => p.trim()).filter(Boolean), signOff].join('\n\n');
}

/** Splits a letter into greeting, body paragraphs and sign-off (each null when missing). */
export function splitLetter(content: string): SplitLetter {
  const blocks = content
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n+/)
    .map((b) => b.trim())
    .filter(Boolean);
  let greeting: string | null = null;
  let signOff: string | null = null;
  const first = blocks[0];
  if (first !== undefined) {
    const firstLine = first.split('\n')[0] ?? '';
    if (GREETING_RE.test(firstLine.trim())) {
      greeting = firstLine.trim();
      const rest = first.split('\n').slice(1).join('\n').trim();
      blocks.splice(0, 1, ...(rest ? [rest] : []));
    }
  }
  const signAt = blocks.findIndex((b) => CLOSING_RE.test((b.split('\n')[0] ?? '').trim()));
  if (signAt !== -1) {
    signOff = blocks.slice(signAt).join('\n');
    blocks.splice(signAt);
  }
  return { greeting, body: blocks, signOff };
}

/** Words of a text (runs of non-space characters holding a letter or a digit). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Words of a letter's body: the greeting and the sign-off are not counted. */
export function countLetterWords(content: string): number {
  return splitLetter(content).body.reduce((n, p) => n + countWords(p), 0);
}

/** Words with a full stop that end no sentence ("Dr. Shah", "St. Brigid", "Acme Co. in Ohio"). */
const ABBREVIATION_RE = /(?:^|[\s(])(?:e\.g|i\.e|etc|inc|ltd|co|corp|vs|approx|dept|jr|sr|st|mr|mrs|ms|dr|prof|no|u\.s|u\.k|[A-Z])\.$/i;

/** A company suffix with its full stop ("Great Lakes Supply Co.", "Initech Inc."), which may also end a sentence. */
const COMPANY_SUFFIX_RE = /\s(?:inc|ltd|co|corp)\.$/i;
/**
 * Words that open a sentence and go in no company name: after "Supply Co." a "My" or "The" starts the next
 * sentence, while "Co. Ltd" or "Inc. Denver" continue the name.
 */
const SENTENCE_OPENER_RE = /^["“(]?(?:I|I'm|I've|I'd|I'll|My|Me|We|Our|Us|The|This|That|These|Those|It|Its|He|She|They|Their|You|Your|There|Here|In|At|As|With|What|When|While|After|Before|Since|During|Thank|Please)\b/;

/** Whether the sentence so far ends in an abbreviation that the next part continues (not a new sentence). */
function continuesAfter(prev: string, next: string): boolean {
  if (!ABBREVIATION_RE.test(prev)) return false;
  return !(COMPANY_SUFFIX_RE.test(prev) && SENTENCE_OPENER_RE.test(next));
}

/** The sentences of a paragraph: a sentence may end inside a closing quote or bracket ('… customers." I …'). */
export function sentencesOfParagraph(paragraph: string): string[] {
  const parts = paragraph
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[\p{Lu}\d])/u);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    if (prev !== undefined && continuesAfter(prev, part)) out[out.length - 1] = `${prev} ${part}`;
    else if (part.trim()) out.push(part.trim());
  }
  return out;
}
