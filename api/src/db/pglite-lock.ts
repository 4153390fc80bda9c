/**
 * One process per PGlite data folder. PGlite has no lock of its own: two processes on one folder both
 * start, each keeps its own copy of the database in memory and writes over the other's files, and data
 * is lost without a word. So the folder `<dir>` is claimed by a lock file `<dir>.lock` holding the owner's
 * pid, host and process start time, created atomically (link(2) fails when the file exists).
 *
 * A lock whose owner is gone is stale and taken over: same host, and that pid no longer runs or is now
 * another process (its start time differs, e.g. pid 1 of a restarted container). A lock written on
 * another host cannot be checked from here and is never taken over: the message names the file to delete
 * once that host is known to be stopped.
 */
import { hostname } from 'node:os';
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isProcessRunning } from '../lib/process-alive';

export class DatabaseLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  /** Linux: the process's start time in clock ticks since boot (/proc/<pid>/stat field 22); '' elsewhere. */
  started: string;
}

function processStartTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? '';
  } catch {
    return '';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return undefined;
    return { pid: parsed.pid, host: parsed.host, started: typeof parsed.started === 'string' ? parsed.started : '' };
  } catch {
    return undefined;
  }
}

function isStale(owner: LockOwner | undefined): boolean {
  // Unreadable (a crash while writing it is not possible with link, but a hand-edited file is): stale.
  if (!owner) return true;
  if (owner.host !== hostname()) return false;
  if (!isProcessRunning(owner.pid)) return true;
  const started = processStartTime(owner.pid);
  return owner.started !== '' && started !== '' && started !== owner.started;
}

export interface PgliteLock {
  readonly file: string;
  release(): void;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Claims `dir` for this process, or throws DatabaseLockedError naming the process that holds it. */
export function lockPgliteFolder(dir: string): PgliteLock {
  const file = `${dir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), started: processStartTime(process.pid) };
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, file);
        return lockHeld(file);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (!isStale(owner)) throw lockedError(dir, file, owner);
      // Moved aside first, so of two processes that found the same stale lock only one removes it; the
      // other finds the file gone (ENOENT) or the winner's live lock on its next round.
      const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') continue;
        throw error;
      }
      const moved = readOwner(aside);
      if (!isStale(moved)) {
        // The lock just taken by a process that won the same race: put it back and refuse.
        try {
          linkSync(aside, file);
        } catch {
          // Someone else holds it now: refusing is right either way.
        }
        rmSync(aside, { force: true });
        throw lockedError(dir, file, moved);
      }
      rmSync(aside, { force: true });
    }
    throw new DatabaseLockedError(`Could not take the lock on ${dir} (${file}): other processes keep taking it`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function lockHeld(file: string): PgliteLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const owner = readOwner(file);
    if (owner?.pid === process.pid && owner.host === hostname()) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // A process that exits without closing the database (process.exit) still frees the folder.
  process.on('exit', release);
  return { file, release };
}

function lockedError(dir: string, file: string, owner: LockOwner | undefined): DatabaseLockedError {
  const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
  return new DatabaseLockedError(
    `The PGlite database in ${dir} is in use by ${who}. PGlite serves one process per data folder: ` +
      `stop that process, give this one its own DATA_DIR, or set DATABASE_URL so several instances share a ` +
      `PostgreSQL server. If that process is known to be gone, delete ${file}.`,
  );
}
