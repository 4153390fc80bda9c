/**
 * Test child for migrate-race.test.ts (never part of the product): a separate process that, for each
 * database URL its parent sends, opens that database the way server.ts does (openDatabaseFromEnv over a
 * parsed environment) and migrates it, then reports whether this process applied the migrations or
 * found them applied — or the error that would have crashed a starting instance.
 */
import { parseEnv } from '../env';
import { openDatabaseFromEnv } from './open-from-env';

export type RaceRequest = { url: string };
export type RaceReport = { applied: number } | { error: string };

process.on('message', (message: RaceRequest) => {
  void migrateOnce(message.url).then((report) => process.send?.(report));
});

async function migrateOnce(url: string): Promise<RaceReport> {
  try {
    const parsed = parseEnv({ NODE_ENV: 'test', DATABASE_URL: url, DATABASE_POOL_MAX: '2' });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    const database = await openDatabaseFromEnv(parsed.env);
    try {
      return await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

process.send?.('ready');
