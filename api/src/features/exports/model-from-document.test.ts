// The export model laid out from a stored resume document: every statement one whole bullet, the
// rendered text's order and headings (a download reads as the text shown); and a DOCX and a PDF of it
// through prepareExport that read back.
import { RESUME_DOCUMENT_VERSION, type ResumeDocument as StoredDocument, type Statement } from '@jobapp/shared/resume/document.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedBrowser, type SharedBrowser } from '../../lib/browser';
import { createLogger } from '../../logger';
import { chromePath, requireChromium } from '../../test/chromium';
import { readFileSync, readdirSync } from 'node:fs';
import { documentFromResume, resumeOfDocument, sectionOrderOf } from '@jobapp/shared/resume/document';
import { parseResume, sectionKindsOf } from '@jobapp/shared/resume/structure';
import { renderResumeText } from '@jobapp/shared/resume/render';
import { documentWords, wordsOf, type Block, type ResumeDocument } from './document';
import { checkPdfExport, prepareExport } from './export-task';
import { exportModelOfDocument } from './model-from-document';
import { extractDocxText } from './parse-back';

const said = (id: string, text: string): Statement => ({ id, text, source: { kind: 'upload' } });

const EXPERIENCE = [
  said('e0.s0', 'Cut the monthly close from ten days to four for 12 entities'),
  said('e0.s1', 'Owned reporting for Finance | Ops | Sales leadership'),
  said('e0.s2', 'Languages: built the SQL and Python tooling the team still uses'),
];

/** A tailored document as stored: an unusual order, a leftOut statement, control characters in a field. */
function storedDocument(): StoredDocument {
  return {
    version: RESUME_DOCUMENT_VERSION,
    contact: { name: 'Dana\u0007 Reyes', credentials: [], email: 'dana@example.com', phone: '+1 555 010 2030', location: 'Austin, TX', links: ['linkedin.com/in/dana'] },
    headline: 'Senior Financial Analyst',
    summary: [said('sum.s0', 'Analyst with eight years in FP&A.'), said('sum.s1', 'Builds reporting people use.')],
    experience: [
      { title: 'Financial Analyst', employer: 'Acme Corp', location: 'Austin, TX', start: 'Jan 2020', end: 'Present', dates: '', statements: EXPERIENCE },
    ],
    education: [{ degree: 'BBA, Finance', institution: 'UT Austin', location: '', dates: '2012 – 2016', details: ['Cum laude'] }],
    skills: [
      { name: '', items: ['Excel', 'SQL'] },
      { name: 'Languages', items: ['English', 'Spanish'] },
    ],
    certifications: [said('c.s0', 'CFA Level II')],
    projects: [],
    other: [
      { heading: 'Volunteering', statements: [said('o0.s0', 'Treasurer, Food Bank of Austin')] },
      { heading: 'Additional Experience', statements: [{ id: 'u1', text: 'Ran payroll for 40 staff', source: { kind: 'user' } }, said('u2', 'Languages: taught Spanish\nat night school')] },
    ],
    order: ['skills', 'experience', 'other', 'education', 'summary', 'certifications', 'projects'],
    leftOut: [said('e0.s9', 'Answered the phones at reception')],
    uncertain: [],
  };
}

const bulletsOf = (blocks: readonly Block[]) => blocks.flatMap((b) => (b.kind === 'bullets' ? b.items : []));
const sectionOf = (model: ResumeDocument, heading: string) => model.sections.find((s) => s.heading === heading);

describe('exportModelOfDocument', () => {
  const model = exportModelOfDocument(storedDocument());

  it('has the name, headline and contact line (e-mail, phone, location, links), control characters stripped', () => {
    expect(model.name).toBe('Dana Reyes');
    expect(model.headline).toBe('Senior Financial Analyst');
    expect([model.email, model.phone]).toEqual(['dana@example.com', '+1 555 010 2030']);
    expect(model.contact).toEqual(['dana@example.com', '+1 555 010 2030', 'Austin, TX', 'linkedin.com/in/dana']);
    expect(model.headerBlocks).toEqual([]);
  });

  it("follows the rendered text's order and headings, whatever order the original had", () => {
    expect(model.sections.map((s) => s.heading)).toEqual(['SUMMARY', 'SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS', 'ACHIEVEMENTS']);
  });

  it('reads, word for word and in order, as the text the user is shown', () => {
    const doc = storedDocument();
    expect(documentWords(exportModelOfDocument(doc))).toEqual(wordsOf(renderResumeText(resumeOfDocument(doc))));
  });

  it('makes every statement one whole bullet, in order, even one with " | " or a label', () => {
    const experience = sectionOf(model, 'EXPERIENCE')?.blocks ?? [];
    expect(experience[0]).toEqual({ kind: 'entry', title: 'Financial Analyst', details: ['Acme Corp', 'Austin, TX', 'Jan 2020 – Present'] });
    expect(experience.slice(1)).toEqual([{ kind: 'bullets', items: EXPERIENCE.map((s) => s.text) }]);
    // Each other section under its own sub-heading; read back from text, "at night school" would be a
    // paragraph of its own.
    expect(sectionOf(model, 'ACHIEVEMENTS')?.blocks).toEqual([
      { kind: 'paragraph', text: 'Volunteering' },
      { kind: 'bullets', items: ['Treasurer, Food Bank of Austin'] },
      { kind: 'paragraph', text: 'Additional Experience' },
      { kind: 'bullets', items: ['Ran payroll for 40 staff', 'Languages: taught Spanish at night school'] },
    ]);
  });

  // Our own resumes (shared/src/tailoring/__fixtures__), read into documents in their original order.
  const fixtureDir = new URL('../../../../shared/src/tailoring/__fixtures__/resumes/', import.meta.url);
  it.each(readdirSync(fixtureDir).filter((f) => f.endsWith('.txt')))('reads as the text shown for %s', (file) => {
    const text = readFileSync(new URL(file, fixtureDir), 'utf8');
    const doc = documentFromResume(parseResume(text), sectionOrderOf(sectionKindsOf(text)));
    expect(documentWords(exportModelOfDocument(doc))).toEqual(wordsOf(renderResumeText(resumeOfDocument(doc))));
  });

  it('leaves out the statements the tailored resume does not hold', () => {
    expect(JSON.stringify(model)).not.toContain('Answered the phones');
  });

  it('lays out skills, education, summary and certifications from their fields', () => {
    expect(sectionOf(model, 'SKILLS')?.blocks).toEqual([{ kind: 'paragraph', text: 'Excel, SQL, English, Spanish' }]);
    expect(sectionOf(model, 'EDUCATION')?.blocks).toEqual([
      { kind: 'entry', title: 'BBA, Finance', details: ['UT Austin', '2012 – 2016'] },
      { kind: 'bullets', items: ['Cum laude'] },
    ]);
    expect(sectionOf(model, 'SUMMARY')?.blocks).toEqual([{ kind: 'paragraph', text: 'Analyst with eight years in FP&A. Builds reporting people use.' }]);
    expect(bulletsOf(sectionOf(model, 'CERTIFICATIONS')?.blocks ?? [])).toEqual(['CFA Level II']);
  });

  it("keeps a mixed section's plain lines as lines over their bullets, and shows a section the order lacks", () => {
    const doc = storedDocument();
    doc.other = [
      { heading: 'Leadership', statements: [said('o0.s0', 'Chapter President | Finance Club'), said('o0.s1', '• Grew membership to 120')] },
      { heading: 'Languages', statements: [said('o1.s0', 'French'), said('o1.s1', 'German')] },
    ];
    doc.order = ['experience'];
    const shown = exportModelOfDocument(doc);
    expect(sectionOf(shown, 'ACHIEVEMENTS')?.blocks).toEqual([
      { kind: 'paragraph', text: 'Leadership' },
      { kind: 'entry', title: 'Chapter President | Finance Club', details: [] },
      { kind: 'bullets', items: ['Grew membership to 120'] },
    ]);
    // A languages section reads as the text shows it: a labelled line of SKILLS.
    expect(sectionOf(shown, 'SKILLS')?.blocks.at(-1)).toEqual({ kind: 'labelled', label: 'Languages:', text: 'French, German' });
    expect(shown.sections.map((s) => s.heading)).toContain('SUMMARY');
    expect(documentWords(shown)).toEqual(wordsOf(renderResumeText(resumeOfDocument(doc))));
  });
});

describe('prepareExport from a stored document', () => {
  it('answers a DOCX that reads back with each statement whole', async () => {
    const prepared = await prepareExport({ content: '', document: storedDocument(), templateId: 'basic-2', format: 'docx' });
    if (prepared.format !== 'docx') throw new Error('expected a DOCX');
    expect(prepared.check).toEqual({ ok: true });
    const text = await extractDocxText(Buffer.from(prepared.bytes));
    for (const statement of EXPERIENCE) expect(text).toContain(statement.text);
    expect(text).not.toContain('Answered the phones');
  });

  const withChromium = requireChromium('model-from-document.test.ts');
  let browser: SharedBrowser | undefined;
  beforeAll(() => {
    if (withChromium) browser = createSharedBrowser({ executablePath: chromePath, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.skipIf(!withChromium)('answers a PDF that passes its parse-back check', async () => {
    const prepared = await prepareExport({ content: '', document: storedDocument(), templateId: 'basic-1', format: 'pdf' });
    if (prepared.format !== 'pdf' || !browser) throw new Error('expected a PDF and a browser');
    const bytes = await browser.renderPdf(prepared.html);
    expect(await checkPdfExport({ bytes, expectations: prepared.expectations })).toEqual({ ok: true });
  }, 60_000);
});
