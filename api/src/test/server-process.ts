/**
 * Runs the real entry point as a child process on 127.0.0.1:<free port>, with its own temporary
 * DATA_DIR (PGlite, unless the env names a database), for tests of what only a whole process does:
 * roles, signals, shutdown (api tests: the sources through tsx), and the browser tests (the build,
 * api/dist/server.js, through e2e/support/app-server.ts). close() stops it (SIGTERM, SIGKILL after 5 s).
 * Its PGlite folder starts as a copy of a migrated one (test-db.ts), unless the test asks for an empty one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedPgliteFolder } from './test-db';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = join(apiDir, '..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  close(): Promise<void>;
}

export interface ServerProcessOptions {
  env?: Record<string, string>;
  /** Answered 200 once the process is up (default /api/health). */
  readyPath?: string;
  /** Run api/dist/server.js (built) instead of the sources. */
  built?: boolean;
  /** Longest wait for `readyPath`, ms (default 45 000). */
  startTimeoutMs?: number;
  /** PGlite: start on an empty data folder, as a first start does (default: a copy of a migrated one). */
  freshDatabase?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const { readyPath = '/api/health', startTimeoutMs = 45_000 } = options;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-server-process-'));
  if (!options.freshDatabase && !options.env?.DATABASE_URL) cpSync(await migratedPgliteFolder(), join(dataDir, 'db'), { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const [args, cwd] = options.built
    ? [[join(apiDir, 'dist', 'server.js')], repoRoot]
    : [['--import', 'tsx', 'src/server.ts'], apiDir];
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`server exited (${child.exitCode}) before answering ${readyPath}:\n${log}`);
    }
    const answered = await fetch(`${url}${readyPath}`).then((response) => response.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await close();
      throw new Error(`server did not answer ${readyPath} within ${startTimeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, child, output: () => log, exited, close };
}
