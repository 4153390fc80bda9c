// Benchmark (issue "Speed"): where an optimization's CPU goes — CPU time per pasted-description
// optimization for each thread of the built server (the event loop, the compute-pool threads, V8's
// platform threads for GC and compilation, libuv's pool) and for PostgreSQL, read from /proc (Linux)
// before and after the run. Unlike req/s, CPU time hardly changes when other work shares the machine,
// so this is the figure to compare two builds with. Same request as bench:optimize (2-page resume,
// 1,000-word pasted description, the link's page a loopback 404).
// Run: pnpm --filter @jobapp/api build && node bench/optimize-cpu.bench.mjs
// BENCH_WARMUP (default 400) optimizations first, so the JIT has settled; then BENCH_REQUESTS (400) at
// BENCH_CONCURRENCY (4) at once, measured. Beside it, the floor (support/bare-optimize-floor.mjs: the
// same compute tasks and row on a bare server) gets the same warm-up and the same number, in rounds of
// 40 that alternate with the product's, so a change of load on the machine weighs on both; its whole
// process and PostgreSQL are counted. A new posting per request (BENCH_SHARED_JOB=1: one shared posting).
// Database: BENCH_DATABASE_URL, a scratch database beside it.
import { loadavg } from 'node:os';
import { optimizeBody, walledSite } from './support/optimize-request.mjs';
import {
  postgresTicks,
  postgresTicksSince,
  processTicks,
  registerUsers,
  scratchDatabase,
  startBuiltServer,
  startOptimizeFloor,
  threadTicks,
  TICK_MS,
} from './support/server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WARMUP = Number(process.env.BENCH_WARMUP ?? 400);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
/** Optimizations per round; the rounds alternate between the product and the floor. */
const ROUND = 40;
const USERS = 80; // 30 optimizations per user per 10 minutes: enough for warm-up and run (2,400)

if (process.platform !== 'linux') throw new Error('bench:optimize-cpu reads /proc: Linux only');

const sharedJob = process.env.BENCH_SHARED_JOB === '1';
const { site, origin } = await walledSite();
const database = await scratchDatabase(adminUrl, 'rb_bench_cpu');
// BENCH_CPU_PROF=<dir>: the server (and its worker threads) write V8 CPU profiles there on exit.
const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = await startBuiltServer({
  nodeArgs,
  env: { DATABASE_URL: database.url, TRUST_PROXY: 'true', LINKEDIN_ORIGIN: origin, AI_PROVIDER: 'builtin' },
});

try {
  const { cookies, userIds } = await registerUsers(server.url, USERS, database.url);
  let next = 0;
  const floor = await startOptimizeFloor(database.url, { nodeArgs });
  const timeLimited = { product: 0, floor: 0 };
  /** One optimization on the product (a user's cookie) or on the floor (the user's id). */
  const optimize = async (target) => {
    const n = next++;
    const res =
      target === 'floor'
        ? await fetch(floor.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-user-id': String(userIds[n % USERS]) }, body: optimizeBody(n, { forFloor: true, shared: sharedJob }) })
        : await fetch(`${server.url}/api/optimize-resume-text`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: cookies[n % USERS] },
            body: optimizeBody(n, { shared: sharedJob }),
          });
    const answer = await res.text();
    // A compute task stopped at its time limit (422) happens when the machine is overloaded: counted, said.
    if (res.status === 422) timeLimited[target] += 1;
    else if (res.status !== 201) throw new Error(`the ${target} answered ${res.status}: ${answer.slice(0, 200)}`);
  };
  const run = async (target, count) => {
    const each = Math.ceil(count / CONCURRENCY);
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < each; i++) await optimize(target);
    }));
    return each * CONCURRENCY;
  };

  try {
    await run('product', WARMUP);
    await run('floor', WARMUP);
    // Measured in rounds, the product's then the floor's, so a change of load on the machine weighs on both.
    const rounds = Math.max(1, Math.round(REQUESTS / ROUND));
    const product = { done: 0, seconds: 0, postgres: 0, threads: new Map() };
    const bare = { done: 0, seconds: 0, postgres: 0, ticks: 0 };
    for (let round = 0; round < rounds; round++) {
      const before = threadTicks(server.child.pid);
      let postgresBefore = postgresTicks(database.name);
      let start = performance.now();
      product.done += await run('product', ROUND);
      product.seconds += (performance.now() - start) / 1000;
      product.postgres += postgresTicksSince(postgresBefore, postgresTicks(database.name));
      for (const [tid, { name, ticks }] of threadTicks(server.child.pid)) {
        const row = product.threads.get(tid) ?? { name, ticks: 0 };
        row.ticks += ticks - (before.get(tid)?.ticks ?? 0);
        product.threads.set(tid, row);
      }
      const floorBefore = processTicks(floor.child.pid);
      postgresBefore = postgresTicks(database.name);
      start = performance.now();
      bare.done += await run('floor', ROUND);
      bare.seconds += (performance.now() - start) / 1000;
      bare.postgres += postgresTicksSince(postgresBefore, postgresTicks(database.name));
      bare.ticks += processTicks(floor.child.pid) - floorBefore;
    }

    const perProduct = (ticks) => (ticks * TICK_MS) / product.done;
    const perFloor = (ticks) => (ticks * TICK_MS) / bare.done;
    const rows = [...product.threads].map(([tid, row]) => ({ tid, ...row })).filter((row) => row.ticks > 0).sort((a, b) => b.ticks - a.ticks);
    const productProcess = rows.reduce((sum, row) => sum + row.ticks, 0);
    const total = productProcess + product.postgres;
    console.log(`\n${product.done} optimizations at ${CONCURRENCY} at once after ${WARMUP} of warm-up: ${(product.done / product.seconds).toFixed(1)} req/s (the floor: ${(bare.done / bare.seconds).toFixed(1)} req/s)`);
    console.log('| thread | CPU ms per optimization |');
    console.log('|---|---|');
    for (const row of rows) {
      const label = row.tid === String(server.child.pid) ? 'event loop' : `${row.name} (thread ${row.tid})`;
      console.log(`| ${label} | ${perProduct(row.ticks).toFixed(2)} |`);
    }
    console.log(`| PostgreSQL (the scratch database's backends) | ${perProduct(product.postgres).toFixed(2)} |`);
    console.log(`| **total** | **${perProduct(total).toFixed(2)}** |`);
    console.log('(The compute pool\'s threads are the busiest "node" threads after the event loop; the four "node" threads');
    console.log('started right after it are V8\'s platform threads: GC helpers and background compilation.)');

    // The floor (support/bare-optimize-floor.mjs): the same compute tasks and row, nothing else; its whole process.
    const productTotal = perProduct(total);
    const floorTotal = perFloor(bare.ticks + bare.postgres);
    console.log(`\nBeside the floor (${bare.done} optimizations, in the same rounds):`);
    console.log('| CPU ms per optimization | product | floor | product / floor |');
    console.log('|---|---|---|---|');
    console.log(`| server process (all threads) | ${perProduct(productProcess).toFixed(2)} | ${perFloor(bare.ticks).toFixed(2)} | ${(perProduct(productProcess) / perFloor(bare.ticks)).toFixed(2)}x |`);
    console.log(`| PostgreSQL | ${perProduct(product.postgres).toFixed(2)} | ${perFloor(bare.postgres).toFixed(2)} | ${(perProduct(product.postgres) / perFloor(bare.postgres)).toFixed(2)}x |`);
    console.log(`| **total** | **${productTotal.toFixed(2)}** | **${floorTotal.toFixed(2)}** | **${(productTotal / floorTotal).toFixed(2)}x** (the floor is ${(floorTotal / productTotal).toFixed(2)}x of it) |`);
    console.log(`(load average ${loadavg().map((l) => l.toFixed(2)).join(', ')} at the end; answered 422 at the compute time limit, warm-up included: product ${timeLimited.product}, floor ${timeLimited.floor})`);
  } finally {
    await floor.stop();
  }
} finally {
  await server.stop();
  site.close();
  await database.drop();
}
