/**
 * Benchmark (issue 8, item 1): the built-in engine with a 50,000-character token in each field a user
 * controls, in-process. Target: under 100 ms for every shape in every field. For each field, each
 * shape of shared/src/resume/hostile-inputs.ts is run 3 times (after one run at a tenth of the length);
 * the best time per shape counts, and the field's worst shape is reported.
 *
 *   scripts/pnpm --filter @jobapp/bench exec tsx hostile-engine.bench.ts
 */
import { readFileSync } from 'node:fs';
import { HOSTILE_PHRASES, HOSTILE_TOKENS } from '../shared/src/resume/hostile-inputs';
import { tailorResume } from '../shared/src/tailoring/engine';
import type { JobInput } from '../shared/src/tailoring/job-requirements';
import { warmUpSkillMatcher } from '../shared/src/tailoring/skill-matcher';
import { enforceTruthfulness } from '../shared/src/tailoring/truthfulness';

const resume = readFileSync(new URL('../shared/src/tailoring/__fixtures__/resumes/software-engineer-2page.txt', import.meta.url), 'utf8');
const description = readFileSync(new URL('./fixtures/backend-engineer-1000-words.txt', import.meta.url), 'utf8');
const job: JobInput = { title: 'Senior Backend Engineer, Payments Platform', company: 'Northwind Logistics', description };
const now = new Date('2026-11-21T00:00:00Z');

const fields: Record<string, (h: string) => unknown> = {
  'resume: a line of its own': (h) => tailorResume({ resumeText: `${resume}\n${h}\n`, job, now }),
  'resume: inside a bullet': (h) => tailorResume({ resumeText: resume.replace('Built', `Built ${h}`), job, now }),
  'job description': (h) => tailorResume({ resumeText: resume, job: { ...job, description: `${description}\n${h}` }, now }),
  'job title': (h) => tailorResume({ resumeText: resume, job: { ...job, title: h }, now }),
  company: (h) => tailorResume({ resumeText: resume, job: { ...job, company: h }, now }),
  'listed skills, experience, education': (h) => tailorResume({ resumeText: resume, job: { ...job, skills: [h], experience: h, education: h }, now }),
  "LLM's text (truthfulness check)": (h) => enforceTruthfulness(resume, `${resume}\n${h}`, { now }),
};

function best(fn: () => unknown, runs = 3): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

warmUpSkillMatcher();
const baseline = best(() => tailorResume({ resumeText: resume, job, now }), 20);
const print = (line: string) => process.stdout.write(`${line}\n`);
print(`Engine with hostile 50,000-character inputs (best of 3 per shape; plain 2-page resume × job: ${baseline.toFixed(1)} ms)`);
print(`${'field'.padEnd(40)} ${'worst token'.padStart(12)}  ${'(shape)'.padEnd(30)} ${'worst words'.padStart(12)}`);
let worstToken = 0;
for (const [field, run] of Object.entries(fields)) {
  const worst = (set: Readonly<Record<string, string>>): [number, string] => {
    let max: [number, string] = [0, ''];
    for (const [shape, text] of Object.entries(set)) {
      run(text.slice(0, text.length / 10));
      const ms = best(() => run(text));
      if (ms > max[0]) max = [ms, shape];
    }
    return max;
  };
  const [tokenMs, tokenShape] = worst(HOSTILE_TOKENS);
  const [wordsMs, wordsShape] = worst(HOSTILE_PHRASES);
  worstToken = Math.max(worstToken, tokenMs);
  print(`${field.padEnd(40)} ${`${tokenMs.toFixed(1)} ms`.padStart(12)}  ${tokenShape.padEnd(30)} ${`${wordsMs.toFixed(1)} ms`.padStart(12)}  ${wordsShape}`);
}
print(`worst 50,000-character token in any field: ${worstToken.toFixed(1)} ms (target < 100 ms)`);
