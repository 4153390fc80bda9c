/**
 * The grammar check the model's edits pass (edit-checks.ts takes it as a GrammarCheck): the shared
 * part-of-speech check (shared/src/text/grammar.ts findGrammarFaults: 'no-verb', 'pronoun-noun',
 * 'title-case-mid-sentence'; server only, it loads full compromise) with two corrections for resume
 * statements, which seldom end in a full stop and open with a bare past-tense verb:
 * - its 'no-verb' is not trusted for a sentence that opens with a known action verb (the tagger reads
 *   "Cut report query time by 40%" as a noun phrase);
 * - a statement or a clause after ';' with no verb form at all is 'no-verb' even where the tagger finds one ("REST APIs in
 *   Python for 2 million requests a day": it tags "REST" a verb). A verb form is a known action verb
 *   (shared resume/verbs.ts), a common auxiliary or irregular past, or a word in -ed.
 */
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { isActionVerb } from '@jobapp/shared/resume/verbs';
import { findSkills } from '@jobapp/shared/tailoring/skill-matcher';
import { findGrammarFaults } from '@jobapp/shared/text/grammar';
import type { GrammarCheck, GrammarFault } from './edit-checks';

const COMMON_VERBS = new Set(
  `is are was were be been being am has have had do does did can could will would may might must shall should
  made make makes took take takes became become becomes kept keep keeps gave give gives got get gets began begin
  went go goes saw see sees grew brought bring brings held hold holds built led ran won wrote sold taught oversaw
  spent spend spends met meet meets`.split(/\s+/),
);

function isVerbWord(word: string): boolean {
  const lower = word.toLowerCase();
  return COMMON_VERBS.has(lower) || isActionVerb(lower) || (lower.length > 4 && /[^e]ed$|[^aeiou]ied$|ised$|ized$/.test(lower));
}

function wordsOf(text: string): string[] {
  return text.match(/\p{L}[\p{L}'-]*/gu) ?? [];
}

/** 'no-verb' for each clause (split at ';') with no verb form at all. */
export function findVerbFaults(text: string): GrammarFault[] {
  return text
    .split(';')
    .map(wordsOf)
    .filter((words) => words.length > 0 && !words.some(isVerbWord))
    .map(() => ({ kind: 'no-verb' }));
}

function opensWithActionVerb(sentence: string): boolean {
  const first = wordsOf(sentence)[0];
  return first !== undefined && (isActionVerb(first) || COMMON_VERBS.has(first.toLowerCase()));
}

/** The resume's headline, titles, employers, schools, places and projects. */
export function entryNamesOf(document: ResumeDocument): string[] {
  const entries = [
    document.headline,
    ...document.experience.flatMap((e) => [e.title, e.employer, e.location]),
    ...document.education.flatMap((e) => [e.degree, e.institution, e.location]),
    ...document.projects.map((p) => p.name),
  ];
  return [...new Set(entries.map((name) => name.trim()).filter(Boolean))];
}

/** The names a resume may capitalise mid-sentence: its entries' names and its tools. */
export function namesOf(resumeText: string, document: ResumeDocument): string[] {
  return [...new Set([...entryNamesOf(document), ...findSkills(resumeText, 'lenient').map((m) => m.surface.trim())])];
}

/** The grammar check of one edit, with the resume's names allowed in capitals. */
export function editGrammarFor(names: readonly string[]): GrammarCheck {
  return (text) => {
    const trimmed = text.trim();
    const sentence = /[.!?]["'”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
    const tagged = findGrammarFaults(sentence, { names }).filter((f) => f.kind !== 'no-verb' || !opensWithActionVerb(f.sentence));
    return [...tagged, ...findVerbFaults(trimmed)];
  };
}
