/**
 * Nothing lost, nothing broken (issue 9, point 3): every resume — this repo's own text fixtures, and
 * every file of the team's shared fixtures folder read by the real parsers — tailored to every job text:
 * - every statement of the original experience and projects appears whole in the tailored resume (a
 *   reworded opening verb allowed), or is listed under "left out";
 * - no tailored statement is a fragment (under 4 words, a lower-case start, a dangling last word);
 * - no word is left split by hyphenation;
 * - the name is the one the file's text layer holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldForCompare } from '@jobapp/shared/resume/normalize';
import { kinshipOf } from '@jobapp/shared/resume/statement-match';
import { fragmentReason, splitHyphenWords } from '@jobapp/shared/resume/statement-quality';
import { parseResume } from '@jobapp/shared/resume/structure';
import type { StructuredResume } from '@jobapp/shared/resume/types';
import { tailorResume } from '@jobapp/shared/tailoring/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { detectResumeType } from '../resumes/parsing/detect-type';
import { createResumeParser } from '../resumes/parsing/parser-pool';
import { listSharedFixtures, readSharedFixture, sharedFixturesAvailable, sharedFixturesDir } from '../resumes/shared-fixtures';

const NOW = new Date('2026-11-23T00:00:00Z');
const ownDir = fileURLToPath(new URL('../../../../shared/src/tailoring/__fixtures__/', import.meta.url));
const ownFiles = (sub: string) => readdirSync(join(ownDir, sub)).filter((f) => f.endsWith('.txt')).sort();
const readOwn = (sub: string, name: string) => readFileSync(join(ownDir, sub, name), 'utf8');

/** The name each shared fixture's text layer holds (null: the file has no name line). */
const SHARED_NAMES: Record<string, string | null> = {
  'jsonresume_sample.resume.json': 'Richard Hendriks',
  'open-resume_laverne-resume.pdf': 'Leo Leopard',
  'open-resume_openresume-resume.pdf': 'John Doe',
  'rendercv_John_Doe_ClassicTheme_CV.pdf': 'John Doe',
  'rendercv_John_Doe_EngineeringresumesTheme_CV.pdf': 'John Doe',
  'rendercv_John_Doe_Sb2novTheme_CV.pdf': 'John Doe',
  'resume-matcher_alfred_pennyworth_pm.pdf': 'Alfred Pennyworth',
  'resume-matcher_barry_allen_fe.pdf': 'Barry Allen',
  'resume-matcher_bruce_wayne_fullstack.pdf': 'Bruce Wayne',
  'resume-matcher_harvey_dent_mle.pdf': 'Harvey Dent',
  'resume-matcher_john_doe.pdf': 'John Doe',
  'soupboss_01-Accountant.doc': 'Ebony Moore',
  'soupboss_01-Accountant.docx': 'Ebony Moore',
  'soupboss_01-Accountant.pdf': 'Ebony Moore',
  'soupboss_01-Desktop_Support.docx': 'Ivy Haddington',
  'soupboss_01-Desktop_Support.pdf': 'Ivy Haddington',
  'soupboss_01-Office_Coordinator.docx': 'John Smith',
  'soupboss_01-Office_Coordinator.pdf': 'John Smith',
  'soupboss_02-Accountant.docx': 'Sofia Flores',
  'soupboss_02-Accountant.pdf': 'Sofia Flores',
  'soupboss_02-Desktop_Support.docx': 'Ebony Moore',
  'soupboss_02-Desktop_Support.pdf': 'Ebony Moore',
  'soupboss_02-Office_Coordinator.docx': 'Cody Fredrickson',
  'soupboss_02-Office_Coordinator.pdf': 'Cody Fredrickson',
  // The first name is not in this file's text layer.
  'soupboss_DevOps-Sample2.pdf': 'Anderson',
  'soupboss_Mickey01_docx.docx': 'Mickey Mouse',
  'soupboss_Minnie01_docx.docx': null,
  'soupboss_aws-devops-engineer-resume-example.pdf': 'Catherine Stark',
  'soupboss_devops-engineer-resume-example.pdf': 'Jared Richards',
  'soupboss_sample_resume.txt': 'John Smith',
  'theresumeparser_senior-backend-developer.pdf': 'John Doe',
};

/**
 * Statements the fixture files really hold that read like fragments by the rule of thumb (checked against
 * each file by hand): they are whole as their authors wrote them.
 */
const WHOLE_AS_WRITTEN = new Set(
  [
    'Train new employees', // soupboss_02-Office_Coordinator: its own bullet
    'Tools Used: C', // the rendercv PDFs: a project's last bullet
    'Advised school district on which pieces of hardware and software were the most beneficial to invest in', // soupboss_02-Desktop_Support
    'Investigate and deploy new technology and processes for the organization including:', // soupboss_Minnie01: the lead-in of its list
  ].map((s) => s.toLowerCase()),
);

function statementsOf(resume: StructuredResume): string[] {
  return [...resume.experience.flatMap((e) => e.bullets), ...resume.projects.flatMap((p) => p.bullets)];
}

interface Problems {
  lost: string[];
  fragments: string[];
  splitWords: string[];
}

function checkTailoring(originalText: string, jobText: string): Problems {
  const original = parseResume(originalText);
  const result = tailorResume({ resumeText: originalText, job: { title: '', description: jobText }, now: NOW });
  const tailored = statementsOf(result.resume);
  const leftOut = new Set(((result as { leftOut?: readonly string[] }).leftOut ?? []).map(foldForCompare));
  const lost = statementsOf(original).filter((s) => {
    const folded = foldForCompare(s);
    if (folded === '' || leftOut.has(folded)) return false;
    return !tailored.some((t) => kinshipOf(s, t) !== null);
  });
  const fragments = statementsOf(result.resume)
    .filter((s) => fragmentReason(s) !== null && !WHOLE_AS_WRITTEN.has(s.toLowerCase())).map((s) => `${s} (${fragmentReason(s)})`);
  return { lost, fragments, splitWords: splitHyphenWords(result.text) };
}

function checkAgainstJobs(text: string, jobs: readonly string[]): Problems {
  const all: Problems = { lost: [], fragments: [], splitWords: [] };
  for (const job of jobs) {
    const p = checkTailoring(text, job);
    all.lost.push(...p.lost);
    all.fragments.push(...p.fragments);
    all.splitWords.push(...p.splitWords);
  }
  return { lost: [...new Set(all.lost)], fragments: [...new Set(all.fragments)], splitWords: [...new Set(all.splitWords)] };
}

const ownJobs = ownFiles('jobs').map((f) => readOwn('jobs', f));

describe("this repo's own resumes × its own jobs", () => {
  it.each(ownFiles('resumes'))('%s: every statement whole, none broken', (file) => {
    const problems = checkAgainstJobs(readOwn('resumes', file), ownJobs);
    expect(problems, JSON.stringify(problems)).toEqual({ lost: [], fragments: [], splitWords: [] });
  });
});

describe.skipIf(!sharedFixturesAvailable)('the shared fixture resumes × the shared job texts', () => {
  const parser = createResumeParser({ maxThreads: 2 });
  afterAll(() => parser.close());
  const jobs = listSharedFixtures('jobs')
    .filter((f) => f.endsWith('.txt'))
    .map((f) => readSharedFixture('jobs', f).toString('utf8'));
  const files = listSharedFixtures('resumes');

  it('covers every resume in the folder and reads the job texts', () => {
    expect(files).toEqual(Object.keys(SHARED_NAMES).sort());
    expect(jobs.length, `job texts in ${sharedFixturesDir}/jobs`).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('%s: every statement whole, none broken, the name right', async (file) => {
    const bytes = readSharedFixture('resumes', file);
    const kind = detectResumeType(bytes);
    if (kind === 'unknown') throw new Error(`${file}: unknown type`);
    const read = await parser.extract({ bytes, kind });
    if (!read.ok) throw new Error(`${file}: ${read.reason}`);
    const name = SHARED_NAMES[file];
    const found = parseResume(read.text).contact.name;
    if (name) expect(found.replace(/\s+/g, ' ').toLowerCase()).toContain(name.toLowerCase());
    const problems = checkAgainstJobs(read.text, jobs);
    expect(problems, JSON.stringify(problems)).toEqual({ lost: [], fragments: [], splitWords: [] });
  });
});
