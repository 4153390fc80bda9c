// Benchmark (issue "Speed"): signed-in API throughput on the PostgreSQL server at 50 connections.
// GET /api/user and GET /api/my-resumes (10 resumes with match reports) on the built server, each beside
// a baseline measured in the same run: a bare Koa route running the same SQL with `pg` directly
// (support/bare-koa-baseline.mjs). Targets: /api/my-resumes ≥ 3,000 req/s, /api/user ≥ 5,000 req/s,
// each ≥ 0.7× its baseline (issue 26). The load tool (autocannon) runs in this process, on the same machine.
// Run: pnpm --filter @jobapp/api build && node bench/api-throughput.bench.mjs
// Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch database
// is created beside it and dropped at the end.
import { execFileSync, fork } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, registerUser, repoRoot, scratchDatabase, startBuiltServer } from './support/server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const RESUMES = 10;

// BENCH_LOAD=wrk: the load comes from wrk (Debian's `wrk`, one thread, written in C) instead of autocannon in
// this process. On 2 cores the load tool competes with the server and the database for CPU; autocannon needs
// about a core at these rates, wrk a fraction of one, so both the product and its floor get more of the machine.
const useWrk = process.env.BENCH_LOAD === 'wrk';

function wrkLoad(url, headers, duration) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const out = execFileSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency', ...headerArgs, url], { encoding: 'utf8' });
  const number = (re) => {
    const m = re.exec(out);
    if (!m) throw new Error(`wrk printed no ${re}: ${out}`);
    return m;
  };
  const ms = (m) => Math.round(Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1));
  if (/Non-2xx or 3xx responses|Socket errors/.test(out)) throw new Error(`${url}: failed requests\n${out}`);
  return {
    rps: Math.round(Number(number(/Requests\/sec:\s+([\d.]+)/)[1])),
    p50: ms(number(/50%\s+([\d.]+)(us|ms|s)/)),
    p99: ms(number(/99%\s+([\d.]+)(us|ms|s)/)),
  };
}

async function load(url, headers) {
  if (useWrk) {
    wrkLoad(url, headers, 2);
    return wrkLoad(url, headers, DURATION_S);
  }
  // A short warm-up, then the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} failed requests`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const database = await scratchDatabase(adminUrl, 'rb_bench');
// BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there on exit (to see where the time goes).
const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = await startBuiltServer({
  nodeArgs,
  env: {
    DATABASE_URL: database.url,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    SMTP_URL: 'smtp://127.0.0.1:9',
    AI_PROVIDER: 'builtin',
  },
});
const { url } = server;
let baseline;

try {
  const cookie = await registerUser(url, 0);
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
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const sessionId = (await db.query('select id from sessions limit 1')).rows[0].id;
  await db.end();

  const baselinePort = await freePort();
  baseline = fork(join(repoRoot, 'bench/support/bare-koa-baseline.mjs'), [String(baselinePort), database.url], { stdio: 'inherit' });
  await new Promise((resolve) => baseline.once('message', resolve));
  const baseUrl = `http://127.0.0.1:${baselinePort}`;

  const results = {};
  results.userOurs = await load(`${url}/api/user`, { cookie });
  results.userBaseline = await load(`${baseUrl}/user`, { 'x-session-id': sessionId });
  results.listOurs = await load(`${url}/api/my-resumes`, { cookie });
  results.listBaseline = await load(`${baseUrl}/my-resumes`, { 'x-session-id': sessionId });

  const row = (name, ours, base) =>
    `| ${name} | ${ours.rps} | ${ours.p50} / ${ours.p99} | ${base.rps} | ${(ours.rps / base.rps).toFixed(2)}× |`;
  console.log(`\nSigned-in API on PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s each, load from ${useWrk ? 'wrk' : 'autocannon'} (${cpus().length} × ${cpus()[0]?.model}, Node ${process.version})`);
  console.log('| route | req/s | p50 / p99 ms | bare Koa + pg req/s | ratio |');
  console.log('|---|---|---|---|---|');
  console.log(row('GET /api/user', results.userOurs, results.userBaseline));
  console.log(row(`GET /api/my-resumes (${RESUMES} resumes)`, results.listOurs, results.listBaseline));
} finally {
  baseline?.kill();
  await server.stop();
  await database.drop();
}
