// drizzle-kit reads this to generate SQL migrations from the schema (`pnpm db:generate`).
// Generation needs no database; migrations are applied by the server at start-up (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
