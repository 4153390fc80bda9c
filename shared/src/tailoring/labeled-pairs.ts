/// <reference types="node" />
/**
 * Test and bench support (imported by tests and quality suites only; uses node:fs): the measure of the
 * match report on the labeled corpus's 16 resume × job pairs (shared fixtures, labeled/pairs.json; its
 * README holds the schema). Each job is read the way the product reads it — a .txt posting as pasted text,
 * an .html page through the job extractor (a `Document` maker is passed in, so this module needs no DOM
 * library) — then its requirements once (job-details.ts), and the resume (its .txt form, else its text
 * built from the labels) is tailored to it with `tailorResume`.
 *
 * Matching rule (an ask of the labels ↔ an item of the report). An ask matches an item of its kind
 * (skill and certification asks: skill items; degree asks: education and skill items; years asks: years
 * items) when, after folding case, accents and punctuation to single spaces,
 *   1. one of the item's names (the posting's wording `jobTerm`, or `requirement`) and the ask phrase
 *      contain each other, word for word (either way); or
 *   2. the ask phrase names the item's skill (the vocabulary finds `requirement` in the ask); or
 *   3. their content words overlap by at least half of each side's words, not counting words such as
 *      "certification", "license", "systems" or "management" that two different asks share.
 * Then, per pair: a `met` ask is recalled when a matched item is met, a false gap when its only matches are
 * gaps and the report lists one; a `gaps` ask is recalled when a matched item is a gap the report lists (a gap item the report
 * leaves out of its gap list is not shown to the user as one), a false met when every matched item is met
 * ("PLC troubleshooting" is recalled as a gap when "PLC" is a gap even though "Troubleshooting" is met).
 * Every gap the report lists (gaps + moreGaps) that matches no `gaps` ask is a false gap too (a met ask,
 * a not-ask or noise). A `not_asks` phrase is reported when an item the user sees (met, or a listed gap)
 * that matches no ask names it.
 */
import { readFileSync, existsSync } from 'node:fs';
import { sharedFixturePath } from '../testing/fixtures';
import { extractJobPosting } from '../jobs/extract-job';
import { htmlToText, textToHtml } from '../jobs/html-text';
import { readRequirements } from '../jobs/job-details';
import { contentStems } from './concepts';
import { tailorResume } from './engine';
import type { MatchItem, TailoringResult } from './report-types';
import { labeledResumeText, type LabeledResumeFields } from './labeled-resume-text';
import { findSkills } from './skill-matcher';

interface LabeledAsk {
  ask: string;
  kind: 'skill' | 'certification' | 'degree' | 'years';
  preferred: boolean;
}

interface LabeledPair {
  resume: string;
  job: string;
  met: LabeledAsk[];
  gaps: LabeledAsk[];
}

export interface LabeledJob {
  title: string;
  company: string;
  location: string;
  not_asks: string[];
}

export interface PairMeasure {
  readonly pair: string;
  readonly metAsks: number;
  readonly metRecalled: number;
  readonly gapAsks: number;
  readonly gapRecalled: number;
  readonly reportedGaps: number;
  readonly falseMet: string[];
  /** Labeled met asks the report lists as gaps, and listed gaps that are no labeled gap. */
  readonly falseGaps: string[];
  readonly missedMet: string[];
  readonly missedGaps: string[];
  readonly notAsksReported: string[];
  readonly result: TailoringResult;
}

export interface MatchReportMeasure {
  readonly pairs: PairMeasure[];
  /** Shares 0-1. */
  readonly metRecall: number;
  readonly gapRecall: number;
  readonly falseGapRate: number;
  readonly falseMet: number;
  readonly notAsksReported: number;
}

/** Folded words of a phrase, padded with spaces for word-for-word containment. */
function folded(s: string): string {
  return ` ${s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9+#]+/g, ' ').trim()} `;
}

function namesOf(item: MatchItem): string[] {
  return [item.jobTerm, item.requirement, ...(item.covers ?? [])].filter((n): n is string => typeof n === 'string' && n.trim() !== '');
}

/** Words two phrases may share without naming one thing ("BLS certification", "BCPS certification"). */
const GENERIC_STEMS = new Set(['certification', 'certif', 'certificat', 'licens', 'license', 'system', 'management', 'manag', 'design', 'work', 'tool']);

/** The matching rule of the module comment. */
export function phraseMatchesItem(phrase: string, item: MatchItem, overlap = true): boolean {
  const p = folded(phrase);
  const pStems = new Set(contentStems(phrase));
  for (const name of namesOf(item)) {
    const n = folded(name);
    if (n.trim() === '' || p.trim() === '') continue;
    if (p.includes(n) || n.includes(p)) return true;
    if (!overlap) continue;
    const nStems = contentStems(name);
    const shared = nStems.filter((s) => pStems.has(s) && !GENERIC_STEMS.has(s)).length;
    if (shared > 0 && shared * 2 >= nStems.length && shared * 2 >= pStems.size) return true;
  }
  return item.kind === 'skill' && findSkills(phrase, 'lenient').some((m) => m.skill === item.requirement);
}

function askMatches(ask: LabeledAsk, item: MatchItem): boolean {
  if (ask.kind === 'years') return item.kind === 'years';
  if (ask.kind === 'degree') return item.kind === 'education' || (item.kind === 'skill' && phraseMatchesItem(ask.ask, item));
  // A skill the report folds into the years item ("3+ years of HR generalist experience") is shown there.
  if (item.kind === 'years' && ask.kind === 'skill' && (item.covers ?? []).some((c) => phraseMatchesItem(ask.ask, { ...item, kind: 'skill', jobTerm: c, requirement: c }))) return true;
  return item.kind === 'skill' && phraseMatchesItem(ask.ask, item);
}

function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(sharedFixturePath(...parts), 'utf8')) as T;
}

/** The job as the product holds it once resolved: title, company, description and its requirements. */
export function readJob(slug: string, label: LabeledJob, documentOf: (html: string) => Document) {
  const htmlPath = sharedFixturePath('labeled', 'jobs', `${slug}.html`);
  if (existsSync(htmlPath)) {
    const page = extractJobPosting(documentOf(readFileSync(htmlPath, 'utf8')), `https://example.com/jobs/${slug}`);
    if (!page) throw new Error(`no job read from ${slug}.html`);
    const { title, company, location, skills, experience, education } = page;
    const description = htmlToText(page.descriptionHtml);
    return { job: { title, company, location, description, skills, experience, education }, reading: readRequirements({ title, company, location, description, skills, experience, education }) };
  }
  // Pasted text: kept as the product keeps it (text → HTML → text), with the title and company the user types.
  const description = htmlToText(textToHtml(readFileSync(sharedFixturePath('labeled', 'jobs', `${slug}.txt`), 'utf8')));
  const job = { title: label.title, company: label.company, location: label.location, description };
  return { job, reading: readRequirements(job) };
}

export function readResume(slug: string): string {
  const txt = sharedFixturePath('labeled', `${slug}.txt`);
  if (existsSync(txt)) return readFileSync(txt, 'utf8');
  return labeledResumeText(readJson<LabeledResumeFields>('labeled', `${slug}.expected.json`));
}

function measurePair(pair: LabeledPair, documentOf: (html: string) => Document): PairMeasure {
  const label = readJson<LabeledJob>('labeled', 'jobs', `${pair.job}.expected.json`);
  const { job, reading } = readJob(pair.job, label, documentOf);
  const result = tailorResume({ resumeText: readResume(pair.resume), job, requirements: reading.requirements, now: '2026-06-01' });
  const items = result.match.items;
  const listed = new Set([...result.match.gaps, ...result.match.moreGaps]);
  const listedGaps = items.filter((i) => i.status === 'gap' && listed.has(i.requirement));
  const matches = (a: LabeledAsk) => items.filter((i) => askMatches(a, i));
  const out = { metRecalled: 0, gapRecalled: 0, falseMet: [] as string[], falseGaps: [] as string[], missedMet: [] as string[], missedGaps: [] as string[] };
  for (const a of pair.met) {
    const m = matches(a);
    if (m.some((i) => i.status === 'met')) out.metRecalled++;
    else if (m.some((i) => listedGaps.includes(i))) out.falseGaps.push(`${a.ask} (met ask)`);
    else out.missedMet.push(a.ask);
  }
  for (const a of pair.gaps) {
    const m = matches(a);
    if (m.length > 0 && m.every((i) => i.status === 'met')) out.falseMet.push(a.ask);
    else if (m.some((i) => listedGaps.includes(i))) out.gapRecalled++;
    else out.missedGaps.push(a.ask);
  }
  const metAskItems = new Set(pair.met.flatMap((a) => matches(a)));
  for (const g of listedGaps) {
    if (pair.gaps.some((a) => askMatches(a, g))) continue;
    if (!metAskItems.has(g)) out.falseGaps.push(`${g.jobTerm ?? g.requirement} (listed)`);
  }
  const allAsks = [...pair.met, ...pair.gaps];
  // What the user sees: the met items and the listed gaps (a gap item left off the list is shown nowhere).
  const unasked = items.filter((i) => (i.status === 'met' || listedGaps.includes(i)) && !allAsks.some((a) => askMatches(a, i)));
  // A not-ask is one named thing ("Ledgerly Payments"): reported when an item names it (rules 1 and 2), not
  // when an item merely shares a word with it ("failed payments").
  const notAsksReported = label.not_asks.filter((n) => unasked.some((i) => phraseMatchesItem(n, i, false)));
  return {
    pair: `${pair.resume.slice(0, 2)}×${pair.job.slice(0, 2)}`,
    metAsks: pair.met.length,
    gapAsks: pair.gaps.length,
    reportedGaps: listedGaps.length,
    notAsksReported,
    result,
    ...out,
  };
}

/** Tailors each labeled pair and measures its match report against the labels. */
export function measureMatchReport(documentOf: (html: string) => Document): MatchReportMeasure {
  const pairs = readJson<LabeledPair[]>('labeled', 'pairs.json').map((p) => measurePair(p, documentOf));
  const sum = (f: (p: PairMeasure) => number) => pairs.reduce((n, p) => n + f(p), 0);
  const gapsShown = sum((p) => p.reportedGaps + p.falseGaps.filter((g) => g.endsWith('(met ask)')).length);
  return {
    pairs,
    metRecall: sum((p) => p.metRecalled) / Math.max(1, sum((p) => p.metAsks)),
    gapRecall: sum((p) => p.gapRecalled) / Math.max(1, sum((p) => p.gapAsks)),
    falseGapRate: sum((p) => p.falseGaps.length) / Math.max(1, gapsShown),
    falseMet: sum((p) => p.falseMet.length),
    notAsksReported: sum((p) => p.notAsksReported.length),
  };
}

const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;

/** The measure as a table a person reads (per pair, then the totals). */
export function formatMatchReportTable(m: MatchReportMeasure): string {
  const rows = m.pairs.map(
    (p) =>
      `${p.pair.padEnd(6)} met ${p.metRecalled}/${p.metAsks}  gaps ${p.gapRecalled}/${p.gapAsks}  false gaps ${p.falseGaps.length}  false met ${p.falseMet.length}  not_asks ${p.notAsksReported.length}` +
      [
        p.missedMet.length ? `\n    met ask not reported: ${p.missedMet.join('; ')}` : '',
        p.missedGaps.length ? `\n    gap ask not reported: ${p.missedGaps.join('; ')}` : '',
        p.falseGaps.length ? `\n    false gaps: ${p.falseGaps.join('; ')}` : '',
        p.falseMet.length ? `\n    false met: ${p.falseMet.join('; ')}` : '',
        p.notAsksReported.length ? `\n    not_asks reported: ${p.notAsksReported.join('; ')}` : '',
      ].join(''),
  );
  const totals = `met recall ${pct(m.metRecall)} | gap recall ${pct(m.gapRecall)} | false gaps ${pct(m.falseGapRate)} | false met ${m.falseMet} | not_asks reported ${m.notAsksReported}`;
  return [...rows, totals].join('\n');
}
