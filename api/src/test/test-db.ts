/**
 * A fresh, migrated database per test file: in-memory PGlite by default; with API_TEST_DB=pg (the
 * 'pg' vitest project, present when TEST_DATABASE_URL is set) a new database on that server,
 * CREATE DATABASE jobapp_t_<random> … DROP DATABASE at the end.
 *
 * A new PGlite cluster takes 1.2-2 s to create (initdb in WebAssembly), a copy of one 0.3 s: the first file
 * on the machine migrates an empty database and saves its data folder under the OS temp folder, named by a
 * hash of the migrations and of the PGlite build, and every file then starts from that copy and runs the
 * migrations over it (none left to apply). A changed migration or PGlite makes a new copy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrationsFolder } from '../db/migrations-folder';

export type TestDatabase = Database & {
  /** The scratch database's URL on the PostgreSQL server (pg project only): a second pool, as a second API process has. */
  url?: string;
};

export function usesPostgresServer(): boolean {
  return process.env.API_TEST_DB === 'pg';
}

let seedPath: string | undefined;

/** Names a copy by the PGlite build and the migrations it holds (read once per process): a changed one makes a new copy. */
function seedName(): string {
  if (seedPath) return seedPath;
  const hash = createHash('sha256');
  hash.update(realpathSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    hash.update(name);
    try {
      hash.update(readFileSync(join(migrationsFolder, name)));
    } catch {
      // a folder
    }
  }
  seedPath = join(tmpdir(), 'resumeboost-pglite-seeds', hash.digest('hex').slice(0, 24));
  return seedPath;
}

function seedFile(): string {
  return `${seedName()}.tar`;
}

/**
 * A migrated PGlite data folder for a server process's DATA_DIR/db to start as a copy of (0.35 s to copy and
 * open instead of 3.8 s to create and migrate): made once per machine and migrations, then only read.
 */
export async function migratedPgliteFolder(): Promise<string> {
  const folder = `${seedName()}-folder`;
  if (existsSync(folder)) return folder;
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ pgliteDir: partial });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    renameSync(partial, folder);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another process made it first
  }
  rmSync(`${partial}.lock`, { force: true });
  return folder;
}

async function makeSeed(file: string): Promise<Blob> {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // not made yet on this machine
  }
  const database = await openDatabase({});
  try {
    await database.migrate();
    const seed = await database.dumpPglite!();
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await seed.arrayBuffer()));
    renameSync(partial, file); // whole or absent for a file reading it beside us
    return seed;
  } finally {
    await database.close();
  }
}

let seed: Promise<Blob> | undefined;

/** The migrated PGlite data folder every test database starts from. */
export function migratedPgliteSeed(): Promise<Blob> {
  seed ??= makeSeed(seedFile());
  return seed;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usesPostgresServer()) {
    const database = await openDatabase({ pgliteSeed: await migratedPgliteSeed() });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('API_TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `jobapp_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 5 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
