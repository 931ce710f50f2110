import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertBuilt,
  CLI_TIMEOUT,
  createProject,
  expectSuccess,
  INIT_SQL,
  MODELS_V1,
  MODELS_V2,
  serverUrl,
  type PrismaProject,
} from './prisma-project.fixture';

describe('prisma migrate diff, generate and db execute with the stand-in engine', () => {
  let project: PrismaProject | undefined;

  beforeAll(() => {
    assertBuilt();
    serverUrl();
  });

  afterEach(async () => {
    await project?.dispose();
    project = undefined;
  });

  it(
    'migrate diff --from-migrations --to-schema --script prints the SQL and exits 0',
    async () => {
      project = await createProject({ models: MODELS_V2 });
      await project.addMigration('20240101000000_init', INIT_SQL);
      const args = [
        'migrate',
        'diff',
        '--from-migrations',
        'migrations',
        '--to-schema',
        'schema.prisma',
      ];

      const diff = await project.prisma([...args, '--script']);
      expectSuccess(diff);
      expect(diff.stdout).toMatch(/ALTER TABLE "Customer" ADD COLUMN\s+"email" TEXT/);
      expect(diff.stdout).toMatch(/CREATE TABLE "Invoice"/);

      // --exit-code: 2 means "there is a difference".
      expect((await project.prisma([...args, '--exit-code'])).code).toBe(2);
    },
    CLI_TIMEOUT,
  );

  it(
    'migrate diff against the configured datasource reports an empty database',
    async () => {
      project = await createProject({ models: MODELS_V1 });
      const diff = await project.prisma([
        'migrate',
        'diff',
        '--from-config-datasource',
        '--to-schema',
        'schema.prisma',
        '--script',
      ]);
      expectSuccess(diff);
      expect(diff.stdout).toMatch(/CREATE TABLE "Customer"/);
    },
    CLI_TIMEOUT,
  );

  it(
    'generate writes the client',
    async () => {
      project = await createProject({ models: MODELS_V2 });
      const result = await project.prisma(['generate']);
      expectSuccess(result);
      expect(result.stdout).toContain('Generated Prisma Client');
      expect(existsSync(join(project.dir, 'generated', 'client.ts'))).toBe(true);
    },
    CLI_TIMEOUT,
  );

  it(
    'db execute sends a script with a $$ body as one command',
    async () => {
      project = await createProject({ models: MODELS_V1 });
      const script = `CREATE FUNCTION answer() RETURNS int AS $$ BEGIN RETURN 42; END; $$ LANGUAGE plpgsql;
CREATE TABLE answers AS SELECT answer() AS value;`;
      expectSuccess(await project.prisma(['db', 'execute', '--stdin'], script));
      expect(await project.query('SELECT value FROM answers')).toEqual([{ value: 42 }]);

      const broken = await project.prisma(['db', 'execute', '--stdin'], 'SELEC 1;');
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('syntax error');
    },
    CLI_TIMEOUT,
  );
});
