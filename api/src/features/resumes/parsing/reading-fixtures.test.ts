/**
 * Every PDF and DOCX in the shared fixtures folder, read through the parse worker, checked for what a
 * user sees when reading goes wrong (reading-quality.ts): bullets cut at a line wrap, words split by a
 * wrap, dates as bullets, and the name not on the first line. Names checked against each file's text
 * (pdftotext -layout); the name is read first even where a smaller line sits above it (rendercv's "Last
 * updated…", moderncv's address block on the right).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { listSharedFixtures, readSharedFixture, sharedFixturesAvailable } from '../shared-fixtures';
import { detectResumeType } from './detect-type';
import { createResumeParser } from './parser-pool';
import { findReadingProblems } from './reading-quality';

/**
 * The first line of each file's text, its name line, by file name without extension (a Word file and
 * its PDF export share a row).
 */
const expectedName: Record<string, string> = {
  'open-resume_laverne-resume': 'Leo Leopard',
  'open-resume_openresume-resume': 'John Doe',
  rendercv_John_Doe_ClassicTheme_CV: 'John Doe',
  rendercv_John_Doe_EngineeringresumesTheme_CV: 'John Doe',
  rendercv_John_Doe_Sb2novTheme_CV: 'John Doe',
  'resume-matcher_alfred_pennyworth_pm': 'Alfred Pennyworth',
  'resume-matcher_barry_allen_fe': 'Barry Allen',
  'resume-matcher_bruce_wayne_fullstack': 'Bruce Wayne',
  'resume-matcher_harvey_dent_mle': 'Harvey Dent',
  'resume-matcher_john_doe': 'JOHN DOE',
  'soupboss_01-Accountant': 'Ebony Moore',
  'soupboss_01-Desktop_Support': 'Ivy Haddington',
  'soupboss_01-Office_Coordinator': 'John Smith',
  'soupboss_02-Accountant': 'Sofia Flores',
  'soupboss_02-Desktop_Support': 'Ebony Moore',
  'soupboss_02-Office_Coordinator': 'Cody Fredrickson',
  // The first name is drawn as an image: only the surname is in the text layer.
  'soupboss_DevOps-Sample2': 'ANDERSON',
  soupboss_Mickey01_docx: 'Mickey Mouse',
  // A pasted LinkedIn profile: no name line, its first line is a title.
  soupboss_Minnie01_docx: 'Minnie01',
  'soupboss_aws-devops-engineer-resume-example': 'CATHERINE STARK',
  'soupboss_devops-engineer-resume-example': 'Jared Richards',
  'theresumeparser_senior-backend-developer': 'JOHN DOE',
};
const stem = (file: string) => file.replace(/\.[a-z]+$/, '');

/** Short bullets that are the file's own words, not a wrap's leftovers. */
const realShortBullets: Record<string, string[]> = {
  'soupboss_02-Office_Coordinator.docx': ['• Train new employees'],
  'soupboss_02-Office_Coordinator.pdf': ['• Train new employees'],
};

describe.skipIf(!sharedFixturesAvailable)('reading the shared resume fixtures', () => {
  const parser = createResumeParser({ maxThreads: 2 });
  afterAll(() => parser.close());
  const files = listSharedFixtures('resumes').filter((name) => /\.(pdf|docx)$/.test(name));
  const texts = new Map<string, string>();
  const read = async (file: string) => {
    const cached = texts.get(file);
    if (cached !== undefined) return cached;
    const bytes = readSharedFixture('resumes', file);
    const kind = detectResumeType(bytes);
    if (kind === 'unknown') throw new Error(`${file}: unknown type`);
    const result = await parser.extract({ bytes, kind });
    if (!result.ok) throw new Error(`${file}: ${result.reason} ${result.detail}`);
    texts.set(file, result.text);
    return result.text;
  };

  it('has an expected name for every PDF and DOCX', () => {
    expect(files.length).toBeGreaterThanOrEqual(28);
    expect(new Set(files.map(stem))).toEqual(new Set(Object.keys(expectedName)));
  });

  it.each(files)('%s: whole statements, mended words, no date bullets, the name first', async (file) => {
    const text = await read(file);
    const allowed = new Set(realShortBullets[file] ?? []);
    const problems = findReadingProblems(text).filter((problem) => !allowed.has(problem.line));
    expect(problems).toEqual([]);
    expect(text.split('\n')[0]).toBe(expectedName[stem(file)]);
  });

  it('bruce_wayne: "Utilizing" and "Used" stay inside their statements', async () => {
    const lines = (await read('resume-matcher_bruce_wayne_fullstack.pdf')).split('\n');
    expect(lines).not.toContain('• Utilizing');
    expect(lines).not.toContain('• Used');
    expect(lines.some((line) => line.includes('communication between frontend and backend. Utilizing Docker and Kubernetes'))).toBe(true);
    expect(lines.some((line) => line.includes('events in Gotham city. Used MERN stack for development'))).toBe(true);
    expect(lines).toContain('MERN Stack Developer, OpenAI, San Francisco, USA | June 2020 – Present');
  });

  it('Mickey01: "Designed and" goes on with the rest of its bullet', async () => {
    const lines = (await read('soupboss_Mickey01_docx.docx')).split('\n');
    expect(lines.some((line) => line.endsWith('Designed and'))).toBe(false);
    expect(lines.some((line) => line.startsWith('• Led R&D') && line.includes('Designed and tested platform integrations'))).toBe(true);
  });

  it('laverne: a hyphen drawn twice (hyphen, soft hyphen, U+2010) is one hyphen', async () => {
    const text = await read('open-resume_laverne-resume.pdf');
    expect(text).toContain('To obtain an on-campus position');
    expect(text).toContain('(909) 555-5555');
  });

  it('devops-engineer: the headline under the letter-spaced name comes before the sidebar', async () => {
    const lines = (await read('soupboss_devops-engineer-resume-example.pdf')).split('\n').filter((line) => line !== '');
    expect(lines.slice(0, 3)).toEqual(['Jared Richards', 'DEVOPS ENGINEER', 'CONTACT']);
  });

  it('senior-backend-developer: a project description set larger than the bullets stays one statement', async () => {
    const lines = (await read('theresumeparser_senior-backend-developer.pdf')).split('\n');
    expect(lines).toContain('Personal project to develop a high-performance backend system using Kotlin and Spring Boot');
    expect(lines).not.toContain('Kotlin and Spring Boot');
  });

  it('rendercv: split words mended, dates on their entry lines, no page footer', async () => {
    const text = await read('rendercv_John_Doe_ClassicTheme_CV.pdf');
    expect(text).toContain('• Reduced time to render user buddy lists by 75% by implementing a prediction algorithm');
    expect(text).toContain('optimizing its performance via caching');
    expect(text).toContain('3D Finite Element Analysis of No-Insulation Coils | Jan 2004');
    expect(text).not.toMatch(/Page \d of \d/);
  });
});
