/// <reference types="node" />
/**
 * What the tailored resume claims, on the labeled corpus's 16 resume × job pairs (issue "The writer",
 * points 1-3): no `must_not_claim` item of a pair in the summary, the skills list, the key
 * qualifications or what the report says was added; a summary written for the job (never the old one
 * with a tail, at most three sentences, no stock phrases, common-noun skills in lower case); the
 * report's "added" list agrees with the two resumes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../jobs/test-dom';
import { requireSharedFixtures, sharedFixturePath } from '../testing/fixtures';
import { tailorResume } from './engine';
import { readJob, readResume, type LabeledJob } from './labeled-pairs';

interface Pair {
  readonly resume: string;
  readonly job: string;
  readonly must_not_claim: readonly string[];
}

const run = requireSharedFixtures('tailored claims on the labeled pairs');
const pairs: Pair[] = run ? (JSON.parse(readFileSync(sharedFixturePath('labeled', 'pairs.json'), 'utf8')) as Pair[]) : [];

/** An item with capitals inside ("SAFe", "MyLakeview") is matched with its case; others without. */
function names(text: string, item: string): boolean {
  const exact = /[a-z][A-Z]|^[A-Z][a-z]*[A-Z]/.test(item);
  const escaped = item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`, exact ? '' : 'i').test(text);
}

const tailored = pairs.map((p) => {
  const label = JSON.parse(readFileSync(sharedFixturePath('labeled', 'jobs', `${p.job}.expected.json`), 'utf8')) as LabeledJob;
  const { job, reading } = readJob(p.job, label, htmlDocument);
  return { pair: p, result: tailorResume({ resumeText: readResume(p.resume), job, requirements: reading.requirements, now: '2026-06-01' }) };
});

describe.skipIf(!run)('tailored resumes of the labeled pairs', () => {
  it('tailors all 16 pairs', () => {
    expect(tailored).toHaveLength(16);
  });

  it.each(tailored.map((t) => [`${t.pair.resume} × ${t.pair.job}`, t] as const))('%s claims nothing the resume does not name', (_name, { pair, result }) => {
    const claimed = [result.resume.summary, ...result.resume.skills, ...result.keyQualifications, ...(result.match.added ?? []).map((a) => a.skill)].join('\n');
    expect(pair.must_not_claim.filter((item) => names(claimed, item))).toEqual([]);
    for (const added of result.match.added ?? []) expect(added.evidence, added.skill).not.toBe('');
  });

  it.each(tailored.map((t) => [`${t.pair.resume} × ${t.pair.job}`, t] as const))('%s has a summary written for the job', (_name, { result }) => {
    const summary = result.resume.summary;
    expect(summary).not.toMatch(/,\s*skilled in\b|results-driven|proven track record|\bdynamic\b/i);
    // Sentences end after a lower-case word, a number or a bracket ("U.S. GAAP" is no sentence end).
    expect(summary.split(/(?<=[a-z0-9)%][.!?])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(3);
    // Never the old summary with something appended: its first sentence does not open the new one.
    const first = result.originalSummary.split(/(?<=[.!?])\s+/)[0] ?? '';
    if (first.length > 20 && summary !== result.originalSummary) expect(summary.startsWith(first.replace(/[.!?]$/, ''))).toBe(false);
  });

  it('writes common-noun skills in lower case in the middle of a sentence', () => {
    const summaries = tailored.map((t) => t.result.resume.summary).join('\n');
    expect(summaries).not.toMatch(/Cycle Counting|Inventory Management|Printer Support|Product Demonstrations|Journal Entries/);
    expect(summaries).toContain('including cycle counting, Manhattan WMS');
  });
});
