import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes the people store's next migration from its schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/people/db/schema.ts',
  out: './src/people/db/migrations',
});
