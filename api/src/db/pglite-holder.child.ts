/**
 * Test child for pglite-lock.test.ts (never part of the product): opens the PGlite database in the
 * DATA_DIR it is given, as server.ts does, and holds it until told to close; or reports why it could not.
 */
import { parseEnv } from '../env';
import { openDatabaseFromEnv } from './open-from-env';

export type HolderReport = { held: true } | { held: false; error: string };

const parsed = parseEnv({ NODE_ENV: 'test', DATA_DIR: process.argv[2] });
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
try {
  const database = await openDatabaseFromEnv(parsed.env);
  process.send?.({ held: true } satisfies HolderReport);
  process.once('message', () => {
    void database.close().then(() => process.exit(0));
  });
} catch (error) {
  process.send?.({ held: false, error: error instanceof Error ? error.message : String(error) } satisfies HolderReport);
  process.exitCode = 1;
  process.disconnect();
}
