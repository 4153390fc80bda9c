/** Opens the database the environment names: DATABASE_URL, else PGlite in DATA_DIR/db. */
import { join } from 'node:path';
import type { Env } from '../env';
import { openDatabase, type Database } from './client';

export function openDatabaseFromEnv(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS'>,
): Promise<Database> {
  return openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: join(env.DATA_DIR, 'db'),
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
}
