/**
 * One Drizzle schema, two drivers (decision D1):
 * - no DATABASE_URL: PGlite (PostgreSQL compiled to WebAssembly, in-process), data in DATA_DIR/db,
 *   or in memory when no folder is given (tests);
 * - DATABASE_URL: a PostgreSQL server through a node-postgres pool, with time limits so a database that
 *   is down or silent fails requests quickly (the error handler answers 503) instead of hanging them:
 *   getting a connection (connect or wait for a free one) and each statement (PostgreSQL's
 *   statement_timeout, and a client-side read time-out a second later for a server that went silent).
 * The rest of the code is typed against `Db`, the PgDatabase API both drivers share.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies the SQL migrations that have not run yet (idempotent). */
  migrate(): Promise<void>;
  /** `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; absent means in memory. Ignored with `url`. */
  pgliteDir?: string | undefined;
  /** Pool size for node-postgres. */
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

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const connectionTimeoutMillis = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
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
      // Migrations may rewrite big tables: their own connection, without the statement time-out.
      migrate: async () => {
        const migrationPool = new pg.Pool({ connectionString: options.url, max: 1, connectionTimeoutMillis });
        migrationPool.on('error', () => undefined);
        try {
          await migrateNodePg(drizzleNodePg({ client: migrationPool, schema }), { migrationsFolder });
        } finally {
          await migrationPool.end();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
