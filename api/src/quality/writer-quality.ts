/**
 * The writers' quality measure (issue 22, point 7: "Measured, not hoped"): every writer — the tailored
 * resume, the match report, the letters in all 15 templates, the LinkedIn profile — run on the labeled
 * pairs and the fixture pairs (corpus.ts), and counted (README.md lists the counters and their rules).
 * No test framework here: the CI suite (writer-quality.test.ts) and the bench CLI (bench/writer-quality.ts)
 * both call `measureWriterQuality()`.
 */
import { measureMatchReport } from '@jobapp/shared/tailoring/labeled-pairs';
import { documentOfHtml, fixturePairs, labeledPairs, type CorpusName, type QualityPair } from './corpus';
import type { Example, Figure, Writer } from './figures';
import { countSharedSentences, findLengthMisses, findMisplacedAlso, findOrphanParagraphs, findQuotedResume, findUnnamedTransfers, findRepeatedEmployers, findRepeatedLinks, findRolesOutOfOrder, findLegalForms, findUnsignedLetters, findRetoldStatements, retoldStatements, RETOLD_CEILING } from './letter-counters';
import { findAboutBulletCopies, findAboutStatementRepeats, findBulletsInHeadlines, findHeadlineRepetitions, findLongHeadlines, findPastedBulletHeadlines, findTitlesAmongSkills } from './profile-counters';
import { commonJobTerms, findGrammarFaultsIn, findStockSentences, findTitleCaseTerms, findUnsupportedClaims, namesOf, properNamesOf } from './sentence-counters';
import { findStockFrames } from './stock-phrases';
import { findNotesNotQuotingUser, findObjectivesBeforeClosing, findSentencesLeftOutAsNotFirstPerson } from './about-note-counters';
import { aboutSentences, letterSentences, resumeSentences, writtenPassages, writtenTexts, type Sentence } from './texts';
import { writePair, type WrittenPair } from './writers';

export type { Example, Figure, Writer } from './figures';

export interface ExampleRow extends Example {
  writer: Writer;
  corpus: CorpusName;
}

export interface WriterQuality {
  figures: Figure[];
  examples: ExampleRow[];
  pairs: { labeled: number; fixture: number };
  letters: number;
  seconds: number;
}

export interface MeasureOptions {
  /** Which corpora to run (both by default). */
  corpora?: readonly CorpusName[];
}

class Tally {
  readonly figures: Figure[] = [];
  readonly examples: ExampleRow[] = [];
  constructor(private readonly corpus: CorpusName) {}

  /** A counter whose figure is the number of its examples. */
  count(writer: Writer, counter: string, examples: readonly Example[], of?: number): void {
    this.figures.push({ counter, writer, corpus: this.corpus, value: examples.length, unit: 'count', ...(of !== undefined ? { of } : {}) });
    for (const e of examples) this.examples.push({ ...e, counter, writer, corpus: this.corpus });
  }

  figure(f: Omit<Figure, 'corpus'>): void {
    this.figures.push({ ...f, corpus: this.corpus });
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

interface Tagged {
  s: Sentence;
  pair: QualityPair;
}

/** The label-free counters of one writer's sentences; grammar reads the writer's passages (texts.ts). */
function countSentences(t: Tally, writer: Writer, sentences: readonly Tagged[], passages: readonly Tagged[]): void {
  const plain = sentences.map((x) => x.s);
  t.count(writer, 'stock sentences', findStockSentences(plain), plain.length);
  t.count(writer, 'grammar faults', passages.flatMap((x) => findGrammarFaultsIn([x.s], namesOfPair(x.pair))), plain.length);
  t.count(writer, 'Title Case job terms mid-sentence', sentences.flatMap((x) => findTitleCaseTerms([x.s], jobTermsOfPair(x.pair), properNamesOfPair(x.pair))), plain.length);
}

/** A per-pair list worked out once (the same array each time, so the grammar cache keys on it). */
function perPair(make: (pair: QualityPair) => string[]): (pair: QualityPair) => string[] {
  const cache = new WeakMap<QualityPair, string[]>();
  return (pair) => {
    let value = cache.get(pair);
    if (!value) cache.set(pair, (value = make(pair)));
    return value;
  };
}
/**
 * Items the report lists as left out although every word of them is still in the tailored text (a column the
 * reader laid out again, a word a line wrap split): the user is told something is missing when nothing is.
 */
function findHeldLeftOut(w: WrittenPair): Example[] {
  const heldWords = wordsOf(w.tailoring.text);
  const held = new Set(heldWords);
  return w.tailoring.match.leftOut
    .filter((item) => {
      const words = wordsOf(item);
      // A half of a word split at a line end ("… bank recon-", "ciliations for …") is held inside the whole word.
      const half = (word: string, i: number) =>
        (i === words.length - 1 && /-\s*$/.test(item) && heldWords.some((h) => h.startsWith(word))) || (i === 0 && /^\W*\p{Ll}/u.test(item) && heldWords.some((h) => h.endsWith(word)));
      return words.length > 0 && words.every((word, i) => held.has(word) || half(word, i));
    })
    .map((item) => ({ counter: '', where: w.pair.key, text: item }));
}
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const namesOfPair = perPair(namesOf);
const properNamesOfPair = perPair(properNamesOf);
const jobTermsOfPair = perPair(commonJobTerms);

function measureCorpus(corpus: CorpusName, written: readonly WrittenPair[]): Tally {
  const t = new Tally(corpus);
  const tagged = (f: (w: WrittenPair) => Sentence[]) => written.flatMap((w) => f(w).map((s) => ({ s, pair: w.pair })));
  const passages = (writer: Writer) => written.flatMap((w) => writtenPassages(w).filter((p) => p.writer === writer).flatMap((p) => p.passages.map((s) => ({ s, pair: w.pair }))));
  const letterCount = written.reduce((n, w) => n + w.letters.length, 0);

  // Tailored resume.
  countSentences(t, 'resume', tagged(resumeSentences), passages('resume'));
  t.count('resume', 'left-out lines the tailored text still holds', written.flatMap(findHeldLeftOut), written.reduce((n, w) => n + w.tailoring.match.leftOut.length, 0));

  // Letters.
  const perLetter = written.flatMap((w) => w.letters.map((l) => ({ pair: w.pair, sentences: letterSentences(w.pair.key, l) })));
  countSentences(t, 'letter', perLetter.flatMap((l) => l.sentences.map((s) => ({ s, pair: l.pair }))), passages('letter'));
  const frames = findStockFrames(perLetter.map((l) => l.sentences.map((s) => s.text)));
  t.count('letter', `stock frames (opening ≥ 30 % of letters)`, frames.map((f) => ({ counter: '', where: `${Math.round(f.share * 100)} % of ${letterCount} letters`, text: `${f.frame} …` })));
  const shared = written.map(countSharedSentences);
  const sharedExamples = shared.flatMap((s) => s.examples);
  t.count('letter', 'template pairs sharing > 20 % of sentences', sharedExamples.filter((e) => e.counter.startsWith('letter template')), written.reduce((n, w) => n + (w.letters.length * (w.letters.length - 1)) / 2, 0));
  t.figure({ writer: 'letter', counter: 'largest share two templates have in common', value: round1(Math.max(0, ...shared.map((s) => s.maxShare)) * 100), unit: '%' });
  t.count('letter', 'sentences in more than two templates', sharedExamples.filter((e) => e.counter.startsWith('sentences in')));
  t.count('letter', 'unsigned letters', written.flatMap(findUnsignedLetters), letterCount);
  t.count('letter', 'letters quoting the resume', written.flatMap(findQuotedResume), letterCount);
  t.count('letter', 'letters outside the template length', written.flatMap(findLengthMisses), letterCount);
  t.count('letter', 'paragraphs naming one employer 3+ times', written.flatMap(findRepeatedEmployers));
  t.count('letter', 'paragraphs repeating a linking phrase', written.flatMap(findRepeatedLinks));
  t.count('letter', 'paragraphs going back to a later role', written.flatMap(findRolesOutOfOrder));
  t.count('letter', 'letters naming a company with its legal form', written.flatMap(findLegalForms), letterCount);
  // What a recruiter's read of the letters counted (issue 22, "would I send it as it is?").
  t.count('letter', 'letters whose first proof says "also"', written.flatMap(findMisplacedAlso), letterCount);
  t.count('letter', 'one-sentence paragraphs between opening and close', written.flatMap(findOrphanParagraphs));
  t.count('letter', 'career-change sentences naming nothing carried over', written.flatMap(findUnnamedTransfers));
  // Resume statements retold in the first person, per letter: the letter chooses its proofs (TOLD_STATEMENTS).
  const retold = written.flatMap(retoldStatements);
  t.figure({ writer: 'letter', counter: 'most resume statements retold in one letter', value: Math.max(0, ...retold.map((r) => r.count)), unit: 'count' });
  t.figure({ writer: 'letter', counter: 'resume statements retold per letter (mean)', value: round1(retold.reduce((n, r) => n + r.count, 0) / Math.max(1, retold.length)), unit: 'count' });
  t.count('letter', `letters retelling more than ${RETOLD_CEILING} resume statements`, written.flatMap(findRetoldStatements), letterCount);

  // LinkedIn.
  countSentences(t, 'linkedin', tagged(aboutSentences), passages('linkedin'));
  const headlines = written.reduce((n, w) => n + w.linkedin.headlines.length, 0);
  t.count('linkedin', 'headlines over 220 characters', written.flatMap(findLongHeadlines), headlines);
  t.count('linkedin', 'headline repetitions', written.flatMap(findHeadlineRepetitions), headlines);
  t.count('linkedin', 'resume bullets pasted into a headline', written.flatMap(findBulletsInHeadlines), headlines);
  t.count('linkedin', 'About sentences equal to an Experience bullet', written.flatMap(findAboutBulletCopies));
  t.count('linkedin', 'About sentences repeating the Experience', written.flatMap(findAboutStatementRepeats));
  t.count('linkedin', 'headlines with a pasted bullet', written.flatMap(findPastedBulletHeadlines), headlines);
  t.count('linkedin', 'titles among skills', written.flatMap(findTitlesAmongSkills), written.reduce((n, w) => n + w.linkedin.skills.length, 0));
  t.count('linkedin', "left-out notes not quoting the user's words", written.flatMap(findNotesNotQuotingUser));
  t.count('linkedin', 'user sentences left out as not first-person', written.flatMap(findSentencesLeftOutAsNotFirstPerson));
  t.count('linkedin', 'About sentences saying what the user seeks before its closing', written.flatMap(findObjectivesBeforeClosing));

  // Unsupported claims (labeled pairs: their must_not_claim items).
  if (corpus === 'labeled') {
    const claims = written.flatMap((w) => writtenTexts(w).map((x) => ({ ...x, pair: w.pair })));
    for (const writer of ['resume', 'letter', 'linkedin'] as const) {
      t.count(writer, 'unsupported claims', claims.filter((c) => c.writer === writer).flatMap((c) => findUnsupportedClaims(c.pair, [c])));
    }
  }

  // Timing (bench figures; the CI suite does not assert them).
  t.figure({ writer: 'resume', counter: 'tailoring p95', value: round1(percentile(written.map((w) => w.tailoringMs), 95)), unit: 'ms' });
  t.figure({ writer: 'letter', counter: 'one letter p95', value: round1(percentile(written.flatMap((w) => w.letters.map((l) => l.ms)), 95)), unit: 'ms' });
  return t;
}

const MATCH_NOTE = 'measureMatchReport (shared tailoring/labeled-pairs.ts): its own resume read (the .txt form, else the text built from the labels) and matching rule';

/** The match report on the labeled pairs, by the tailoring's own measure of it. */
function measureMatch(t: Tally): void {
  const m = measureMatchReport(documentOfHtml);
  const pct = (x: number) => round1(x * 100);
  t.figure({ writer: 'match', counter: 'met asks reported met', value: pct(m.metRecall), unit: '%', note: MATCH_NOTE });
  t.figure({ writer: 'match', counter: 'gap asks reported as gaps', value: pct(m.gapRecall), unit: '%', note: MATCH_NOTE });
  t.figure({ writer: 'match', counter: 'false gaps (and noise) among gaps shown', value: pct(m.falseGapRate), unit: '%', note: MATCH_NOTE });
  t.figure({ writer: 'match', counter: 'false met', value: m.falseMet, unit: 'count', note: MATCH_NOTE });
  t.figure({ writer: 'match', counter: 'not_asks reported as requirements', value: m.notAsksReported, unit: 'count', note: MATCH_NOTE });
  for (const p of m.pairs) {
    for (const g of p.falseGaps) t.examples.push({ counter: 'false gaps (and noise) among gaps shown', where: p.pair, text: g, writer: 'match', corpus: 'labeled' });
    for (const g of p.falseMet) t.examples.push({ counter: 'false met', where: p.pair, text: g, writer: 'match', corpus: 'labeled' });
    for (const n of p.notAsksReported) t.examples.push({ counter: 'not_asks reported as requirements', where: p.pair, text: n, writer: 'match', corpus: 'labeled' });
  }
}

/** Runs every writer on both corpora and counts (see the module comment). */
export async function measureWriterQuality(options: MeasureOptions = {}): Promise<WriterQuality> {
  const started = performance.now();
  const corpora = options.corpora ?? ['labeled', 'fixture'];
  const out: WriterQuality = { figures: [], examples: [], pairs: { labeled: 0, fixture: 0 }, letters: 0, seconds: 0 };
  for (const corpus of corpora) {
    const pairs = corpus === 'labeled' ? await labeledPairs() : await fixturePairs();
    const written = pairs.map(writePair);
    const t = measureCorpus(corpus, written);
    if (corpus === 'labeled') measureMatch(t);
    out.figures.push(...t.figures);
    out.examples.push(...t.examples);
    out.pairs[corpus] = pairs.length;
    out.letters += written.reduce((n, w) => n + w.letters.length, 0);
  }
  out.seconds = round1((performance.now() - started) / 1000);
  return out;
}
