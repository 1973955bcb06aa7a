import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @agency/server db:generate` writes a new SQL migration into drizzle/
// after a schema change; the server applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
