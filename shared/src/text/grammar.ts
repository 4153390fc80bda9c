/**
 * Grammar faults a careful reader would circle in a letter, found with full compromise's part-of-speech
 * tagger (MIT, 14.17.0). Server and test code only: the tagger is large, so nothing the web app or the
 * extension imports may import this module (check `grep -rn "text/grammar" web/src extension`). Why this
 * library and what it was measured against: shared/src/README.md.
 *
 * Kinds:
 * - 'no-verb': a sentence, or a clause after ';', with no finite verb ("Managing budgets.", "; safety checks").
 * - 'pronoun-noun': "I" followed by a noun or a title instead of a verb ("I registered Dietitian…",
 *   "I determined Accountant…").
 * - 'title-case-mid-sentence': a capitalised common word in the middle of a sentence ("with Troubleshooting
 *   and Lockout/tagout"); names, acronyms and words the tagger cannot place (product names) are let be.
 *
 * Lines that do not end with . ! ? (a salutation, "Sincerely,", a signature) are not sentences here.
 */
import nlp from 'compromise';
import { lexiconTag } from './lexicon';
import { splitSentences } from './sentences';

export type GrammarFaultKind = 'no-verb' | 'pronoun-noun' | 'title-case-mid-sentence';

export interface GrammarFault {
  sentence: string;
  kind: GrammarFaultKind;
  detail: string;
}

export interface GrammarOptions {
  /** Names the text may capitalise mid-sentence (a job title, a company, the resume's tools). */
  names?: readonly string[];
}

interface TermJson {
  text: string;
  pre: string;
  post: string;
  tags: string[];
  normal: string;
}

/** Past this many characters a text is not checked (bounded work on hostile input). */
const MAX_CHARS = 20_000;
/** Lexicon tags of a common word: capitalised mid-sentence, it is a title-case fault. */
const COMMON_WORD_TAGS = new Set(['Uncountable', 'Gerund', 'Actor', 'Plural']);
/** Lexicon tags that, for a run of two or more capitalised words, mark at least one common word. */
const WEAK_COMMON_TAGS = new Set([...COMMON_WORD_TAGS, 'Singular', 'Adjective', 'Infinitive', 'PastTense', 'Comparative']);
/** Tags of a name (a person, a place, an organisation, a month or a day). */
const NAME_TAGS = ['Person', 'Place', 'Organization', 'Date', 'Acronym', 'Pronoun'];
/** Endings of common nouns the lexicon may not list ("Management", "Troubleshooting", "Compliance"). */
const COMMON_SUFFIX = /\p{Ll}(?:ment|ing|tion|sion|ance|ence|ship|ness)s?$/u;
/** Words that may sit between two capitalised words of one phrase. */
const PHRASE_JOINERS = new Set(['and', '&', 'of']);

/**
 * Verbs of clinical statements compromise tags as nouns after a subject: "Round daily with two
 * internal-medicine teams" in the first person, "I round daily …", was read as "I" + a noun (a recruiter's
 * read found a pharmacist's first duty missing from all 15 letters). After a subject pronoun they are
 * re-tagged as verbs with compromise's own match-and-tag; "a round of interviews" is left as it is. So are
 * verbs of leading others ("I coach two analysts …", "I mentor two junior engineers …": a data analyst's
 * coaching was left out of every letter for a supervisor's post), and a medical assistant's "I room 30 patients a day".
 */
const SUBJECT_VERBS = '(i|we|they|you) [(round|coach|mentor|precept|room)]';


/**
 * A past tense compromise reads as a noun where a result says what changed: "the pass rate rose from 58% to 81%",
 * "sales rose 12%" (a clause of a letter's told result was cut as verbless).
 */
const RESULT_VERBS = '#Noun [rose] (from|by|to|above|over|#Value)';

/** compromise's own term objects (read directly: its `.json()` costs more than the tagging). */
interface RawTerm {
  text: string;
  pre: string;
  post: string;
  normal?: string;
  tags: Set<string>;
}

/** The terms of one sentence with their tags. */
function tagTerms(sentence: string): TermJson[] {
  const doc = nlp(sentence);
  doc.match(SUBJECT_VERBS, 0).tag('PresentTense');
  doc.match(RESULT_VERBS, 0).tag('PastTense');
  const docs = (doc as unknown as { docs: RawTerm[][] }).docs;
  return docs.flat().map((t) => ({ text: t.text, pre: t.pre, post: t.post, normal: t.normal ?? t.text.toLowerCase(), tags: [...t.tags] }));
}

/** Whether a term is a finite verb (not a bare "-ing" form, not "to" + infinitive). */
function isFiniteVerb(term: TermJson, previous: TermJson | undefined): boolean {
  if (!term.tags.includes('Verb')) return false;
  if (term.tags.includes('Gerund')) return false;
  if (term.tags.includes('Infinitive') && previous?.normal === 'to') return false;
  return true;
}

/** The terms split at ';' (compromise keeps the ';' in the term's post text). */
function splitClauses(terms: TermJson[]): TermJson[][] {
  const clauses: TermJson[][] = [[]];
  for (const term of terms) {
    clauses[clauses.length - 1]?.push(term);
    if (term.post.includes(';')) clauses.push([]);
  }
  return clauses.filter((clause) => clause.some((term) => /[\p{L}\p{N}]/u.test(term.text)));
}

/** 'no-verb' for each clause without a finite verb. */
function findVerblessClauses(sentence: string, terms: TermJson[]): GrammarFault[] {
  const clauses = splitClauses(terms);
  return clauses
    .filter((clause) => !clause.some((term, i) => isFiniteVerb(term, clause[i - 1])))
    .map((clause) => ({
      sentence,
      kind: 'no-verb' as const,
      detail: clauses.length > 1 ? `the clause "${clause.map((t) => t.text).join(' ')}" has no verb` : 'the sentence has no verb',
    }));
}

/** Whether a word is capitalised the way a title is ("Accountant", not "CPA" or "eBay"). */
function isTitleCased(text: string): boolean {
  return /^\p{Lu}\p{Ll}/u.test(text);
}

/** 'pronoun-noun' where "I" is followed by a noun, or by a verb and a bare capitalised title. */
function findPronounNouns(sentence: string, terms: TermJson[]): GrammarFault[] {
  const faults: GrammarFault[] = [];
  terms.forEach((term, i) => {
    if (term.text !== 'I' || term.post.trim() !== '') return;
    // "Engineer I", "Analyst I": a level of a title, not the pronoun.
    const before = terms[i - 1];
    if (before && i > 1 && before.post.trim() === '' && isTitleCased(before.text)) return;
    const next = terms[i + 1];
    if (next === undefined) return;
    const nounNext = next.tags.includes('Noun') && !next.tags.includes('Verb') && !next.tags.includes('Pronoun');
    const after = terms[i + 2];
    const titleAfterVerb = next.tags.includes('Verb') && after !== undefined && after.tags.includes('Actor') && after.tags.includes('Singular');
    if (nounNext || titleAfterVerb) {
      const words = [next, ...(titleAfterVerb && after ? [after] : [])].map((t) => t.text).join(' ');
      faults.push({ sentence, kind: 'pronoun-noun', detail: `"I ${words}": a noun where a verb belongs` });
    }
  });
  return faults;
}

/** Whether a capitalised term may stay capitalised: a name, an acronym, a word the lexicon does not know. */
function isNameLike(term: TermJson): boolean {
  if (NAME_TAGS.some((tag) => term.tags.includes(tag))) return true;
  const listedTag = lexiconTag(term.normal);
  return listedTag !== undefined && NAME_TAGS.includes(listedTag);
}

/** The capitalised runs of a sentence after its first word ("Project Management", "Troubleshooting"). */
function capitalisedRuns(terms: TermJson[]): TermJson[][] {
  const runs: TermJson[][] = [];
  let run: TermJson[] = [];
  terms.forEach((term, i) => {
    const startsClause = i === 0 || /[:;"“(]\s*$/.test(terms[i - 1]?.post ?? '') || /^["“(]/.test(term.pre.trim());
    if (isTitleCased(term.text) && !startsClause && term.text !== 'I') {
      run.push(term);
      if (/[^\s]/.test(term.post)) {
        runs.push(run);
        run = [];
      }
      return;
    }
    const joinsRun = run.length > 0 && PHRASE_JOINERS.has(term.normal) && isTitleCased(terms[i + 1]?.text ?? '');
    if (joinsRun) return;
    if (run.length > 0) runs.push(run);
    run = [];
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Whether a phrase (lower-cased) is one of the names the caller allows. */
function isAllowedName(phrase: string, names: readonly string[]): boolean {
  return names.some((name) => name.toLowerCase().includes(phrase.toLowerCase()));
}

/** 'title-case-mid-sentence' for each capitalised run of common words. */
function findTitleCasePhrases(sentence: string, terms: TermJson[], names: readonly string[]): GrammarFault[] {
  const faults: GrammarFault[] = [];
  for (const run of capitalisedRuns(terms)) {
    if (run.some(isNameLike)) continue;
    const words = run.map((term) => term.text.replace(/[^\p{L}\p{N}/&'-]+$/u, ''));
    const phrase = words.join(' ');
    if (isAllowedName(phrase, names) || words.every((word) => isAllowedName(word, names))) continue;
    const tags = run.map((term) => lexiconTag(term.normal) ?? (COMMON_SUFFIX.test(term.normal) ? 'Uncountable' : ''));
    const common = tags.some((tag) => COMMON_WORD_TAGS.has(tag)) || (run.length > 1 && tags.some((tag) => WEAK_COMMON_TAGS.has(tag)));
    if (common) faults.push({ sentence, kind: 'title-case-mid-sentence', detail: `"${phrase}" is capitalised mid-sentence` });
  }
  return faults;
}

/** Whether a capitalised word is a common word that goes in lower case mid-sentence ("Troubleshooting", "Budgeting"). */
function isCommonCapitalised(word: string): boolean {
  const normal = word.toLowerCase();
  const tag = lexiconTag(normal);
  if (!isTitleCased(word) || (tag !== undefined && NAME_TAGS.includes(tag))) return false;
  return COMMON_WORD_TAGS.has(tag ?? '') || (tag === undefined && COMMON_SUFFIX.test(normal));
}

/** A phrase for the middle of a sentence: "Troubleshooting" → "troubleshooting"; names, acronyms and unknown words kept. */
export function toProseCase(phrase: string): string {
  return phrase.replace(/[\p{L}][\p{L}'-]*/gu, (word) => (isCommonCapitalised(word) ? word.charAt(0).toLowerCase() + word.slice(1) : word));
}

interface Conjugation {
  Infinitive?: string;
  PastTense?: string;
  Participle?: string;
}

/**
 * "shortened" → "have shortened", "grew" → "have grown", "cut" → "have cut": a past-tense verb as the present
 * perfect, for a finished result told beside a duty of the role still held ("I own the close, and have
 * shortened it …", not "I own the close, and shortened it …"). Null when compromise does not read the word as
 * a past-tense verb.
 */
export function presentPerfect(pastVerb: string): string | null {
  const word = pastVerb.toLowerCase();
  const [conjugation] = nlp(`I ${word} it`).verbs().conjugate() as Conjugation[];
  if (conjugation?.PastTense !== word) return null;
  return `have ${conjugation.Participle ?? word}`;
}

/** The sentences of a text that end like sentences (salutations and signatures left out). */
function proseSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => /[.!?]["'”’)]?$/.test(line))
    .flatMap((line) => splitSentences(line));
}

/** The grammar faults of `text`, sentence by sentence, in order. */
export function findGrammarFaults(text: string, options: GrammarOptions = {}): GrammarFault[] {
  if (text.length > MAX_CHARS) return [];
  const names = options.names ?? [];
  return proseSentences(text).flatMap((sentence) => {
    const terms = tagTerms(sentence);
    return [...findVerblessClauses(sentence, terms), ...findPronounNouns(sentence, terms), ...findTitleCasePhrases(sentence, terms, names)];
  });
}
