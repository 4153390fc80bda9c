/** Opens the database the environment names: DATABASE_URL, else PGlite in DATA_DIR/db. */
import { join } from 'node:path';
import type { Env } from '../env';
import { openDatabase, type Database } from './client';

export type DatabaseEnv = Pick<
  Env,
  | 'DATABASE_URL'
  | 'DATABASE_MIGRATION_URL'
  | 'DATABASE_POOL_MAX'
  | 'DATA_DIR'
  | 'DATABASE_CONNECT_TIMEOUT_MS'
  | 'DATABASE_STATEMENT_TIMEOUT_MS'
>;

export function openDatabaseFromEnv(env: DatabaseEnv): Promise<Database> {
  return openDatabase({
    url: env.DATABASE_URL,
    migrationUrl: env.DATABASE_MIGRATION_URL,
    pgliteDir: join(env.DATA_DIR, 'db'),
    maxConnections: env.DATABASE_POOL_MAX,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
}
