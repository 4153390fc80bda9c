// What the HTTP benchmarks share: a free loopback port, the built server started on it (its own
// DATA_DIR, stopped and cleaned up by `stop()`), a scratch PostgreSQL database, a registered user's
// cookie, and percentiles. The built server is `api/dist/server.js` (`pnpm --filter @jobapp/api build`).
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers below 500 (about 30 s at most, or `timeoutMs`). */
export async function waitFor(url, timeoutMs = 30_000) {
  for (let i = 0; i < timeoutMs / 200; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the built server on a free port with its own DATA_DIR (PGlite there unless `env` sets
 * DATABASE_URL). `nodeArgs` go before the script (e.g. --cpu-prof). Answers once /api/health answers.
 */
export async function startBuiltServer({ env = {}, nodeArgs = [], startTimeoutMs = 30_000 } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, 'api/dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: url, ...env },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/health`, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, child, stop };
}

/** A database made beside `adminUrl` for one run, dropped by `drop()`. */
export async function scratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Registers bench user `n` and answers its session cookie. `headers` e.g. an X-Forwarded-For of its own. */
export async function registerUser(url, n, headers = {}) {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ fullName: `Bench ${n}`, email: `bench${n}@example.test`, username: `bench${n}`, password: 'bench-pass-1', acceptTerms: true }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * Registers `count` bench users, each from an address of its own (the registration limit counts per
 * address), and answers their cookies and their ids, in the same order.
 */
export async function registerUsers(url, count, databaseUrl) {
  const cookies = [];
  for (let i = 0; i < count; i++) {
    cookies.push(await registerUser(url, i, { 'x-forwarded-for': `198.51.${100 + Math.floor(i / 250)}.${i % 250}` }));
  }
  return { cookies, userIds: await registeredUserIds(databaseUrl) };
}

/** The p-th percentile (nearest rank) of ascending values. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Starts the optimize floor (bare-optimize-floor.mjs) on a free port against `databaseUrl` (migrated by the
 * built server first: the floor writes the same tables). `nodeArgs` as for startBuiltServer.
 */
export async function startOptimizeFloor(databaseUrl, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const child = fork(join(repoRoot, 'bench/support/bare-optimize-floor.mjs'), [String(port), databaseUrl], { stdio: 'inherit', execArgv: nodeArgs });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the optimize floor exited (${code})`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  return { url: `http://127.0.0.1:${port}`, port, child, stop };
}

/** The ids of the users registered so far, in order of registration (the floor's owners). */
export async function registeredUserIds(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id from users order by id');
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** Resident memory of a process (VmRSS, /proc; Linux), in MiB. */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Milliseconds of CPU in one clock tick of /proc (USER_HZ). */
export const TICK_MS = 1000 / 100;

/** utime + stime of a /proc stat line, in ticks. */
export function ticksOf(statLine) {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU ticks of a whole process (all its threads) so far. */
export function processTicks(pid) {
  return ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** Each thread of `pid`: name and CPU ticks so far. */
export function threadTicks(pid) {
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    threads.set(tid, { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: ticksOf(stat) });
  }
  return threads;
}

/**
 * CPU ticks so far of each PostgreSQL backend serving `database` (their process title names it), or of
 * every PostgreSQL process without it (then other work on the machine counts too): pid → ticks.
 */
export function postgresTicks(database) {
  const ticks = new Map();
  let pids = [];
  try {
    pids = execFileSync('pgrep', database ? ['-f', `postgres: .* ${database} `] : ['postgres'], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return ticks;
  }
  for (const pid of pids) {
    try {
      ticks.set(pid, ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8')));
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

/** The ticks spent between two postgresTicks readings (a backend started meanwhile counts whole; one that ended, not). */
export function postgresTicksSince(before, after) {
  let sum = 0;
  for (const [pid, ticks] of after) sum += ticks - (before.get(pid) ?? 0);
  return sum;
}
