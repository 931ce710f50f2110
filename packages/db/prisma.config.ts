// Configuration of the Prisma CLI (generate, migrate). The runtime connects through
// src/connection.ts instead; this file only serves the CLI.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: '../../prisma/schema.prisma',
  migrations: { path: '../../prisma/migrations' },
  datasource: {
    // env() would throw when unset, even for `generate`, which needs no database.
    url: process.env.DATABASE_URL ?? 'postgresql://faktura:faktura@127.0.0.1:54320/faktura',
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL,
  },
});
