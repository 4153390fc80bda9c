/**
 * One Drizzle schema, two drivers (decision D1):
 * - no DATABASE_URL: PGlite (PostgreSQL compiled to WebAssembly, in-process), data in DATA_DIR/db,
 *   or in memory when no folder is given (tests);
 * - DATABASE_URL: a PostgreSQL server through a node-postgres pool, with time limits so a database that
 *   is down or silent fails requests quickly (the error handler answers 503) instead of hanging them:
 *   getting a connection (connect or wait for a free one) and each statement (PostgreSQL's
 *   statement_timeout, and a client-side read time-out a second later for a server that went silent).
 * The rest of the code is typed against `Db`, the PgDatabase API both drivers share.
 *
 * Several instances may start at once on one PostgreSQL database (a rollout, `docker compose up`):
 * migrations run under a PostgreSQL advisory lock, so one applies them and the others wait, then find
 * them applied. A PGlite folder serves one process only: a second one is refused (pglite-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import { lockPgliteFolder } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface MigrationResult {
  /** Migrations this call applied: 0 when another process (or an earlier start) had applied them all. */
  applied: number;
}

/** node-postgres pool counts (PGlite has no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies the SQL migrations that have not run yet (idempotent; one process at a time per database). */
  migrate(): Promise<MigrationResult>;
  /** The pool's counts now; undefined on PGlite. */
  poolStats(): PoolStats | undefined;
  /** `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** PGlite only: a copy of its data folder, to start another in-memory database from (`pgliteSeed`). */
  dumpPglite?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; absent means in memory. Ignored with `url`. */
  pgliteDir?: string | undefined;
  /**
   * In-memory PGlite only: start from this copy of a data folder (`Database.dumpPglite`) instead of creating an
   * empty cluster. Tests start each file's database from one migrated copy: 0.3 s instead of 1.3 s.
   */
  pgliteSeed?: Blob | undefined;
  /** Where migrations connect (a direct connection when `url` goes through a transaction-mode pooler); default `url`. */
  migrationUrl?: string | undefined;
  /** Pool size for node-postgres (default 10). */
  maxConnections?: number;
  /** node-postgres: longest wait for a connection (new or from the pool), ms. */
  connectTimeoutMs?: number;
  /** node-postgres: longest run of one statement, ms (migrations are exempt). */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** How much longer than statement_timeout the client waits for an answer before giving up on the server. */
const READ_TIMEOUT_MARGIN_MS = 1_000;
/**
 * The advisory lock key migrations hold (any fixed bigint; advisory locks are per database, so other
 * databases on the same server do not wait for it). Taken with the session-level pg_advisory_lock on the
 * one connection the migration uses, and released by closing it, even if the process dies.
 */
export const MIGRATION_LOCK_KEY = 7_315_204_981_234_117n;

type Execute = { execute: Db['execute'] };

async function firstRow<T>(db: Execute, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = await db.execute(query);
  // node-postgres answers a QueryResult, PGlite its Results: both carry `rows`.
  return (result as unknown as { rows: T[] }).rows[0];
}

/** Rows of drizzle's own journal table (0 before the first migration). */
async function countApplied(db: Execute): Promise<number> {
  const journal = await firstRow<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!journal?.present) return 0;
  const counted = await firstRow<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Number(counted?.applied ?? 0);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const connectionTimeoutMillis = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const max = options.maxConnections ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      connectionTimeoutMillis,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + READ_TIMEOUT_MARGIN_MS,
      keepAlive: true,
    });
    // An idle client that loses its connection emits 'error' on the pool; without a listener it would crash.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'pg',
      // Migrations may rewrite big tables: their own connection, without the statement time-out, holding
      // the advisory lock from before drizzle reads its journal until the connection closes.
      migrate: async () => {
        const client = new pg.Client({ connectionString: options.migrationUrl ?? options.url, connectionTimeoutMillis });
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
          const migrationDb = drizzleNodePg({ client, schema });
          const before = await countApplied(migrationDb);
          await migrateNodePg(migrationDb, { migrationsFolder });
          return { applied: (await countApplied(migrationDb)) - before };
        } finally {
          await client.end();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let lock: ReturnType<typeof lockPgliteFolder> | undefined;
  if (options.pgliteDir) {
    mkdirSync(dirname(options.pgliteDir), { recursive: true });
    lock = lockPgliteFolder(options.pgliteDir);
    mkdirSync(options.pgliteDir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = options.pgliteDir
      ? new PGlite(options.pgliteDir)
      : new PGlite(options.pgliteSeed ? { loadDataDir: options.pgliteSeed } : {});
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      const before = await countApplied(db as unknown as Db);
      await migratePglite(db, { migrationsFolder });
      return { applied: (await countApplied(db as unknown as Db)) - before };
    },
    poolStats: () => undefined,
    dumpPglite: () => client.dumpDataDir('none'),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
