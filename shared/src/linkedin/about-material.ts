/**
 * What the About writer works from, and what it leaves out: the user's own About as paragraphs of
 * sentences worth keeping (with a note for every sentence left out, so nothing goes silently), and the
 * "same fact" test that keeps one statement when the user's About and their Experience say the same
 * thing ("At Fabrikam I lead the analytics for 120 stores" ~ "Led the analytics for 120 stores across 4 regions").
 */
import { splitSentences } from '../resume/entry-lines';
import { contentStems } from '../tailoring/concepts';
import { buzzwordsIn, speaksInThirdPerson } from './checks-headline-about';
import { listOf } from '../text/lists';
import type { LinkedInProfile } from './profile-types';
import { selfDescriptionInFirstPerson, summaryInFirstPerson, verblessLeadInFirstPerson } from './about-first-person';

const FIRST_PERSON_RE = /\b(?:I|I'm|I've|my|me)\b/;
const INVITATION_RE = /\b(?:connect|message me|send me a message|let['’]s talk|reach out|get in touch)\b/i;
/** A sentence longer than this is a wall of text, not an About sentence. */
export const OWN_SENTENCE_MAX = 600;

/** The sentence quoted in a note, shortened so the note stays readable. */
export function quoted(sentence: string): string {
  const s = sentence.trim();
  return `"${s.length <= 90 ? s : `${s.slice(0, 87).replace(/\s+\S*$/, '')}…`}"`;
}

/** A line the page wrapped: it ends mid-sentence and is long, or ends with a comma, or the next goes on in lower case. */
function wrapsOn(line: string, next: string): boolean {
  if (/[.!?:]["')]?$/.test(line) || /^[•*–-]\s/.test(next)) return false;
  return line.length >= 50 || /,$/.test(line) || /^\p{Ll}/u.test(next);
}

/** The text's lines with the page's wrapping undone ("… in month-end close," / "consolidations, and …" is one line). */
function unwrapped(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    const last = out[out.length - 1];
    if (last !== undefined && line !== '' && wrapsOn(last, line)) out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

/**
 * The About's paragraphs as written: blank lines separate paragraphs when the user used them;
 * otherwise every line is one (a pasted LinkedIn About keeps one line per paragraph), a resume
 * summary's wrapped lines joined first.
 */
export function paragraphsOf(about: string): string[] {
  const text = about.trim();
  if (text === '') return [];
  const blocks = /\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : unwrapped(text);
  return blocks.map((b) => b.replace(/\s*\n\s*/g, ' ').trim()).filter((b) => b !== '');
}

/** A resume's objective: what the user seeks ("Seeking a challenging role as a Front-End Developer where I can …"). */
const OBJECTIVE_RE = /^(?:seeking|looking for|to obtain|to secure|to find|aspiring to|(?:I am|I'm) (?:seeking|looking for))\b/i;

/**
 * What the user hopes to do in a next role ("I'm excited to contribute expertise in Kubernetes and AWS to drive
 * innovation", "Eager to bring …"): a cover letter's line; on a profile read by every recruiter it speaks to no one.
 */
const HOPE_RE = /^(?:(?:I am|I'm)\s+)?(?:excited|eager|keen|thrilled|ready|looking forward)\s+to\s+(?:contribute|bring|join|apply|leverage|help|make|drive|use|grow|take)\b/i;

/** Why the user's sentence cannot stay in the About, or null when it can. */
function reasonToLeaveOut(sentence: string, name: string): string | null {
  const cliches = buzzwordsIn(sentence);
  if (speaksInThirdPerson(sentence, name)) return 'it speaks of you in the third person';
  if (cliches.length > 0) return `it leans on ${listOf(cliches.map((c) => `"${c}"`))}`;
  // Said twice, what one seeks reads as two closings; the About's own says the role by the target's name.
  if (OBJECTIVE_RE.test(sentence)) return 'it says what you are looking for, which the About says in its closing';
  if (HOPE_RE.test(sentence)) return 'it says what you hope to do in your next role, which a cover letter says to one employer; the About closes with the role you are looking for';
  if (!FIRST_PERSON_RE.test(sentence)) return 'it is not a first-person sentence; add it back in your own words if it matters';
  if (INVITATION_RE.test(sentence)) return 'the About now closes with its own invitation to connect';
  if (sentence.length >= OWN_SENTENCE_MAX) return `it is longer than ${OWN_SENTENCE_MAX} characters`;
  return null;
}

/** A sentence of the user's About left out, and the note that says so. */
export interface LeftOutSentence {
  sentence: string;
  note: string;
}

/**
 * The user's own About sentences worth keeping, paragraph by paragraph, and a note for each left out. A
 * verbless sentence of a resume summary ("Patient with frustrated customers …") is kept in the first
 * person ("I'm patient with frustrated customers …") when that reads grammatically.
 */
export function ownParagraphs(profile: LinkedInProfile): { paragraphs: string[][]; leftOut: LeftOutSentence[]; written: Map<string, string> } {
  const leftOut: LeftOutSentence[] = [];
  // Each kept sentence as the user wrote it ("Currently leading a team …" for "I currently lead a team …"):
  // a note that quotes it later quotes the user's words, not the About's.
  const written = new Map<string, string>();
  const paragraphs = paragraphsOf(profile.about)
    .map((p) =>
      splitSentences(p).flatMap((s) => {
        const first = FIRST_PERSON_RE.test(s) ? (verblessLeadInFirstPerson(s) ?? s) : (selfDescriptionInFirstPerson(s) ?? s);
        const reason = reasonToLeaveOut(first, profile.name);
        if (reason !== null) leftOut.push({ sentence: s, note: leftOutNote(s, reason) });
        if (reason === null) written.set(first, s);
        return reason === null ? [first] : [];
      }),
    )
    .filter((p) => p.length > 0);
  return { paragraphs, leftOut, written };
}

/**
 * True when the About says the left-out sentence after all: its words in the same order ("SHRM-CP" in
 * "I hold the SHRM-CP"), or in the first person. A note that a sentence was left out must be true of the About.
 */
export function saidIn(sentence: string, about: string): boolean {
  const fold = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}%$]+/gu, ' ').trim();
  const text = fold(about);
  const bare = fold(sentence);
  // The summary's opening as the About's first sentence says it, its self-praise cut ("Highly skilled MERN Stack
  // Developer with …" → "I'm a MERN Stack Developer with …").
  const forms = [selfDescriptionInFirstPerson(sentence), summaryInFirstPerson(sentence)].filter((f): f is string => f !== null);
  return (bare !== '' && ` ${text} `.includes(` ${bare} `)) || forms.some((f) => text.includes(fold(f)));
}

/** The note for a sentence of the user's About that the optimized About does not keep. */
export function leftOutNote(sentence: string, reason: string): string {
  return `About: your sentence ${quoted(sentence)} was left out: ${reason}`;
}

/** The numbers a text states, as written without thousands separators ("3,000" → "3000"). */
function numbersOf(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*\d%?|\d%?/g)].map((m) => m[0].replace(/,/g, ''));
}

/** The content words of a text that are not numbers and not the given names (an employer). */
function keyWords(text: string, names: readonly string[]): string[] {
  const skip = new Set(contentStems(names.join(' ')));
  return [...new Set(contentStems(text).filter((s) => !/\d/.test(s) && !skip.has(s)))];
}

/**
 * True when two sentences state the same fact: the numbers of the one with fewer are all in the
 * other, and at least half (and two) of its key words too. Without numbers nothing is the same fact.
 */
export function sameFact(a: string, b: string, names: readonly string[] = []): boolean {
  const [na, nb] = [numbersOf(a), numbersOf(b)];
  if (na.length === 0 || nb.length === 0) return false;
  const [few, many] = na.length <= nb.length ? [a, b] : [b, a];
  const manyNumbers = numbersOf(many);
  if (!numbersOf(few).every((n) => manyNumbers.includes(n))) return false;
  const fewWords = keyWords(few, names);
  const manyWords = new Set(keyWords(many, names));
  const shared = fewWords.filter((w) => manyWords.has(w)).length;
  return shared >= 2 && shared / fewWords.length >= 0.5;
}

/** The fuller of two sentences stating the same fact: more numbers, then more words. */
export function fullerOf(a: string, b: string): string {
  const [na, nb] = [numbersOf(a).length, numbersOf(b).length];
  if (na !== nb) return na > nb ? a : b;
  return contentStems(a).length >= contentStems(b).length ? a : b;
}
