// Benchmark: latency of the signed-in request path (cookie → jose verify → session row → user row),
// GET /api/user on the built server with its embedded PGlite database, one client, sequential.
// Every signed-in feature pays this cost. Run: pnpm bench (builds the API first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const WARMUP = 100;
const SAMPLES = 2000;

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'rb-bench-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: url },
  stdio: 'inherit',
});

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
  const reg = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench User', email: 'bench@example.test', username: 'bench', password: 'bench-pass-1', acceptTerms: true }),
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  const times = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(`${url}/api/user`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/user answered ${res.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const fmt = (n) => `${n.toFixed(2)} ms`;
  console.log(`GET /api/user (signed in, PGlite), ${SAMPLES} sequential requests after ${WARMUP} warm-up:`);
  console.log(`  p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  p99 ${fmt(percentile(times, 99))}  max ${fmt(times.at(-1))}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
