/**
 * `pnpm db:reset`: drops every table of the configured database and applies the migrations again.
 * Refuses to run with NODE_ENV=production unless `--force` is given.
 */
import { sql } from 'drizzle-orm';
import { loadDotEnv, readEnvOrExit } from '../env';
import { createLogger } from '../logger';
import { openDatabaseFromEnv } from './open-from-env';

loadDotEnv();
const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL === 'silent' ? 'info' : env.LOG_LEVEL);
if (env.NODE_ENV === 'production' && !process.argv.includes('--force')) {
  logger.error('Refusing to reset a production database without --force');
  process.exit(1);
}
const database = await openDatabaseFromEnv(env);
try {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  logger.info({ database: database.kind }, 'Database reset and migrated');
} finally {
  await database.close();
}
