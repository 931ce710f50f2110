import { createThrowawayDatabase, type ThrowawayDatabase } from '../src';
import {
  assertBuilt,
  CLI_TIMEOUT,
  createProject,
  databasesStartingWith,
  expectSuccess,
  MODELS_V1,
  MODELS_V2,
  queryDatabase,
  serverUrl,
  tableNames,
  type PrismaProject,
} from './prisma-project.fixture';

describe('prisma migrate dev with the stand-in engine', () => {
  let project: PrismaProject | undefined;
  let shadow: ThrowawayDatabase | undefined;

  beforeAll(() => {
    assertBuilt();
    serverUrl();
  });

  afterEach(async () => {
    await project?.dispose();
    await shadow?.drop();
    project = undefined;
    shadow = undefined;
  });

  it(
    'creates and applies migrations, keeps the main data, and drops its shadow database',
    async () => {
      // A prefix of our own, so that shadow databases of parallel runs do not count.
      const shadowPrefix = `fpe_shadow_${process.pid}_${Date.now().toString(36)}`;
      project = await createProject({
        models: MODELS_V1,
        env: { FAKTURA_SHADOW_DB_PREFIX: shadowPrefix },
      });

      expectSuccess(await project.prisma(['migrate', 'dev', '--name', 'init']));
      expect(await project.migrations()).toEqual([expect.stringMatching(/^\d{14}_init$/)]);
      expect(await project.migrationSql('_init')).toMatch(/CREATE TABLE "Customer"/);
      expect(await tableNames(project)).toEqual(['Customer', '_prisma_migrations']);

      await project.query(`INSERT INTO "Customer" (name) VALUES ('kept')`);
      await project.writeModels(MODELS_V2);
      expectSuccess(await project.prisma(['migrate', 'dev', '--name', 'second']));
      const second = await project.migrationSql('_second');
      expect(second).toMatch(/ALTER TABLE "Customer" ADD COLUMN\s+"email" TEXT/);
      expect(second).toMatch(/CREATE TABLE "Invoice"/);
      expect(await tableNames(project)).toEqual(['Customer', 'Invoice', '_prisma_migrations']);

      // adapter-pg defect 3: its shadow database IS the main one, which the engine wipes.
      expect(await project.query('SELECT name, email FROM "Customer"')).toEqual([
        { name: 'kept', email: null },
      ]);
      expect(await databasesStartingWith(shadowPrefix)).toEqual([]);

      const status = await project.prisma(['migrate', 'status']);
      expectSuccess(status);
      expect(status.stdout).toContain('Database schema is up to date!');
    },
    CLI_TIMEOUT,
  );

  it(
    'migrates the schema named by ?schema= in the URL',
    async () => {
      project = await createProject({ models: MODELS_V1, schema: 'billing' });
      expectSuccess(await project.prisma(['migrate', 'dev', '--name', 'init']));
      expect(await tableNames(project, 'billing')).toEqual(['Customer', '_prisma_migrations']);
      expect(await tableNames(project, 'public')).toEqual([]);
      const status = await project.prisma(['migrate', 'status']);
      expect(status.stdout).toContain('Database schema is up to date!');
    },
    CLI_TIMEOUT,
  );

  it(
    'uses a configured shadowDatabaseUrl after wiping it',
    async () => {
      shadow = await createThrowawayDatabase(serverUrl(), 'faktura_prisma_engine_shadow');
      await queryDatabase(shadow.url, 'CREATE TABLE leftover (x int)');
      const shadowUrl = shadow.url;
      project = await createProject({ models: MODELS_V1, shadowDatabaseUrl: () => shadowUrl });

      expectSuccess(await project.prisma(['migrate', 'dev', '--name', 'init']));
      expect(await tableNames(project)).toEqual(['Customer', '_prisma_migrations']);
      const shadowTables = await queryDatabase<{ tablename: string }>(
        shadowUrl,
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      expect(shadowTables.map((row) => row.tablename)).not.toContain('leftover');
    },
    CLI_TIMEOUT,
  );

  it(
    'refuses a shadowDatabaseUrl that is the main database',
    async () => {
      project = await createProject({ models: MODELS_V1, shadowDatabaseUrl: (main) => main });
      await project.query(`CREATE TABLE precious (x int); INSERT INTO precious VALUES (1)`);

      const result = await project.prisma(['migrate', 'dev', '--name', 'init']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('appears to be the same as the main database');
      expect(await project.query('SELECT x FROM precious')).toEqual([{ x: 1 }]);
    },
    CLI_TIMEOUT,
  );
});
