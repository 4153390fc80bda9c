// A Chromium left by an API process that was killed is found and ended at the next start; one whose
// owner still runs is left alone. Processes are marked with OWNER_FLAG (Linux: found through /proc).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { chromeFlags, endOrphanedBrowsers, OWNER_FLAG } from './browser';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const logger = createLogger('silent');
const started: ChildProcess[] = [];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The id of a process that has already ended (an API that was killed). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function startMarked(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore' });
  started.push(child);
  return child;
}

async function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

describe.skipIf(process.platform !== 'linux')('Chromium left behind by a killed API', () => {
  it('ends marked processes whose owner is gone and leaves those of a live owner', async () => {
    const orphan = startMarked(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', `${OWNER_FLAG}${await deadPid()}`]);
    const owned = startMarked(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', `${OWNER_FLAG}${process.pid}`]);
    const unmarked = startMarked(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    await new Promise((resolve) => setTimeout(resolve, 200));

    // (The same file runs in the PGlite and PostgreSQL projects at once, so either run may be the one
    // that ends this orphan: what counts is that it is gone and the others are not.)
    expect(endOrphanedBrowsers(logger)).not.toContain(owned.pid);
    await waitForExit(orphan);
    expect(isAlive(orphan.pid!)).toBe(false);
    expect(isAlive(owned.pid!)).toBe(true);
    expect(isAlive(unmarked.pid!)).toBe(true);
  });

  it.skipIf(!existsSync(chromePath))('ends a real headless Chromium orphaned that way', async () => {
    const chromium = startMarked(chromePath, [...chromeFlags, '--headless', `${OWNER_FLAG}${await deadPid()}`, 'about:blank']);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(isAlive(chromium.pid!)).toBe(true);
    endOrphanedBrowsers(logger);
    await waitForExit(chromium);
    expect(isAlive(chromium.pid!)).toBe(false);
  });
});
