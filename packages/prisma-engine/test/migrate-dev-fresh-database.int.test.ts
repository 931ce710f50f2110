import {
  assertBuilt,
  CLI_TIMEOUT,
  createProject,
  databasesStartingWith,
  expectSuccess,
  INIT_SQL,
  MODELS_V1,
  MODELS_V2,
  serverUrl,
  tableNames,
  type PrismaProject,
} from './prisma-project.fixture';

/**
 * `migrate dev` on an EMPTY database whose migrations folder already holds migrations. The wasm
 * engine caches the history's schema only for the migrations applied when `devDiagnostic` ran
 * (none here), so `evaluateDataLoss` and `createMigration` used to fail after applying them with
 * "PostgreSQL shadow DB must be provided through an external factory".
 */
describe('prisma migrate dev on a fresh database with existing migrations', () => {
  let project: PrismaProject | undefined;
  // A prefix of our own, so that shadow databases of parallel runs do not count.
  const shadowPrefix = `fpe_fresh_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(() => {
    assertBuilt();
    serverUrl();
  });

  afterEach(async () => {
    await project?.dispose();
    project = undefined;
  });

  const appliedMigrations = async (p: PrismaProject): Promise<string[]> =>
    (
      await p.query<{ migration_name: string }>(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ' +
          'AND rolled_back_at IS NULL ORDER BY migration_name',
      )
    ).map((row) => row.migration_name);

  it(
    'applies the pending migration and reports the database in sync (no --name)',
    async () => {
      project = await createProject({
        models: MODELS_V1,
        env: { FAKTURA_SHADOW_DB_PREFIX: shadowPrefix },
      });
      await project.addMigration('20240101000000_init', INIT_SQL);

      const result = await project.prisma(['migrate', 'dev']);
      expectSuccess(result);
      expect(result.stdout).toContain('20240101000000_init');
      expect(result.stdout).toContain('Your database is now in sync with your schema.');
      expect(await project.migrations()).toEqual(['20240101000000_init']);
      expect(await tableNames(project)).toEqual(['Customer', '_prisma_migrations']);
      expect(await appliedMigrations(project)).toEqual(['20240101000000_init']);
      expect(await databasesStartingWith(shadowPrefix)).toEqual([]);

      const again = await project.prisma(['migrate', 'dev']);
      expectSuccess(again);
      expect(again.stdout).toContain('Already in sync');
    },
    CLI_TIMEOUT,
  );

  it(
    'applies the pending migration, then creates and applies one for the schema change (--name)',
    async () => {
      project = await createProject({
        models: MODELS_V2,
        env: { FAKTURA_SHADOW_DB_PREFIX: shadowPrefix },
      });
      await project.addMigration('20240101000000_init', INIT_SQL);

      expectSuccess(await project.prisma(['migrate', 'dev', '--name', 'x']));
      const migrations = await project.migrations();
      expect(migrations).toEqual(['20240101000000_init', expect.stringMatching(/^\d{14}_x$/)]);
      const created = await project.migrationSql('_x');
      expect(created).toMatch(/ALTER TABLE "Customer" ADD COLUMN\s+"email" TEXT/);
      expect(created).toMatch(/CREATE TABLE "Invoice"/);
      expect(created).not.toMatch(/CREATE TABLE "Customer"/);
      expect(await tableNames(project)).toEqual(['Customer', 'Invoice', '_prisma_migrations']);
      expect(await appliedMigrations(project)).toEqual(migrations);
      expect(await databasesStartingWith(shadowPrefix)).toEqual([]);

      const status = await project.prisma(['migrate', 'status']);
      expectSuccess(status);
      expect(status.stdout).toContain('Database schema is up to date!');
    },
    CLI_TIMEOUT,
  );
});
