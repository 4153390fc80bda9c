/** `pnpm db:migrate`: applies pending migrations to the configured database (the server also does it at start-up). */
import { loadDotEnv, readEnvOrExit } from '../env';
import { createLogger } from '../logger';
import { openDatabaseFromEnv } from './open-from-env';

loadDotEnv();
const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL === 'silent' ? 'info' : env.LOG_LEVEL);
const database = await openDatabaseFromEnv(env);
try {
  const { applied } = await database.migrate();
  logger.info({ database: database.kind, applied }, applied > 0 ? 'Migrations applied' : 'Migrations already applied');
} finally {
  await database.close();
}
