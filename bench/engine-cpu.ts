// The engine's CPU per optimization (issue 26, item 2), in-process: the two compute tasks of a pasted-
// description optimization ('read-job' then 'tailor' against the requirements it read, as the floor
// support/bare-optimize-floor.mjs sends them), on the optimize benches' body (support/optimize-request.mjs:
// the 2-page resume, the 1,000-word posting with a reference line of its own each time, so nothing of an
// earlier posting is reused). Prints CPU ms per optimization (process.cpuUsage, user + system) after a
// warm-up, and each task's median CPU.
// Run: cd bench && pnpm exec tsx engine-cpu.ts [optimizations=400] [warm-up=100]
// Profile: node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof engine-cpu.ts
import { readJobDescription } from '../api/src/features/jobs/job-text';
import { tailorBuiltIn } from '../api/src/features/tailoring/tailor-task';
import { optimizeBody } from './support/optimize-request.mjs';

interface FloorBody {
  resumeText: string;
  jobTitle: string;
  jobDescription: string;
  company: string;
}

const [runs = 400, warmUp = 100] = process.argv.slice(2).map(Number);

function optimize(n: number): { readMs: number; tailorMs: number } {
  const body = JSON.parse(optimizeBody(n, { forFloor: true })) as FloorBody;
  const title = body.jobTitle.trim();
  const company = body.company.trim();
  const t0 = process.cpuUsage();
  const read = readJobDescription({ title, company, description: { text: body.jobDescription.trim() }, skills: [], experience: '', education: '' });
  const t1 = process.cpuUsage();
  const { facts, requirements } = read.reading;
  const job = {
    title, company, location: '', skills: facts.skills, experience: facts.experience, education: facts.education,
    description: read.description, origin: 'pasted' as const, url: '', source: 'other' as const,
  };
  tailorBuiltIn({ resumeText: body.resumeText.trim(), job, requirements, now: new Date() });
  const t2 = process.cpuUsage();
  const ms = (a: NodeJS.CpuUsage, b: NodeJS.CpuUsage) => (b.user + b.system - a.user - a.system) / 1000;
  return { readMs: ms(t0, t1), tailorMs: ms(t1, t2) };
}

for (let i = 0; i < warmUp; i++) optimize(i);
const reads: number[] = [];
const tailors: number[] = [];
const cpu = process.cpuUsage();
const wall = performance.now();
for (let i = 0; i < runs; i++) {
  const { readMs, tailorMs } = optimize(warmUp + i);
  reads.push(readMs);
  tailors.push(tailorMs);
}
const used = process.cpuUsage(cpu);
const wallMs = performance.now() - wall;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuMs = (used.user + used.system) / 1000 / runs;
console.log(`Engine CPU per optimization (read-job + tailor), ${runs} after ${warmUp} warm-up, Node ${process.version}`);
console.log(`  CPU ${cpuMs.toFixed(2)} ms/optimization (user ${(used.user / 1000 / runs).toFixed(2)}, system ${(used.system / 1000 / runs).toFixed(2)}); wall ${(wallMs / runs).toFixed(2)} ms`);
console.log(`  median CPU: read-job ${median(reads).toFixed(2)} ms, tailor ${median(tailors).toFixed(2)} ms`);
