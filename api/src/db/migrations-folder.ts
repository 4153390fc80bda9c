/**
 * Where the SQL migrations live at run time: next to this module in the sources (src/db/migrations),
 * and next to the bundle once built (dist/migrations, copied by scripts/build.mjs).
 */
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
