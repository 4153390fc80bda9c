// Dumps the outputs of the engine's two compute tasks ('read-job', 'tailor') as JSON, one file per pair,
// for the labeled pairs and the fixture pairs of the quality suites (api/src/quality/corpus.ts) and the
// optimize benches' posting: to diff before and after a change that must not change any output.
// Run: cd bench && FIXTURES_DIR=... pnpm exec tsx engine-golden.ts <out-dir>; then diff -r <before> <after>
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedFixturesDir, sharedFixturesFound } from '@jobapp/shared/testing/fixtures';
import type { JobDetails } from '@jobapp/shared';
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { readJobDescription } from '../api/src/features/jobs/job-text';
import { tailorBuiltIn } from '../api/src/features/tailoring/tailor-task';
import { fixturePairs, labeledPairs } from '../api/src/quality/corpus';
import { optimizeBody } from './support/optimize-request.mjs';

const outArg = process.argv[2];
if (!outArg || !sharedFixturesFound) {
  console.error(`Usage: engine-golden.ts <out-dir> (shared fixtures at ${sharedFixturesDir}: ${sharedFixturesFound ? 'found' : 'not found, set FIXTURES_DIR'})`);
  process.exit(1);
}
const outDir: string = outArg;
mkdirSync(outDir, { recursive: true });
const NOW = new Date('2026-06-01T12:00:00Z');

/** Both tasks as an optimization runs them (pasted text, or the description as HTML), and the tailoring on the stored document too. */
function dump(name: string, resumeText: string, job: JobDetails, originalDocument: ResumeDocument | undefined, asHtml: boolean): void {
  const description = asHtml ? { html: job.description.split('\n').map((l) => `<p>${l}</p>`).join('') } : { text: job.description };
  const read = readJobDescription({ title: job.title, company: job.company, description, skills: job.skills, experience: job.experience, education: job.education });
  const { facts, requirements } = read.reading;
  const readJob = { ...job, skills: facts.skills, experience: facts.experience, education: facts.education, description: read.description };
  const tailored = tailorBuiltIn({ resumeText, job: readJob, requirements, now: NOW });
  const fromDocument = originalDocument ? tailorBuiltIn({ resumeText, job: readJob, requirements, originalDocument, now: NOW }) : null;
  writeFileSync(join(outDir, `${name.replace(/[^\w.×-]+/g, '_')}.json`), JSON.stringify({ read, tailored, fromDocument }, null, 1));
}

const pairs = [...(await labeledPairs()), ...(await fixturePairs())];
for (const [i, p] of pairs.entries()) dump(`${p.corpus}-${p.key}`, p.resume.text, p.job, p.resume.document, i % 2 === 1);
for (const n of [1, 2]) {
  const body = JSON.parse(optimizeBody(n, { forFloor: true })) as { resumeText: string; jobTitle: string; jobDescription: string; company: string };
  const job: JobDetails = { title: body.jobTitle, company: body.company, location: '', skills: [], experience: '', education: '', description: body.jobDescription.replace(/BENCH-\d+-/, 'BENCH-0-'), origin: 'pasted', url: '', source: 'other' };
  dump(`bench-${n}`, body.resumeText, job, undefined, false);
}
console.log(`${pairs.length + 2} outputs in ${outDir}`);
