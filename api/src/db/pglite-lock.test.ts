/**
 * One process per PGlite folder: a second process on the same DATA_DIR refuses to start with a message
 * that says why and what to do, instead of both running and losing each other's writes; a lock left by a
 * process that was killed is taken over.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { usesPostgresServer } from '../test/test-db';
import { openDatabase } from './client';
import type { HolderReport } from './pglite-holder.child';
import { DatabaseLockedError, lockPgliteFolder } from './pglite-lock';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const childFile = fileURLToPath(new URL('./pglite-holder.child.ts', import.meta.url));
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rb-pglite-lock-'));
  dataDirs.push(dir);
  return dir;
}

function startHolder(dataDir: string): { child: ChildProcess; report: Promise<HolderReport> } {
  const child = fork(childFile, [dataDir], { cwd: apiDir, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const report = new Promise<HolderReport>((resolve, reject) => {
    child.once('message', (message: HolderReport) => resolve(message));
    child.once('exit', (code) => reject(new Error(`holder exited (${code}) before reporting`)));
  });
  return { child, report };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

// Database-free on the PostgreSQL side: runs once, in the PGlite project.
describe.skipIf(usesPostgresServer())('one process per PGlite data folder', () => {
  it('refuses a second process on the same DATA_DIR with a clear message, and takes over the lock of one that was killed', async () => {
    const dataDir = newDataDir();
    const dbDir = join(dataDir, 'db');
    const first = startHolder(dataDir);
    expect(await first.report).toEqual({ held: true });
    const lock = JSON.parse(readFileSync(`${dbDir}.lock`, 'utf8')) as { pid: number; host: string };
    expect(lock).toMatchObject({ pid: first.child.pid, host: hostname() });

    // Another process (a second server on the same folder) is refused and exits non-zero.
    const second = startHolder(dataDir);
    const refused = await second.report;
    expect(refused.held).toBe(false);
    expect(!refused.held && refused.error).toContain(`is in use by process ${first.child.pid} on ${hostname()}`);
    expect(!refused.held && refused.error).toContain('set DATABASE_URL');
    expect(await exited(second.child)).toBe(1);
    // So is the server itself: it exits at once, saying why.
    const server = await startServerProcess({ env: { DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) } }).then(
      () => 'started',
      (error: unknown) => String(error),
    );
    expect(server).toContain('server exited (1)');
    expect(server).toContain(`is in use by process ${first.child.pid}`);
    // And so is this test process.
    await expect(openDatabase({ pgliteDir: dbDir })).rejects.toThrow(DatabaseLockedError);

    // Killed without closing: its lock file stays, naming a pid that no longer runs; the next process takes over.
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(existsSync(`${dbDir}.lock`)).toBe(true);
    const next = await openDatabase({ pgliteDir: dbDir });
    expect((JSON.parse(readFileSync(`${dbDir}.lock`, 'utf8')) as { pid: number }).pid).toBe(process.pid);
    await next.close();
    expect(existsSync(`${dbDir}.lock`)).toBe(false);
  }, 90_000);

  it('never takes over a lock written on another host', () => {
    const dir = join(newDataDir(), 'db');
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 1, host: 'another-host', started: '' }));
    expect(() => lockPgliteFolder(dir)).toThrow(/in use by process 1 on another-host.*delete .*db\.lock/);
  });

  it('takes over a lock whose pid now belongs to another process (a restarted container)', () => {
    const dir = join(newDataDir(), 'db');
    // This test process runs, but started at another time than the lock says.
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), started: '1' }));
    const lock = lockPgliteFolder(dir);
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
