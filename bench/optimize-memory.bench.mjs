// Benchmark (issue 26, item 7): memory after many optimizations — the resident memory (VmRSS, /proc) of the
// built server after BENCH_OPTIMIZATIONS (default 2,000) pasted-description optimizations, each with a
// posting of its own (the real case), beside the floor's (support/bare-optimize-floor.mjs: the same compute
// tasks and row, same thread count) after the same number. Both run in the same run, one after the other,
// at BENCH_CONCURRENCY (default 8) at once; RSS is read every 250 optimizations, so the table shows where
// each levels off. A fresh process each (started, warmed by nothing but the run itself).
// Target: the server's RSS ≤ 1.3x the floor's, or the cause named in bench/RESULTS.md.
// Run: pnpm --filter @jobapp/api build && node bench/optimize-memory.bench.mjs
// Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), a scratch database beside it.
import { loadavg } from 'node:os';
import { optimizeBody, walledSite } from './support/optimize-request.mjs';
import { registerUsers, rssMiB, scratchDatabase, startBuiltServer, startOptimizeFloor } from './support/server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPTIMIZATIONS = Number(process.env.BENCH_OPTIMIZATIONS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const STEP = 250;
/** The server's /metrics (its event loop's heap) is read at the end. */
const METRICS_TOKEN = 'bench-metrics-token';
/** 30 optimizations per user per 10 minutes: enough users for the run, with room. */
const USERS = Math.ceil(OPTIMIZATIONS / 25);

const { site, origin } = await walledSite();
const database = await scratchDatabase(adminUrl, 'rb_bench_mem');
const server = await startBuiltServer({
  env: { DATABASE_URL: database.url, METRICS_TOKEN: METRICS_TOKEN, TRUST_PROXY: 'true', LINKEDIN_ORIGIN: origin, AI_PROVIDER: 'builtin' },
});
let floor;

/** Runs `count` optimizations against `send`, at CONCURRENCY at once; answers the RSS of `pid` every STEP. */
async function measure(pid, send) {
  const samples = [[0, rssMiB(pid)]];
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < OPTIMIZATIONS) {
        const n = next++;
        const res = await send(n);
        const answer = await res.text();
        if (res.status !== 201) throw new Error(`optimization ${n} answered ${res.status}: ${answer.slice(0, 200)}`);
        done += 1;
        if (done % STEP === 0) samples.push([done, rssMiB(pid)]);
      }
    }),
  );
  return samples;
}

try {
  const { cookies, userIds } = await registerUsers(server.url, USERS, database.url);
  const product = await measure(server.child.pid, (n) =>
    fetch(`${server.url}/api/optimize-resume-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[n % USERS] },
      body: optimizeBody(n),
    }),
  );
  const productLoad = loadavg()[0];
  const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const heapLines = metrics.split('\n').filter((line) => /^resumeboost_(nodejs_heap_size_(used|total)_bytes|nodejs_external_memory_bytes|process_resident_memory_bytes) /.test(line));
  await server.stop();
  floor = await startOptimizeFloor(database.url);
  const bare = await measure(floor.child.pid, (n) =>
    fetch(floor.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-user-id': String(userIds[n % USERS]) }, body: optimizeBody(n, { forFloor: true }) }),
  );
  console.log(`\nResident memory (MiB) after pasted-description optimizations, a posting of its own each, ${CONCURRENCY} at once (load ${productLoad.toFixed(2)} / ${loadavg()[0].toFixed(2)})`);
  console.log('| optimizations | server RSS | floor RSS | server / floor |');
  console.log('|---|---|---|---|');
  for (let i = 0; i < product.length; i++) {
    const [count, rss] = product[i];
    const floorRss = bare[i]?.[1] ?? NaN;
    console.log(`| ${count} | ${rss.toFixed(0)} | ${floorRss.toFixed(0)} | ${(rss / floorRss).toFixed(2)}x |`);
  }
  console.log('\nThe server\'s event loop at the end (/metrics, MiB; the rest of its RSS is the compute threads\' heaps and native memory):');
  for (const line of heapLines) {
    const [name, value] = line.split(' ');
    console.log(`- ${name}: ${(Number(value) / 1048576).toFixed(1)}`);
  }
} finally {
  await floor?.stop();
  await server.stop();
  site.close();
  await database.drop();
}
