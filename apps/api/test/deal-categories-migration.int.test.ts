import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPgPool,
  createPrismaClient,
  MIGRATIONS_DIR,
  testServerUrl,
  urlWithDatabase,
  type Pool,
  type PrismaClient,
} from '@faktura/db';
import { DemoAccountSeeder } from '../src/platform/admin-cli/demo-account.seeder';

const MIGRATION = '20261204020000_deal_categories';
const PIPELINE = ['Contact', 'Qualified', 'Offer sent', 'Negotiation', 'Verbal commitment'];

/** The SQL of the migrations before (or from) `MIGRATION`, in order. */
function migrations(which: 'before' | 'from'): string[] {
  const names = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{14}_/.test(name))
    .sort();
  const selected = names.filter((name) =>
    which === 'before' ? name < MIGRATION : name >= MIGRATION,
  );
  return selected.map((name) => readFileSync(join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8'));
}

/**
 * The migration on a database that already holds accounts and deals: every deal ends up in its
 * account's first category, and accounts and deals made afterwards get theirs by trigger.
 */
describe(`migration ${MIGRATION}`, () => {
  const name = `faktura_mig_${randomBytes(6).toString('hex')}`;
  const server = testServerUrl();
  let db: Pool;
  let prisma: PrismaClient;
  let dir: string;

  const admin = async (sql: string) => {
    const pool = createPgPool(server, { max: 1 });
    try {
      await pool.query(sql);
    } finally {
      await pool.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    // One connection: the migrations run in order on it, as prisma migrate deploy runs them.
    db = createPgPool(urlWithDatabase(server, name), { max: 1 });
    for (const sql of migrations('before')) await db.query(sql);
    dir = mkdtempSync(join(tmpdir(), 'faktura-migration-'));
  }, 120_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('backfills categories of existing accounts and deals, then fills new ones by trigger', async () => {
    const accounts: number[] = [];
    for (const slug of ['old-one', 'old-two']) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO accounts (name, slug, updated_at) VALUES ($1, $1, now()) RETURNING id`,
        [slug],
      );
      accounts.push(rows[0]!.id);
      for (const deal of ['First', 'Second'])
        await db.query(
          `INSERT INTO deals (account_id, name, currency, updated_at) VALUES ($1, $2, 'EUR', now())`,
          [rows[0]!.id, deal],
        );
    }

    for (const sql of migrations('from')) await db.query(sql);

    const categories = await db.query<{ account_id: number; id: number; name: string }>(
      'SELECT account_id, id, name FROM deal_categories ORDER BY account_id, id',
    );
    for (const account of accounts)
      expect(
        categories.rows.filter((row) => row.account_id === account).map((row) => row.name),
      ).toEqual(PIPELINE);
    const deals = await db.query<{ account_id: number; deal_category_id: number | null }>(
      'SELECT account_id, deal_category_id FROM deals ORDER BY id',
    );
    expect(deals.rows).toHaveLength(4);
    for (const deal of deals.rows) {
      const first = categories.rows.find((row) => row.account_id === deal.account_id)!;
      expect(deal.deal_category_id).toBe(first.id);
    }

    // After the migration: Prisma inserts leave the category out, the triggers fill it in.
    prisma = createPrismaClient(urlWithDatabase(server, name), { max: 2 });
    const fresh = await prisma.account.create({ data: { name: 'New', slug: 'new' } });
    const deal = await prisma.deal.create({
      data: { accountId: fresh.id, name: 'Fresh', currency: 'EUR' },
      include: { category: true },
    });
    expect(deal.category).toMatchObject({ accountId: fresh.id, name: 'Contact', probability: 10 });
  });

  it('leaves no deal without a category of its own account, the demo data included', async () => {
    const demo = await new DemoAccountSeeder(prisma, join(dir, 'demo-api-key')).ensure();
    expect(await prisma.dealCategory.count({ where: { accountId: demo.accountId } })).toBe(
      PIPELINE.length,
    );
    const { rows } = await db.query<{ total: number; foreign: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE c.id IS NULL OR c.account_id <> d.account_id)::int AS foreign
       FROM deals d LEFT JOIN deal_categories c ON c.id = d.deal_category_id`,
    );
    expect(rows[0]!.total).toBeGreaterThanOrEqual(5);
    expect(rows[0]!.foreign).toBe(0);
  });
});
