import { describe, expect, it } from 'vitest';
import { checkCoverLetterStructure, enforceCoverLetterTruth } from './check';
import { buildDocument } from './__fixtures__/build-document';
import { fixturePairs } from './__fixtures__/pairs';
import { generateCoverLetter } from './generate';
import { coverLetterTemplates } from './templates';

const pair = fixturePairs[0]!;
const template = coverLetterTemplates[0]!;

describe('cover letters: awkward input', () => {
  it('writes a letter from an empty resume without inventing anything or printing undefined', () => {
    const empty = buildDocument({ name: '', email: '', experience: [] });
    for (const t of coverLetterTemplates) {
      const letter = generateCoverLetter({ document: empty, job: { title: 'Analyst', company: 'Oakridge', description: null }, template: t, extras: {} });
      expect(letter.content).not.toMatch(/undefined|null|\[|\{/);
      // No posting: nothing to say about the company, so no company paragraph.
      expect(letter.paragraphs).toHaveLength(t.paragraphs.filter((p) => p.role !== 'why-company').length);
      expect(letter.warnings.some((w) => w.code === 'too-short')).toBe(true);
      const truth = enforceCoverLetterTruth(letter.content, { document: empty, jobText: '', jobTitle: 'Analyst', company: 'Oakridge' });
      expect(truth.removedClaims).toEqual([]);
    }
  });

  it('reads a long posting quickly', () => {
    const description = `${pair.job.description}\n${'We value clear writing and careful code review across every team. '.repeat(300)}`.slice(0, 20_000);
    const started = Date.now();
    const letter = generateCoverLetter({ document: pair.document, job: { ...pair.job, description }, template, extras: {} });
    enforceCoverLetterTruth(letter.content, { document: pair.document, jobText: description, jobTitle: pair.job.title, company: pair.job.company });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(checkCoverLetterStructure(letter.content, template).ok).toBe(true);
  });

  it('takes a job title and company holding regex characters and skill names', () => {
    const job = { title: 'C++ Developer (Kotlin)', company: 'Plus+ Systems (EU)', description: null };
    const letter = generateCoverLetter({ document: pair.document, job, template, extras: {} });
    expect(letter.content).toContain('C++ Developer');
    expect(letter.content).not.toContain('(Kotlin)');
    const truth = enforceCoverLetterTruth(letter.content, { document: pair.document, jobText: '', jobTitle: job.title, company: job.company });
    expect(truth.removedClaims).toEqual([]);
  });

  it('reads an HTML posting', () => {
    const description = `<div><p>${pair.job.description.split('\n').join('</p><p>')}</p></div>`;
    const letter = generateCoverLetter({ document: pair.document, job: { ...pair.job, description }, template, extras: {} });
    // The posting's asks, read out of the HTML, argued with the resume's proof.
    expect(letter.content).toContain('Most relevant to this position, in my current role, I led a team of 5 engineers rebuilding the payment ledger service in Go and PostgreSQL.');
    expect(letter.content).not.toContain('<');
  });
});
