/**
 * Every resume in the shared fixtures folder, through the real worker pool: the bytes pick the parser,
 * the text comes out, and the shared resume parser finds the person's name, a way to contact them and
 * the sections listed here. `quality` records how well each file parses today (see the notes).
 */
import type { SectionKind } from '@jobapp/shared/resume/headings';
import { parseResume, sectionKindsOf } from '@jobapp/shared/resume/structure';
import { afterAll, describe, expect, it } from 'vitest';
import { listSharedFixtures, readSharedFixture, sharedFixturesAvailable } from '../shared-fixtures';
import { detectResumeType } from './detect-type';
import { createResumeParser } from './parser-pool';

interface Expectation {
  /** A substring of the name parseResume finds (compared without case and spaces), or null: no name line. */
  name: string | null;
  sections: SectionKind[];
  /** False when the file holds neither an e-mail address nor a phone number. */
  contact?: false;
  quality: 'good' | 'partial' | 'poor';
  note?: string;
}

const soup = (name: string, extra: SectionKind[] = []): Expectation => ({
  name,
  sections: ['summary', 'education', 'experience', 'skills', ...extra],
  quality: 'good',
});

const table: Record<string, Expectation> = {
  'jsonresume_sample.resume.json': { name: 'Richard Hendriks', sections: ['experience', 'education', 'skills'], quality: 'good', note: 'JSON Resume, read as text' },
  'open-resume_laverne-resume.pdf': { name: 'Leo Leopard', sections: ['summary', 'skills', 'education'], quality: 'good' },
  'open-resume_openresume-resume.pdf': { name: 'John Doe', sections: ['experience', 'education', 'projects', 'skills'], quality: 'good' },
  'rendercv_John_Doe_ClassicTheme_CV.pdf': { name: 'John Doe', sections: ['education', 'experience', 'projects', 'skills'], quality: 'good' },
  'rendercv_John_Doe_EngineeringresumesTheme_CV.pdf': { name: 'John Doe', sections: ['education', 'experience', 'projects', 'skills'], quality: 'good' },
  'rendercv_John_Doe_Sb2novTheme_CV.pdf': { name: 'John Doe', sections: ['education', 'experience', 'projects', 'skills'], quality: 'good' },
  'resume-matcher_alfred_pennyworth_pm.pdf': { name: 'Alfred Pennyworth', sections: ['summary', 'skills', 'experience', 'education'], quality: 'good' },
  'resume-matcher_barry_allen_fe.pdf': { name: 'Barry Allen', sections: ['summary', 'education', 'skills', 'experience'], quality: 'good' },
  'resume-matcher_bruce_wayne_fullstack.pdf': { name: 'Bruce Wayne', sections: ['summary', 'skills', 'experience', 'education'], quality: 'good' },
  'resume-matcher_harvey_dent_mle.pdf': { name: 'Harvey Dent', sections: ['summary', 'skills', 'experience', 'education'], quality: 'good' },
  'resume-matcher_john_doe.pdf': { name: 'John Doe', sections: ['summary', 'skills', 'experience', 'education', 'certifications'], quality: 'good' },
  'soupboss_01-Accountant.doc': soup('Ebony Moore', ['certifications']),
  'soupboss_01-Accountant.docx': soup('Ebony Moore', ['certifications']),
  'soupboss_01-Accountant.pdf': soup('Ebony Moore', ['certifications']),
  'soupboss_01-Desktop_Support.docx': soup('Ivy Haddington', ['certifications']),
  'soupboss_01-Desktop_Support.pdf': soup('Ivy Haddington', ['certifications']),
  'soupboss_01-Office_Coordinator.docx': soup('John Smith', ['certifications']),
  'soupboss_01-Office_Coordinator.pdf': soup('John Smith', ['certifications']),
  'soupboss_02-Accountant.docx': soup('Sofia Flores', ['certifications']),
  'soupboss_02-Accountant.pdf': soup('Sofia Flores', ['certifications']),
  'soupboss_02-Desktop_Support.docx': soup('Ebony Moore', ['certifications']),
  'soupboss_02-Desktop_Support.pdf': soup('Ebony Moore', ['certifications']),
  'soupboss_02-Office_Coordinator.docx': soup('Cody Fredrickson'),
  'soupboss_02-Office_Coordinator.pdf': soup('Cody Fredrickson'),
  'soupboss_DevOps-Sample2.pdf': {
    name: 'Anderson',
    sections: ['summary', 'skills', 'experience', 'education'],
    quality: 'partial',
    note: 'the first name is not in the text layer; "DevO ps" split by kerning',
  },
  'soupboss_Mickey01_docx.docx': {
    name: 'Mickey Mouse',
    sections: ['summary', 'skills', 'experience', 'education', 'certifications'],
    quality: 'good',
    note: 'phone only (the file has no e-mail address)',
  },
  'soupboss_Minnie01_docx.docx': {
    name: null,
    sections: ['experience'],
    contact: false,
    quality: 'poor',
    note: 'a copied LinkedIn profile: no name line, no contact details, no headings but one',
  },
  'soupboss_aws-devops-engineer-resume-example.pdf': { name: 'Catherine Stark', sections: ['contact', 'education', 'skills', 'experience'], quality: 'good' },
  'soupboss_devops-engineer-resume-example.pdf': {
    name: 'Jared Richards',
    sections: ['contact', 'education', 'skills', 'experience'],
    quality: 'good',
    note: 'letter-spaced name: its word break is read from the glyph stream (letter-spacing.ts)',
  },
  'soupboss_sample_resume.txt': { name: 'John Smith', sections: ['summary', 'skills', 'experience', 'education'], quality: 'good' },
  'theresumeparser_senior-backend-developer.pdf': { name: 'John Doe', sections: ['summary', 'skills', 'education', 'experience'], quality: 'good' },
};

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');
const expectedKind = (file: string) => ({ pdf: 'pdf', docx: 'docx', doc: 'doc' })[file.split('.').pop() ?? ''] ?? 'text';

describe.skipIf(!sharedFixturesAvailable)('shared resume fixtures', () => {
  const parser = createResumeParser({ maxThreads: 2 });
  afterAll(() => parser.close());
  const files = listSharedFixtures('resumes');

  it('has a table row for every file in the folder', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files).toEqual(Object.keys(table).sort());
  });

  it.each(files)('%s parses to text with name, contact and sections', async (file) => {
    const expectation = table[file];
    expect(expectation, `no table row for ${file}`).toBeDefined();
    if (!expectation) return;
    const bytes = readSharedFixture('resumes', file);
    const kind = detectResumeType(bytes);
    expect(kind).toBe(expectedKind(file));
    if (kind === 'unknown') return;

    const result = await parser.extract({ bytes, kind });
    expect(result, JSON.stringify(result).slice(0, 300)).toMatchObject({ ok: true });
    const text = result.ok ? result.text : '';
    expect(text.length).toBeGreaterThan(500);
    expect(text).not.toMatch(/[\uFFFD\u00AD\uFB01\uFB02]/);
    expect(text.includes(String.fromCharCode(0))).toBe(false);

    const resume = parseResume(text);
    if (expectation.name === null) expect(text.split('\n')[0]).toBe('Minnie01');
    else expect(squash(resume.contact.name)).toContain(squash(expectation.name));
    if (expectation.contact !== false) expect(resume.contact.email || resume.contact.phone).not.toBe('');
    const kinds = sectionKindsOf(text);
    for (const section of expectation.sections) expect(kinds, section).toContain(section);
  });
});
