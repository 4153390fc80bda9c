/**
 * A fresh, migrated database per test file: in-memory PGlite by default; with API_TEST_DB=pg (the
 * 'pg' vitest project, present when TEST_DATABASE_URL is set) a new database on that server,
 * CREATE DATABASE jobapp_t_<random> … DROP DATABASE at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

export type TestDatabase = Database & {
  /** The scratch database's URL on the PostgreSQL server (pg project only): a second pool, as a second API process has. */
  url?: string;
};

export function usesPostgresServer(): boolean {
  return process.env.API_TEST_DB === 'pg';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usesPostgresServer()) {
    const database = await openDatabase({});
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
