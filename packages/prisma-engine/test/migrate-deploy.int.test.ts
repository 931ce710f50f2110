import {
  assertBuilt,
  CLI_TIMEOUT,
  createProject,
  expectSuccess,
  INIT_SQL,
  MODELS_V2,
  SECOND_SQL,
  serverUrl,
  tableNames,
  type PrismaProject,
} from './prisma-project.fixture';

const TRIGGER_SQL = `CREATE FUNCTION invoice_round_total() RETURNS trigger AS $$
BEGIN
  -- Semicolons inside the body: adapter-pg 7.10 splits scripts on them.
  NEW.total := NEW.total + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER invoice_round_total BEFORE INSERT ON "Invoice"
  FOR EACH ROW EXECUTE FUNCTION invoice_round_total();
`;

describe('prisma migrate deploy / status / resolve / reset with the stand-in engine', () => {
  let project: PrismaProject | undefined;

  beforeAll(() => {
    assertBuilt();
    serverUrl();
  });

  afterEach(async () => {
    await project?.dispose();
    project = undefined;
  });

  async function appliedMigrations(p: PrismaProject): Promise<string[]> {
    const rows = await p.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ' +
        'AND rolled_back_at IS NULL ORDER BY migration_name',
    );
    return rows.map((row) => row.migration_name);
  }

  it(
    'applies both migrations to a fresh database, then reports it up to date',
    async () => {
      project = await createProject({ models: MODELS_V2 });
      await project.addMigration('20240101000000_init', INIT_SQL);
      await project.addMigration('20240102000000_second', SECOND_SQL);

      const deploy = await project.prisma(['migrate', 'deploy']);
      expectSuccess(deploy);
      expect(deploy.stdout).toContain('20240102000000_second');
      expect(await appliedMigrations(project)).toEqual([
        '20240101000000_init',
        '20240102000000_second',
      ]);
      expect(await tableNames(project)).toEqual(['Customer', 'Invoice', '_prisma_migrations']);

      const status = await project.prisma(['migrate', 'status']);
      expectSuccess(status);
      expect(status.stdout).toContain('Database schema is up to date!');
    },
    CLI_TIMEOUT,
  );

  it(
    'applies a migration with a $$ function body completely',
    async () => {
      project = await createProject({ models: MODELS_V2 });
      await project.addMigration('20240101000000_init', INIT_SQL + SECOND_SQL);
      await project.addMigration('20240102000000_trigger', TRIGGER_SQL);

      expectSuccess(await project.prisma(['migrate', 'deploy']));
      const rows = await project.query('INSERT INTO "Invoice" (total) VALUES (41) RETURNING total');
      expect(rows).toEqual([{ total: 42 }]);
    },
    CLI_TIMEOUT,
  );

  it(
    'rolls a failing migration back as a whole, and deploys its fixed version after resolve',
    async () => {
      project = await createProject({ models: MODELS_V2 });
      await project.addMigration('20240101000000_init', INIT_SQL);
      await project.addMigration(
        '20240102000000_broken',
        `CREATE TABLE "Half" (id int);\nINSERT INTO "Nowhere" VALUES (1);\n`,
      );

      const failed = await project.prisma(['migrate', 'deploy']);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('Nowhere');
      expect(await tableNames(project)).not.toContain('Half');
      expect(await appliedMigrations(project)).toEqual(['20240101000000_init']);

      const status = await project.prisma(['migrate', 'status']);
      expect(status.code).toBe(1);
      expect(status.stderr).toContain('20240102000000_broken');

      const resolve = ['migrate', 'resolve', '--rolled-back', '20240102000000_broken'];
      expectSuccess(await project.prisma(resolve));
      await project.addMigration('20240102000000_broken', `CREATE TABLE "Half" (id int);\n`);
      expectSuccess(await project.prisma(['migrate', 'deploy']));
      expect(await tableNames(project)).toContain('Half');
    },
    CLI_TIMEOUT,
  );

  it(
    'migrate reset --force empties the database and re-applies the migrations',
    async () => {
      project = await createProject({ models: MODELS_V2 });
      await project.addMigration('20240101000000_init', INIT_SQL + SECOND_SQL);
      expectSuccess(await project.prisma(['migrate', 'deploy']));
      await project.query(`INSERT INTO "Customer" (name) VALUES ('gone')`);

      expectSuccess(await project.prisma(['migrate', 'reset', '--force']));
      expect(await project.query('SELECT * FROM "Customer"')).toEqual([]);
      expect(await appliedMigrations(project)).toEqual(['20240101000000_init']);
    },
    CLI_TIMEOUT,
  );
});
