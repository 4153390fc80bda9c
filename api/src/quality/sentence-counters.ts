/**
 * Counters over the sentences the writers wrote (texts.ts says which), and the claim counter over the
 * whole texts:
 * - stock sentences: a sentence holding a phrase of this measure's own list (stock-phrases.ts);
 * - grammar faults: shared text/grammar.ts `findGrammarFaults` (the part-of-speech check), with the
 *   job's title and company, the user's name, titles, employers and skills as names it may capitalise; a
 *   resume summary read with the subject resume style leaves out;
 * - Title Case job terms: a term of the job's requirements that the posting writes in lower case (a
 *   common noun there, "inventory control") written Title Case inside a sentence ("Inventory Control");
 * - unsupported claims (labeled pairs): a `must_not_claim` item in an output, whole phrase, case folded,
 *   counted only when the resume's text does not hold the phrase.
 */
import { titleInProse, withoutTitleMentions } from '@jobapp/shared/text/company-name';
import { soughtTitle } from '@jobapp/shared/linkedin/about-person';
import { companyFactNames, statementNames } from '@jobapp/shared/cover-letters/generate';
import { findGrammarFaults, type GrammarFault } from '@jobapp/shared/text/grammar';
import { splitSentences } from '@jobapp/shared/text/sentences';
import type { Example } from './figures';
import type { QualityPair } from './corpus';
import { findStockPhrases } from './stock-phrases';
import type { Sentence } from './texts';

export function findStockSentences(sentences: readonly Sentence[]): Example[] {
  return sentences.flatMap((s) => {
    const found = findStockPhrases(s.text);
    return found.length === 0 ? [] : [{ counter: 'stock sentences', where: `${s.where} [${found.join(', ')}]`, text: s.text }];
  });
}

/** Names a sentence may capitalise mid-sentence: the job's and the user's own proper names and skills. */
export function namesOf(pair: QualityPair): string[] {
  const doc = pair.resume.document;
  return [
    pair.job.title,
    titleInProse(pair.job.title),
    // The title as the LinkedIn About's closing says it ("Technical Support Engineer" of "… Engineer- Remote").
    soughtTitle(pair.job.title),
    pair.job.company,
    doc.contact.name,
    ...doc.experience.flatMap((e) => [e.title, e.employer]),
    ...doc.education.flatMap((e) => [e.degree, e.institution]),
    ...doc.projects.map((p) => p.name),
    ...doc.skills.flatMap((g) => g.items),
    ...doc.certifications.map((c) => c.text),
    // The names the resume's statements write (the letter writer allows them the same way).
    ...statementNames(doc),
    // The names the posting gives in what it says of the company ("makes Sunfold Crisps and Harvest Bites"), as the letter writer allows them.
    ...companyFactNames(pair.job.description, pair.job.company),
  ].filter((n) => n.trim() !== '');
}

/** The tagger's answers by names and sentence: the templates' letters for one pair share many sentences. */
const grammarCache = new WeakMap<readonly string[], Map<string, GrammarFault[]>>();

function grammarFaultsOf(text: string, names: readonly string[]): GrammarFault[] {
  let byText = grammarCache.get(names);
  if (!byText) grammarCache.set(names, (byText = new Map()));
  let faults = byText.get(text);
  if (!faults) byText.set(text, (faults = findGrammarFaults(text, { names })));
  return faults;
}

/**
 * A resume summary's sentence read as a recruiter reads it, with the subject resume style leaves out
 * ("Registered nurse with 11 years …" is "She is a registered nurse …"; "At X, leads …" is "At X, she
 * leads …"): the readings the check tries, the sentence as written first.
 */
export function impliedSubjectReadings(sentence: string): string[] {
  const s = sentence.trim();
  const lead = /^((?:At|In)\s[^,]+,\s+)(\p{Ll}.*)$/su.exec(s);
  if (lead) return [s, `${lead[1] ?? ''}she ${lead[2] ?? ''}`];
  const lowered = `${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  return [s, `She ${lowered}`, `She is a ${lowered}`];
}

function faultsOfSummary(summary: string, names: readonly string[]): GrammarFault[] {
  return splitSentences(summary).flatMap((sentence) => {
    const readings = impliedSubjectReadings(sentence).map((text) => grammarFaultsOf(text, names));
    return readings.reduce((fewest, faults) => (faults.length < fewest.length ? faults : fewest));
  });
}

/**
 * Grammar faults of each passage or sentence; a statement without end punctuation is read with a full stop.
 * A resume summary is read with its implied subject (`impliedSubjectReadings`).
 */
export function findGrammarFaultsIn(sentences: readonly Sentence[], names: readonly string[]): Example[] {
  return sentences.flatMap((s) => {
    const text = /[.!?]["”)]?$/.test(s.text.trim()) ? s.text : `${s.text.trim()}.`;
    const faults = s.writer === 'resume' && s.where.endsWith(' summary') ? faultsOfSummary(text, names) : grammarFaultsOf(text, names);
    return faults.map((f) => ({ counter: 'grammar faults', where: `${s.where} [${f.kind}: ${f.detail}]`, text: f.sentence }));
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isTitleCase = (phrase: string) => phrase.split(/\s+/).every((w) => /^[\p{Lu}\d]/u.test(w)) && /\p{Ll}/u.test(phrase);

/**
 * The job's terms the posting uses as common nouns: written in lower case more often than capitalised
 * inside a sentence ("inventory control" yes; "Python", written "Python" but once "(python)", no).
 */
export function commonJobTerms(pair: QualityPair): string[] {
  const description = maskNames(pair.requirements.descriptionText, [pair.job.title, pair.job.company]);
  const terms = new Set<string>();
  for (const r of pair.requirements.skills) {
    for (const term of [r.jobTerm, r.skill]) {
      const t = term.trim().toLowerCase();
      if (t.length < 4 || !/\p{L}/u.test(t) || terms.has(t)) continue;
      let lower = 0;
      let capitalised = 0;
      for (const m of description.matchAll(phrasePattern(t, 'giu'))) {
        if (m[0] === t) lower++;
        else if (isTitleCase(m[0]) && !/(?:^|[\n:.!?•*-])\s*$/.test(description.slice(0, m.index))) capitalised++;
      }
      if (lower > capitalised) terms.add(t);
    }
  }
  return [...terms];
}

/** Proper names a sentence may write capitalised: the job's title and company, the user's titles, employers, schools, degrees and certifications. */
export function properNamesOf(pair: QualityPair): string[] {
  const doc = pair.resume.document;
  return [
    pair.job.title,
    titleInProse(pair.job.title),
    // The title as the LinkedIn About's closing says it ("Technical Support Engineer" of "… Engineer- Remote").
    soughtTitle(pair.job.title),
    pair.job.company,
    ...doc.experience.flatMap((e) => [e.title, e.employer]),
    ...doc.education.flatMap((e) => [e.degree, e.institution]),
    ...doc.certifications.flatMap((c) => [c.text, certificateName(c.text)]),
  ].filter((n) => n.trim().length >= 3);
}

/** A certification statement's name: "Project Management Professional (PMP), PMI, 2021" → "Project Management Professional". */
function certificateName(statement: string): string {
  return statement.split(/\s*(?:[,(|;]|\s[–—-]\s)/)[0]?.trim() ?? '';
}

/** The text with every occurrence of the names (case folded) blanked out, longest names first. */
export function maskNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(escape(name.trim()), 'giu'), (m) => '_'.repeat(m.length));
  }
  return out;
}

/** Sentences writing a common job term in Title Case inside the sentence (proper names in `names` masked first). */
export function findTitleCaseTerms(sentences: readonly Sentence[], terms: readonly string[], names: readonly string[] = []): Example[] {
  const patterns = terms.map((t) => phrasePattern(t, 'giu'));
  return sentences.flatMap((s) => {
    const text = maskNames(s.text.replace(/^[\s•·*-]+/, ''), names);
    const hits = patterns.flatMap((re) =>
      [...text.matchAll(re)]
        .filter((m) => {
          const before = text.slice(0, m.index).trimEnd();
          return before !== '' && !/[:.!?"“(]$/.test(before) && isTitleCase(m[0]);
        })
        .map((m) => m[0]),
    );
    return hits.length === 0 ? [] : [{ counter: 'Title Case job terms mid-sentence', where: `${s.where} [${[...new Set(hits)].join(', ')}]`, text: s.text }];
  });
}

/** Whole phrase, case folded, not inside a longer word. */
function phrasePattern(phrase: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase.trim())}(?![\\p{L}\\p{N}])`, flags);
}

function holdsPhrase(text: string, phrase: string): boolean {
  return phrasePattern(phrase, 'iu').test(text);
}

const wordsFolded = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Whether an occurrence of `phrase` at `index` only reports the posting: the phrase with the two words
 * before it, or the two after it, is the posting's own wording ("a three-time Magnet-designated",
 * "Sunfold Crisps and Harvest"); three words at least.
 */
function quotesPosting(text: string, index: number, phrase: string, posting: string): boolean {
  const before = text.slice(0, index).split(/\s+/).filter(Boolean).slice(-2).join(' ');
  const after = text.slice(index + phrase.length).split(/\s+/).filter(Boolean).slice(0, 2).join(' ');
  const found = (words: string) => words.split(' ').length >= 3 && ` ${posting} `.includes(` ${words} `);
  return found(wordsFolded(`${before} ${phrase}`)) || found(wordsFolded(`${phrase} ${after}`));
}

/**
 * Outputs naming a `must_not_claim` item the resume does not hold. Not a claim: the item inside the job's
 * title or the company's name ("applying for the Registered Nurse position"), or inside the posting's own
 * words reported as such.
 */
export function findUnsupportedClaims(pair: QualityPair, texts: readonly { where: string; text: string }[]): Example[] {
  const items = pair.mustNotClaim.filter((item) => !holdsPhrase(pair.resume.text, item));
  const posting = wordsFolded(pair.job.description);
  return texts.flatMap((t) => {
    const text = maskNames(withoutTitleMentions(t.text, pair.job.title), [pair.job.title, pair.job.company]);
    return items
      .filter((item) => [...text.matchAll(phrasePattern(item, 'giu'))].some((m) => !quotesPosting(text, m.index, m[0], posting)))
      .map((item) => ({ counter: 'unsupported claims', where: `${t.where} [${item}]`, text: sentenceAround(t.text, item) }));
  });
}

/** The line of `text` that holds `phrase` (the offending sentence, for the examples). */
function sentenceAround(text: string, phrase: string): string {
  const line = text.split('\n').find((l) => holdsPhrase(l, phrase)) ?? '';
  return line.length > 240 ? `${line.slice(0, 237)}…` : line;
}
