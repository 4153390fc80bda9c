// Benchmark (issue "Speed"): signed-in API throughput on the PostgreSQL server at 50 connections.
// GET /api/user and GET /api/my-resumes (10 resumes with match reports) on the built server, each beside
// a baseline measured in the same run: a bare Koa route running the same SQL with `pg` directly
// (support/bare-koa-baseline.mjs). Targets: /api/my-resumes ≥ 3,000 req/s, /api/user ≥ 5,000 req/s,
// each ≥ 0.5× its baseline. The load tool (autocannon) runs in this process, on the same machine.
// Run: pnpm --filter @jobapp/api build && node bench/api-throughput.bench.mjs
// Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch database
// is created beside it and dropped at the end.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const RESUMES = 10;

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function load(url, headers) {
  // A short warm-up, then the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} failed requests`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const scratch = `rb_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${scratch}`;

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'rb-bench-api-'));
const url = `http://127.0.0.1:${port}`;
// BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there on exit (to see where the time goes).
const profileArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = spawn(process.execPath, [...profileArgs, 'api/dist/server.js'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.href,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    SMTP_URL: 'smtp://127.0.0.1:9',
    PUBLIC_URL: url,
    AI_PROVIDER: 'builtin',
  },
  stdio: 'inherit',
});
let baseline;

try {
  await waitFor(`${url}/api/health`);
  const reg = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench User', email: 'bench@example.test', username: 'bench', password: 'bench-pass-1', acceptTerms: true }),
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const jobUrl = 'https://www.linkedin.com/jobs/view/backend-engineer-at-northwind-4000000002';
  const capture = await fetch(`${url}/api/job-postings/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      url: jobUrl,
      source: 'linkedin',
      title: 'Backend Engineer',
      company: 'Northwind',
      location: 'Remote',
      descriptionHtml: '<p>Northwind needs a Backend Engineer with Node.js, PostgreSQL, Kafka and TypeScript to build APIs. 5+ years.</p>',
      capturedAt: new Date().toISOString(),
    }),
  });
  if (capture.status !== 201) throw new Error(`capture answered ${capture.status}`);
  const resumeText = [
    'Jordan Rivera',
    'jordan.rivera@example.com | +1 555 010 2000',
    'SUMMARY',
    'Backend engineer with 8 years building payment and logistics APIs.',
    'EXPERIENCE',
    'Backend Engineer, Acme Corp, 2019 - Present',
    '• Built payment APIs in Node.js and PostgreSQL serving 2 million requests a day',
    '• Cut p95 latency by 40% by moving reports to read replicas',
    'Software Engineer, Globex, 2016 - 2019',
    '• Wrote Kafka consumers for order events in TypeScript',
    'SKILLS',
    'Node.js, PostgreSQL, TypeScript, Kafka, Docker',
  ].join('\n');
  for (let i = 0; i < RESUMES; i++) {
    const res = await fetch(`${url}/api/optimize-resume-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ resumeText, jobUrl }),
    });
    if (res.status !== 201) throw new Error(`optimize answered ${res.status}: ${await res.text()}`);
  }
  const db = new pg.Client({ connectionString: databaseUrl.href });
  await db.connect();
  const sessionId = (await db.query('select id from sessions limit 1')).rows[0].id;
  await db.end();

  const baselinePort = await freePort();
  baseline = fork(join(repoRoot, 'bench/support/bare-koa-baseline.mjs'), [String(baselinePort), databaseUrl.href], { stdio: 'inherit' });
  await new Promise((resolve) => baseline.once('message', resolve));
  const baseUrl = `http://127.0.0.1:${baselinePort}`;

  const results = {};
  results.userOurs = await load(`${url}/api/user`, { cookie });
  results.userBaseline = await load(`${baseUrl}/user`, { 'x-session-id': sessionId });
  results.listOurs = await load(`${url}/api/my-resumes`, { cookie });
  results.listBaseline = await load(`${baseUrl}/my-resumes`, { 'x-session-id': sessionId });

  const row = (name, ours, base) =>
    `| ${name} | ${ours.rps} | ${ours.p50} / ${ours.p99} | ${base.rps} | ${(ours.rps / base.rps).toFixed(2)}× |`;
  console.log(`\nSigned-in API on PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s each (${cpus().length} × ${cpus()[0]?.model}, Node ${process.version})`);
  console.log('| route | req/s | p50 / p99 ms | bare Koa + pg req/s | ratio |');
  console.log('|---|---|---|---|---|');
  console.log(row('GET /api/user', results.userOurs, results.userBaseline));
  console.log(row(`GET /api/my-resumes (${RESUMES} resumes)`, results.listOurs, results.listBaseline));
} finally {
  baseline?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
