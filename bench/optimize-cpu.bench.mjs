// Benchmark (issue "Speed"): where an optimization's CPU goes — CPU time per pasted-description
// optimization for each thread of the built server (the event loop, the compute-pool threads, V8's
// platform threads for GC and compilation, libuv's pool) and for PostgreSQL, read from /proc (Linux)
// before and after the run. Unlike req/s, CPU time hardly changes when other work shares the machine,
// so this is the figure to compare two builds with. Same request as bench:optimize (2-page resume,
// 1,000-word pasted description, the link's page a loopback 404).
// Run: pnpm --filter @jobapp/api build && node bench/optimize-cpu.bench.mjs
// BENCH_WARMUP (default 400) optimizations first, so the JIT has settled; then BENCH_REQUESTS (400) at
// BENCH_CONCURRENCY (4) at once, measured. Database: BENCH_DATABASE_URL, a scratch database beside it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { registerUser, repoRoot, scratchDatabase, startBuiltServer } from './support/server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WARMUP = Number(process.env.BENCH_WARMUP ?? 400);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const USERS = 60; // 30 optimizations per user per 10 minutes: enough users for warm-up and run
const TICK_MS = 1000 / 100; // USER_HZ

if (process.platform !== 'linux') throw new Error('bench:optimize-cpu reads /proc: Linux only');

/** utime + stime of a /proc stat line, in ticks. */
function ticksOf(statLine) {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Each thread of `pid`: name and CPU ticks so far. */
function threadTicks(pid) {
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    threads.set(tid, { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: ticksOf(stat) });
  }
  return threads;
}

/** CPU ticks of every PostgreSQL process on the machine (the server runs beside the bench). */
function postgresTicks() {
  let pids = [];
  try {
    pids = execFileSync('pgrep', ['postgres'], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return 0;
  }
  return pids.reduce((sum, pid) => {
    try {
      return sum + ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return sum; // ended meanwhile
    }
  }, 0);
}

const resumeText = readFileSync(join(repoRoot, 'shared/src/tailoring/__fixtures__/resumes/software-engineer-2page.txt'), 'utf8');
const jobDescription = readFileSync(join(repoRoot, 'bench/fixtures/backend-engineer-1000-words.txt'), 'utf8');
const body = JSON.stringify({ resumeText, jobUrl: 'https://www.linkedin.com/jobs/view/4000000003/', jobDescription });

const site = createHttpServer((_req, res) => {
  res.writeHead(404, { 'content-type': 'text/html' });
  res.end('<html><body>Not found</body></html>');
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const database = await scratchDatabase(adminUrl, 'rb_bench_cpu');
const server = await startBuiltServer({
  env: { DATABASE_URL: database.url, TRUST_PROXY: 'true', LINKEDIN_ORIGIN: `http://127.0.0.1:${site.address().port}`, AI_PROVIDER: 'builtin' },
});

try {
  const cookies = [];
  for (let i = 0; i < USERS; i++) cookies.push(await registerUser(server.url, i, { 'x-forwarded-for': `198.51.100.${i}` }));
  let next = 0;
  const optimize = async () => {
    const res = await fetch(`${server.url}/api/optimize-resume-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[next++ % USERS] },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`optimize answered ${res.status}`);
  };
  const run = async (count) => {
    const each = Math.ceil(count / CONCURRENCY);
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < each; i++) await optimize();
    }));
    return each * CONCURRENCY;
  };

  await run(WARMUP);
  const before = threadTicks(server.child.pid);
  const postgresBefore = postgresTicks();
  const start = performance.now();
  const done = await run(REQUESTS);
  const seconds = (performance.now() - start) / 1000;
  const after = threadTicks(server.child.pid);
  const postgres = postgresTicks() - postgresBefore;

  const perRequest = (ticks) => ((ticks * TICK_MS) / done).toFixed(2);
  const rows = [...after]
    .map(([tid, { name, ticks }]) => ({ tid, name, ticks: ticks - (before.get(tid)?.ticks ?? 0) }))
    .filter((row) => row.ticks > 0)
    .sort((a, b) => b.ticks - a.ticks);
  const total = rows.reduce((sum, row) => sum + row.ticks, 0) + postgres;
  console.log(`\n${done} optimizations at ${CONCURRENCY} at once after ${WARMUP} of warm-up: ${(done / seconds).toFixed(1)} req/s`);
  console.log('| thread | CPU ms per optimization |');
  console.log('|---|---|');
  for (const row of rows) {
    const label = row.tid === String(server.child.pid) ? 'event loop' : `${row.name} (thread ${row.tid})`;
    console.log(`| ${label} | ${perRequest(row.ticks)} |`);
  }
  console.log(`| PostgreSQL (all processes) | ${perRequest(postgres)} |`);
  console.log(`| **total** | **${perRequest(total)}** |`);
  console.log('(The compute pool\'s threads are the busiest "node" threads after the event loop; the four "node" threads');
  console.log('started right after it are V8\'s platform threads: GC helpers and background compilation.)');
} finally {
  await server.stop();
  site.close();
  await database.drop();
}
