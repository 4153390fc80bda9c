/**
 * Instances that start together on an empty PostgreSQL database (a rollout, `docker compose up`) must
 * not race on migrations: 4 processes migrate the same fresh database at once, 20 times over. Each
 * process is a real child (its own pool and connections) going through openDatabaseFromEnv and
 * Database.migrate; the 4 get the go at the same moment. Every round: no process fails, exactly one
 * applies the migrations and the three others find them applied.
 *
 * Needs the PostgreSQL server at TEST_DATABASE_URL (skipped with a note without it, a failure under
 * CI=true); runs once, in the 'api (pg)' project.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireForTests } from '@jobapp/shared/testing/requirement';
import { usesPostgresServer } from '../test/test-db';
import type { RaceReport } from './migrate-race.child';
import { migrationsFolder } from './migrations-folder';

const adminUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 4;
const ROUNDS = 20;
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const childFile = fileURLToPath(new URL('./migrate-race.child.ts', import.meta.url));
const migrationCount = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;

requireForTests(
  adminUrl !== undefined,
  'migrate-race.test.ts needs TEST_DATABASE_URL (a PostgreSQL server).',
  'migrate-race.test.ts: skipped (set TEST_DATABASE_URL to a PostgreSQL server to run it)',
);

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function nextReport(child: ChildProcess): Promise<RaceReport> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`migration child exited (${code}) mid-round`));
    child.once('exit', onExit);
    child.once('message', (report: RaceReport) => {
      child.off('exit', onExit);
      resolve(report);
    });
  });
}

describe.skipIf(!adminUrl || !usesPostgresServer())('migrations when instances start together', () => {
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    for (let n = 0; n < PROCESSES; n++) {
      const child = fork(childFile, [], { cwd: apiDir, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
    }
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('message', resolve))));
  });

  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  it(`${PROCESSES} processes on an empty database, ${ROUNDS} times: no failure and one migration run each time`, async () => {
    const rounds: RaceReport[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const name = `jobapp_race_${randomBytes(5).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      try {
        const url = new URL(adminUrl!);
        url.pathname = `/${name}`;
        const reports = children.map(nextReport);
        for (const child of children) child.send({ url: url.toString() });
        rounds.push(await Promise.all(reports));
      } finally {
        await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      }
    }

    const failures = rounds.flat().filter((report) => 'error' in report);
    expect(failures).toEqual([]);
    for (const reports of rounds) {
      const applied = reports.map((report) => ('applied' in report ? report.applied : -1)).sort((a, b) => b - a);
      expect(applied).toEqual([migrationCount, ...Array<number>(PROCESSES - 1).fill(0)]);
    }
  }, 120_000);
});
