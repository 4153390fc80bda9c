// Benchmark: latency of the signed-in request path (cookie → jose verify → session row → user row),
// GET /api/user on the built server with its embedded PGlite database, one client, sequential.
// Every signed-in feature pays this cost. Run: pnpm bench (builds the API first).
import { percentile, registerUser, startBuiltServer } from './support/server.mjs';

const WARMUP = 100;
const SAMPLES = 2000;

const server = await startBuiltServer();
const { url } = server;

try {
  const cookie = await registerUser(url, 0);

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
  await server.stop();
}
