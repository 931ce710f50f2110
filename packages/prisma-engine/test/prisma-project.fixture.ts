import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  createThrowawayDatabase,
  runPrisma,
  type RunPrismaResult,
  type ThrowawayDatabase,
} from '../src';

/** A CLI call takes about a second; `migrate dev` a few. */
export const CLI_TIMEOUT = 60_000;

/** The PostgreSQL server the integration tests create their scratch databases on. */
export function serverUrl(): string {
  const url = process.env.DATABASE_URL ?? process.env.FAKTURA_TEST_SERVER_URL;
  if (!url) {
    throw new Error(
      'Integration tests need PostgreSQL: set FAKTURA_TEST_SERVER_URL (or DATABASE_URL), e.g. ' +
        'FAKTURA_TEST_SERVER_URL=postgresql://postgres@127.0.0.1:5432/postgres',
    );
  }
  return url;
}

/** The tests run the built engine (bin/schema-engine -> dist): fail early when it is missing. */
export function assertBuilt(): void {
  if (!existsSync(join(__dirname, '..', 'dist', 'schema-engine.main.js'))) {
    throw new Error('dist/ is missing: run `pnpm --filter @faktura/prisma-engine build` first.');
  }
}

/** A scratch database plus a temporary Prisma project pointing at it. */
export interface PrismaProject {
  dir: string;
  db: ThrowawayDatabase;
  /** Runs the Prisma CLI in the project directory. */
  prisma(args: string[], input?: string): Promise<RunPrismaResult>;
  /** Replaces the models of schema.prisma (generator and datasource blocks stay). */
  writeModels(models: string): Promise<void>;
  /** Adds a hand-written migration folder. */
  addMigration(name: string, sql: string): Promise<void>;
  /** Migration folder names, sorted. */
  migrations(): Promise<string[]>;
  /** The SQL of the migration whose folder name ends with `suffix`. */
  migrationSql(suffix: string): Promise<string>;
  /** Runs SQL on the scratch database. */
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  dispose(): Promise<void>;
}

export interface ProjectOptions {
  models: string;
  /** Sets `datasource.shadowDatabaseUrl` (given the main URL) instead of a throwaway shadow. */
  shadowDatabaseUrl?: (mainUrl: string) => string;
  /** Extra environment for the CLI (e.g. FAKTURA_SHADOW_DB_PREFIX). */
  env?: NodeJS.ProcessEnv;
  /** Adds `?schema=` to the datasource URL. */
  schema?: string;
}

const HEADER = `generator client {
  provider     = "prisma-client"
  output       = "./generated"
  moduleFormat = "cjs"
}

datasource db {
  provider = "postgresql"
}
`;

/** Creates a scratch database and a temporary project directory with schema and config. */
export async function createProject(options: ProjectOptions): Promise<PrismaProject> {
  const db = await createThrowawayDatabase(serverUrl(), 'faktura_prisma_engine_test');
  const dir = await mkdtemp(join(tmpdir(), 'faktura-prisma-engine-'));
  const migrationsDir = join(dir, 'migrations');
  // The temporary directory has no node_modules: import prisma/config by absolute path.
  const configModule = require.resolve('prisma/config');
  const url = options.schema ? `${db.url}?schema=${encodeURIComponent(options.schema)}` : db.url;
  const datasource = { url, shadowDatabaseUrl: options.shadowDatabaseUrl?.(db.url) };
  await writeFile(
    join(dir, 'prisma.config.ts'),
    `import { defineConfig } from ${JSON.stringify(configModule)};\n\n` +
      `export default defineConfig({\n` +
      `  schema: './schema.prisma',\n` +
      `  migrations: { path: './migrations' },\n` +
      `  datasource: ${JSON.stringify(datasource)},\n` +
      `});\n`,
  );
  const project: PrismaProject = {
    dir,
    db,
    prisma: (args, input) => runPrisma(args, { cwd: dir, env: options.env, input }),
    writeModels: (models) => writeFile(join(dir, 'schema.prisma'), `${HEADER}\n${models}`),
    addMigration: async (name, sql) => {
      await mkdir(join(migrationsDir, name), { recursive: true });
      await writeFile(join(migrationsDir, name, 'migration.sql'), sql);
      await writeFile(join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    },
    migrations: async () =>
      existsSync(migrationsDir)
        ? (await readdir(migrationsDir, { withFileTypes: true }))
            .filter((entry) => entry.isDirectory())
            .map((entry) => entry.name)
            .sort()
        : [],
    migrationSql: async (suffix) => {
      const name = (await project.migrations()).find((entry) => entry.endsWith(suffix));
      if (!name) throw new Error(`No migration ending with ${suffix}`);
      return readFile(join(migrationsDir, name, 'migration.sql'), 'utf8');
    },
    query: (sql) => queryDatabase(db.url, sql),
    dispose: async () => {
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await project.writeModels(options.models);
  return project;
}

/** Runs one SQL statement on its own connection and returns the rows. */
export async function queryDatabase<T = Record<string, unknown>>(
  url: string,
  sql: string,
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Names of the tables in a schema (default `public`), sorted. */
export async function tableNames(project: PrismaProject, schema = 'public'): Promise<string[]> {
  const rows = await project.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = '${schema}' ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

/** Fails with the CLI's output, which says what went wrong, instead of a bare exit code. */
export function expectSuccess(result: RunPrismaResult): void {
  if (result.code !== 0) {
    throw new Error(`prisma exited with ${result.code}\n${result.stdout}\n${result.stderr}`);
  }
}

/** Names of the databases on the test server that start with `prefix`. */
export async function databasesStartingWith(prefix: string): Promise<string[]> {
  const rows = await queryDatabase<{ datname: string }>(
    serverUrl(),
    `SELECT datname FROM pg_database WHERE starts_with(datname, '${prefix.replace(/'/g, "''")}')`,
  );
  return rows.map((row) => row.datname);
}

/** The models of the first schema version. */
export const MODELS_V1 = `model Customer {
  id   Int    @id @default(autoincrement())
  name String
}
`;

/** The second version: a new column and a new model. */
export const MODELS_V2 = `model Customer {
  id    Int     @id @default(autoincrement())
  name  String
  email String?
}

model Invoice {
  id    Int @id @default(autoincrement())
  total Int
}
`;

/** Hand-written migration matching MODELS_V1. */
export const INIT_SQL = `CREATE TABLE "Customer" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id")
);
`;

/** Hand-written migration from MODELS_V1 to MODELS_V2. */
export const SECOND_SQL = `ALTER TABLE "Customer" ADD COLUMN "email" TEXT;

CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL,
    "total" INTEGER NOT NULL,
    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);
`;
