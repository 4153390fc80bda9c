// Benchmark (issue 26, item 2): pasted-description optimizations at 4 and 8 requests at once on the built
// server, beside the floor — POST /api/optimize-resume-text with a 2-page resume (763 words) and a
// 1,000-word pasted job description naming no company (the body carries `company`, as the form does when
// the posting does not state it); the link's page is "walled" (a loopback stand-in answers 404 at once),
// so every request resolves the job from the paste, tailors in the compute pool and stores the result.
// The floor (support/bare-optimize-floor.mjs) is a bare node:http server replaying the same compute
// tasks on the same input with the same thread count and writing the same row with `pg`; it runs in the
// same run, on the same machine, each measurement right after the product's.
// Target: with a new posting per request, at 8 concurrent ≥ 110 req/s with p95 ≤ 150 ms on 2 cores and
// ≥ 0.85x the floor. Users rotate so the per-user optimize limit (30 per 10 minutes) is never reached.
// Run: pnpm --filter @jobapp/api build && node bench/optimize-concurrency.bench.mjs
// By default every request pastes a description of its own (a reference line added), so no request reuses
// the job reading of another (job-reading-cache.ts) — the real case; then a second table with one posting
// shared by every request. BENCH_MODES=unique or BENCH_MODES=shared runs one of them (BENCH_SHARED_JOB=1
// is BENCH_MODES=shared). BENCH_DURATION_S (default 10) per measurement. Database: the PostgreSQL server at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, a scratch database is made and
// dropped). BENCH_CPU_PROF=<dir>: the server and the floor write V8 CPU profiles there on exit.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { optimizeBody, walledSite } from './support/optimize-request.mjs';
import { percentile, registerUsers, scratchDatabase, startBuiltServer, startOptimizeFloor } from './support/server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const USERS = 300;
const modes = process.env.BENCH_SHARED_JOB === '1' ? ['shared'] : (process.env.BENCH_MODES ?? 'unique,shared').split(',');

const { site, origin } = await walledSite();

const database = await scratchDatabase(adminUrl, 'rb_bench_opt');
const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = await startBuiltServer({
  nodeArgs,
  env: { DATABASE_URL: database.url, TRUST_PROXY: 'true', LINKEDIN_ORIGIN: origin, AI_PROVIDER: 'builtin' },
});
let floor;

try {
  const { cookies, userIds } = await registerUsers(server.url, USERS, database.url);
  floor = await startOptimizeFloor(database.url, { nodeArgs });
  let next = 0;

  /** `target` 'product' or 'floor'; answers req/s and the latencies' p50 and p95. */
  async function run(target, mode, connections, duration) {
    const latencies = [];
    const result = await autocannon({
      url: target === 'product' ? `${server.url}/api/optimize-resume-text` : floor.url,
      method: 'POST',
      connections,
      duration,
      timeout: 30,
      headers: { 'content-type': 'application/json' },
      setupClient(client) {
        client.on('response', (_status, _bytes, ms) => latencies.push(ms));
      },
      requests: [
        {
          setupRequest(request) {
            next += 1;
            const user = next % USERS;
            const shared = mode === 'shared';
            if (target === 'floor') {
              return { ...request, headers: { ...request.headers, 'x-user-id': String(userIds[user]) }, body: optimizeBody(next, { forFloor: true, shared }) };
            }
            return { ...request, headers: { ...request.headers, cookie: cookies[user] }, body: optimizeBody(next, { shared }) };
          },
        },
      ],
    });
    // On an overloaded machine some answers are 422 (a compute task stopped at its time limit) or time out at
    // the load tool (30 s): counted and printed, not a reason to stop; anything else is.
    const failed = result.non2xx + result.errors + result.timeouts;
    const unexpected = Object.keys(result.statusCodeStats).filter((code) => code !== '201' && code !== '422');
    if (unexpected.length > 0) throw new Error(`the ${target} answered ${JSON.stringify(result.statusCodeStats)} at ${connections} concurrent`);
    latencies.sort((a, b) => a - b);
    return { rps: result.requests.average, p50: percentile(latencies, 50) ?? NaN, p95: percentile(latencies, 95) ?? NaN, failed, load: loadavg()[0] };
  }

  await run('product', 'unique', 8, 2); // warm-up
  await run('floor', 'unique', 8, 2);
  const fmt = (r) => `${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}`;
  const tables = [];
  for (const mode of modes) {
    const rows = [];
    for (const connections of [4, 8]) {
      const product = await run('product', mode, connections, DURATION_S);
      const bare = await run('floor', mode, connections, DURATION_S);
      rows.push(`| ${connections} | ${fmt(product)} | ${fmt(bare)} | ${(product.rps / bare.rps).toFixed(2)}x | ${product.failed} / ${bare.failed} | ${product.load.toFixed(2)} |`);
    }
    tables.push([mode, rows]);
  }
  console.log(`\nPasted-description optimizations on PostgreSQL, ${DURATION_S} s each, the load tool on the same machine (${cpus().length} × ${cpus()[0]?.model}, Node ${process.version})`);
  for (const [mode, rows] of tables) {
    console.log(`\n${mode === 'unique' ? 'A new posting per request (the real case)' : 'One posting shared by every request'}:`);
    console.log('| concurrent | req/s | p50 ms | p95 ms | floor req/s | floor p50 | floor p95 | of the floor | failed (422 or time-out) product / floor | load (1 min) |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  }
} finally {
  await floor?.stop();
  await server.stop();
  site.close();
  await database.drop();
}
