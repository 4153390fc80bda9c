/**
 * Issue 26, item 4: how long a background job (a LinkedIn optimization's shape: ~70 ms of work) takes
 * from enqueue until its result is visible in the database, with the runner woken on enqueue and,
 * for comparison, polling only (the old 1 s poll). In process, over the real job runner and queries,
 * on PGlite or (BENCH_DATABASE_URL set) the PostgreSQL server. Not yet through the HTTP API.
 *
 *   pnpm --filter @jobapp/bench exec tsx linkedin-latency.ts   [RUNS=40]
 */
import { cpus, loadavg } from 'node:os';
import { openDatabase } from '../api/src/db/client';
import { JobRunner } from '../api/src/lib/jobs/job-runner';
import { enqueueJob, findJobStatus } from '../api/src/lib/jobs/jobs.queries';

const RUNS = Number(process.env.RUNS ?? 40);
const WORK_MS = 70;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : {});
await database.migrate();
const { db } = database;

for (const wakeOnEnqueue of [true, false]) {
  const name = `bench-linkedin-${wakeOnEnqueue ? 'woken' : 'polled'}`;
  const runner = new JobRunner({ db, wakeOnEnqueue }).register(name, async () => sleep(WORK_MS));
  runner.start();
  await sleep(300);
  const latencies: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    // A user's request arrives at an arbitrary moment relative to the poll timer.
    await sleep(Math.random() * 1_000);
    const started = performance.now();
    const id = (await enqueueJob(db, name, { n }))!;
    // The web app's view: the row read until done (reads every 10 ms here, to measure the server side).
    while ((await findJobStatus(db, id, new Date()))?.state !== 'done') await sleep(10);
    latencies.push(performance.now() - started);
  }
  await runner.stop();
  console.log(
    `${wakeOnEnqueue ? 'woken on enqueue' : 'poll only (1 s)'}: ${RUNS} jobs of ${WORK_MS} ms work on ${database.kind}: ` +
      `enqueue → done visible p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
  );
}
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await database.close();
