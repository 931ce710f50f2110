import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPgPool,
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
  urlWithDatabase,
} from '@faktura/db';
import { DemoAccountSeeder } from '../src/platform/admin-cli/demo-account.seeder';
import { DemoDataSeeder } from '../src/platform/admin-cli/demo-data.seeder';

const MIGRATIONS = join(__dirname, '..', '..', '..', 'prisma', 'migrations');
const UNITS_MIGRATION = '20261204010000_units_and_sessions';

/** Users whose unit is missing or of another account: none, wherever they came from. */
const USERS_WITHOUT_OWN_UNIT = `
  SELECT u.id FROM users u
   WHERE NOT EXISTS (SELECT 1 FROM units n WHERE n.id = u.unit_id AND n.account_id = u.account_id)`;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const pool = createPgPool(url, { max: 1 });
  try {
    return (await pool.query(sql)).rows as T[];
  } finally {
    await pool.end();
  }
}

describe('every user has a unit of its own account', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  it('in accounts that existed before the units migration: one "Team" holds all their users', async () => {
    // A database migrated up to the migration before units, with data, then the units migration.
    const name = `${db.name}_before_units`;
    await query(db.url, `CREATE DATABASE ${name}`);
    const url = urlWithDatabase(db.url, name);
    try {
      const folders = readdirSync(MIGRATIONS)
        .filter((folder) => /^\d{14}_/.test(folder))
        .sort();
      const index = folders.indexOf(UNITS_MIGRATION);
      expect(index).toBeGreaterThan(0);
      const sql = (folder: string) =>
        readFileSync(join(MIGRATIONS, folder, 'migration.sql'), 'utf8');
      for (const folder of folders.slice(0, index)) await query(url, sql(folder));
      await query(
        url,
        `INSERT INTO accounts (id, name, slug, updated_at) VALUES
           (1, 'Old One', 'old-one', now()), (2, 'Old Two', 'old-two', now()), (3, 'Empty', 'empty', now());
         INSERT INTO users (account_id, firstname, lastname, email, updated_at) VALUES
           (1, 'A', 'One', 'a@example.com', now()), (1, 'B', 'One', 'b@example.com', now()),
           (2, 'C', 'Two', 'c@example.com', now());`,
      );
      await query(url, sql(UNITS_MIGRATION));
      const units = await query<{ account_id: number; name: string; users: number }>(
        url,
        `SELECT n.account_id, n.name, (SELECT count(*)::int FROM users u WHERE u.unit_id = n.id) AS users
           FROM units n ORDER BY n.account_id`,
      );
      expect(units).toEqual([
        { account_id: 1, name: 'Team', users: 2 },
        { account_id: 2, name: 'Team', users: 1 },
        { account_id: 3, name: 'Team', users: 0 },
      ]);
      expect(await query(url, USERS_WITHOUT_OWN_UNIT)).toEqual([]);
      const roles = await query<{ role_id: number }>(url, 'SELECT DISTINCT role_id FROM users');
      expect(roles).toEqual([{ role_id: 1 }]);
      // And the triggers work on the migrated database: a user added later joins "Team".
      await query(
        url,
        `INSERT INTO users (account_id, firstname, lastname, email, updated_at)
         VALUES (3, 'D', 'Three', 'd@example.com', now())`,
      );
      expect(await query(url, USERS_WITHOUT_OWN_UNIT)).toEqual([]);
    } finally {
      await query(db.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 120_000);

  it('in new accounts made with Prisma, with or without unit_id', async () => {
    const account = await prisma.account.create({
      data: {
        name: 'New GmbH',
        slug: 'new-gmbh',
        users: { create: { firstname: 'N', lastname: 'Ew', email: 'new@example.com' } },
      },
      include: { users: { include: { unit: true } } },
    });
    expect(account.users[0].unit).toMatchObject({ accountId: account.id, name: 'Team' });
    const other = await prisma.account.create({ data: { name: 'Other', slug: 'other' } });
    const [otherUnit] = await prisma.unit.findMany({ where: { accountId: other.id } });
    // Another account's unit is refused by the database itself (the foreign key has account_id).
    await expect(
      prisma.user.create({
        data: {
          accountId: account.id,
          firstname: 'X',
          lastname: 'Y',
          email: 'x@example.com',
          unitId: otherUnit.id,
        },
      }),
    ).rejects.toThrow();
    await expect(
      prisma.$executeRawUnsafe(`UPDATE users SET unit_id = NULL WHERE account_id = ${account.id}`),
    ).rejects.toThrow(/null value/);
    expect(await prisma.$queryRawUnsafe(USERS_WITHOUT_OWN_UNIT)).toEqual([]);
  });

  it('in the demo data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'faktura-demo-units-'));
    try {
      const demo = await new DemoAccountSeeder(prisma, join(dir, 'demo-api-key')).ensure();
      await new DemoDataSeeder(prisma).seed(demo.accountId);
      expect(await prisma.user.count({ where: { accountId: demo.accountId } })).toBeGreaterThan(1);
      expect(await prisma.$queryRawUnsafe(USERS_WITHOUT_OWN_UNIT)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
