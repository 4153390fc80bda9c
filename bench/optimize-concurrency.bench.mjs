// Benchmark (issue "Speed"): pasted-description optimizations at 4 and 8 requests at once on the built
// server — POST /api/optimize-resume-text with a 2-page resume (763 words) and a 1,000-word pasted job
// description; the link's page is "walled" (a loopback stand-in answers 404 at once), so every request
// resolves the job from the paste, tailors in the compute pool and stores the result. Target: at 8
// concurrent ≥ 110 req/s with p95 ≤ 150 ms on 2 cores. Users rotate so the per-user optimize limit
// (30 per 10 minutes) is never reached.
// Run: pnpm --filter @jobapp/api build && node bench/optimize-concurrency.bench.mjs
// BENCH_UNIQUE_JOBS=1: every request pastes a description of its own (a reference line added), so no
// request reuses the job reading of another (job-reading-cache.ts); by default they share one posting.
// Database: the PostgreSQL server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test,
// a scratch database is made and dropped), or BENCH_DB=pglite for the embedded one.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile, registerUser, repoRoot, scratchDatabase, startBuiltServer } from './support/server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const usePglite = process.env.BENCH_DB === 'pglite';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const USERS = 120;
const uniqueJobs = process.env.BENCH_UNIQUE_JOBS === '1';

const resumeText = readFileSync(join(repoRoot, 'shared/src/tailoring/__fixtures__/resumes/software-engineer-2page.txt'), 'utf8');
const jobDescription = readFileSync(join(repoRoot, 'bench/fixtures/backend-engineer-1000-words.txt'), 'utf8');

// LinkedIn stand-in: every job page is missing, so the pasted description is used.
const site = createHttpServer((_req, res) => {
  res.writeHead(404, { 'content-type': 'text/html' });
  res.end('<html><body>Not found</body></html>');
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));

const database = usePglite ? null : await scratchDatabase(adminUrl, 'rb_bench_opt');
// BENCH_CPU_PROF=<dir>: the server (and its worker threads) write V8 CPU profiles there on exit.
const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = await startBuiltServer({
  nodeArgs,
  env: {
    ...(database ? { DATABASE_URL: database.url } : {}),
    TRUST_PROXY: 'true',
    LINKEDIN_ORIGIN: `http://127.0.0.1:${site.address().port}`,
    AI_PROVIDER: 'builtin',
  },
});
const { url } = server;

try {
  const cookies = [];
  // One address per account: the registration limit counts per address.
  for (let i = 0; i < USERS; i++) cookies.push(await registerUser(url, i, { 'x-forwarded-for': `198.51.100.${i % 250}` }));
  const body = JSON.stringify({ resumeText, jobUrl: 'https://www.linkedin.com/jobs/view/4000000003/', jobDescription });

  async function run(connections, duration) {
    let next = 0;
    const latencies = [];
    const result = await autocannon({
      url: `${url}/api/optimize-resume-text`,
      method: 'POST',
      connections,
      duration,
      headers: { 'content-type': 'application/json' },
      body,
      setupClient(client) {
        client.on('response', (_status, _bytes, ms) => latencies.push(ms));
      },
      requests: [
        {
          setupRequest(request) {
            next += 1;
            const withCookie = { ...request, headers: { ...request.headers, cookie: cookies[next % cookies.length] } };
            if (!uniqueJobs) return withCookie;
            const description = `${jobDescription}\n\nReference: BENCH-${process.pid}-${next}`;
            return { ...withCookie, body: JSON.stringify({ resumeText, jobUrl: 'https://www.linkedin.com/jobs/view/4000000003/', jobDescription: description }) };
          },
        },
      ],
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > 0) throw new Error(`${failed} failed requests at ${connections} concurrent (${JSON.stringify(result.statusCodeStats)})`);
    latencies.sort((a, b) => a - b);
    return { rps: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  }

  await run(8, 2); // warm-up
  const rows = [];
  for (const connections of [4, 8]) rows.push([connections, await run(connections, DURATION_S)]);
  console.log(
    `\nPasted-description optimizations (${uniqueJobs ? 'a description of its own per request' : 'one shared posting'}) on ${usePglite ? 'PGlite' : 'PostgreSQL'}, ${DURATION_S} s each (${cpus().length} × ${cpus()[0]?.model}, Node ${process.version})`,
  );
  console.log('| concurrent | req/s | p50 ms | p95 ms |');
  console.log('|---|---|---|---|');
  for (const [connections, r] of rows) console.log(`| ${connections} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
} finally {
  await server.stop();
  site.close();
  await database?.drop();
}
