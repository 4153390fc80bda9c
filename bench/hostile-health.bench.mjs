// Benchmark (issue 8, item 1): /api/health while 4 optimizations with hostile 50,000-character inputs
// run (the built server on PGlite, the load from this separate process). Target: health under 50 ms.
// Scenario "resume": 50,000 characters of hostile words as pasted resume text, the posting from an
// extension capture (tailoring: the compute pool). Scenario "description": the same with a 50,000-character
// hostile pasted job description (read by features/jobs on the event loop, see RESULTS.md).
// Run: scripts/pnpm --filter @jobapp/api build && scripts/pnpm --filter @jobapp/bench exec node hostile-health.bench.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const LENGTH = 50_000;
const runOf = (unit, length = LENGTH) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

// Every LinkedIn page is the sign-in wall: pasted descriptions and captures supply the posting.
const authwall = readFileSync(join(repoRoot, 'shared/src/jobs/__fixtures__/linkedin-authwall.html'));
const site = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(authwall);
});
const sitePort = await listen(site);
const probe = createServer();
const port = await listen(probe);
await new Promise((r) => probe.close(r));

const dataDir = mkdtempSync(join(tmpdir(), 'rb-bench-hostile-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: url, LINKEDIN_ORIGIN: `http://127.0.0.1:${sitePort}`, AI_PROVIDER: 'builtin' },
  stdio: 'inherit',
});

const DESCRIPTION =
  'Platform Engineer at Example Labs. We need 4+ years of TypeScript, Node.js and PostgreSQL experience, ' +
  'Docker and AWS in production, and a Bachelor degree in Computer Science.';
const CAPTURED_JOB = 'https://www.linkedin.com/jobs/view/4400000123/';
const WALLED_JOB = 'https://www.linkedin.com/jobs/view/4000000001/';
const resumeText = readFileSync(join(repoRoot, 'e2e/fixtures/backend-resume.txt'), 'utf8');

async function post(path, cookie, body) {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res;
}

async function user(n) {
  const reg = await post('/api/register', null, { fullName: `Bench ${n}`, email: `bench${n}@example.test`, username: `bench${n}`, password: 'bench-pass-1', acceptTerms: true });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const captured = await post('/api/job-postings/capture', cookie, {
    url: CAPTURED_JOB, source: 'linkedin', title: 'Platform Engineer', company: 'Example Labs', descriptionHtml: `<p>${DESCRIPTION}</p>`, capturedAt: new Date().toISOString(),
  });
  if (captured.status !== 201) throw new Error(`capture answered ${captured.status}`);
  return cookie;
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const at = (xs, p) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const ms = (n) => `${n.toFixed(1)} ms`;

async function scenario(name, cookies, body) {
  const health = [];
  const optimize = [];
  const statuses = {};
  for (let round = 0; round < ROUNDS; round++) {
    let running = true;
    const slow = Promise.all(
      cookies.map(async (cookie) => {
        const start = performance.now();
        const res = await post('/api/optimize-resume-text', cookie, body);
        optimize.push(performance.now() - start);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }),
    ).finally(() => {
      running = false;
    });
    while (running) {
      // Every check sent while the optimizations run counts, however late it is answered.
      const start = performance.now();
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 5));
    }
    await slow;
  }
  const h = sorted(health);
  const o = sorted(optimize);
  console.log(`  ${name}: health (${h.length} checks) p50 ${ms(at(h, 50))}  p95 ${ms(at(h, 95))}  max ${ms(h.at(-1))}; ` +
    `optimizations (${o.length}) p50 ${ms(at(o, 50))}  max ${ms(o.at(-1))}; ${Object.entries(statuses).map(([s, n]) => `${n}× ${s}`).join(', ')}`);
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 150) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const cookies = [];
  for (let n = 0; n < 4; n++) cookies.push(await user(n));
  // Warm up: one ordinary optimization per user.
  await Promise.all(cookies.map((cookie) => post('/api/optimize-resume-text', cookie, { resumeText, jobUrl: CAPTURED_JOB })));

  console.log(`/api/health while 4 optimizations with hostile 50,000-character inputs run (${ROUNDS} rounds), built server on PGlite`);
  await scenario('hostile resume text', cookies, { resumeText: runOf('Aa, MA Go R/ 2020- '), jobUrl: CAPTURED_JOB });
  await scenario('hostile resume token', cookies, { resumeText: `${resumeText}\n${runOf('aA')}`, jobUrl: CAPTURED_JOB });
  await scenario('hostile pasted description', cookies, { resumeText, jobUrl: WALLED_JOB, jobDescription: `${DESCRIPTION}\n${runOf('MS A. ', LENGTH - DESCRIPTION.length - 1)}` });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
