import {
  createPgPool,
  createPrismaClient,
  createTestDatabase,
  type Pool,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
// Every module, so that every record query of the API exists.
import '../src/app.module';
import { RecordQuery } from '../src/platform/database/record-query';
import { createTestAccount } from './support/test-accounts';
import { createRelatedRecords } from './support/related-records';

/**
 * Record queries read straight from the pool outside a transaction and through Prisma inside
 * one (record-query.ts); responses are built from either. They must be the same rows: same
 * fields, same values, same types (Decimal, Date, BigInt), for every record query and every
 * relation it embeds.
 */
describe('record queries read the same through the pool and through Prisma', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let accountId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPgPool(db.url, { max: 2 });
    prisma = createPrismaClient(db.url, { pool });
    const account = await createTestAccount(db.url);
    accountId = account.accountId;
    await createRelatedRecords(prisma, accountId, account.userId);
    // Another account's rows must not come back through either source.
    const other = await createTestAccount(db.url, 'Other AG');
    await createRelatedRecords(prisma, other.accountId, other.userId);
  }, 60_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  it('knows the record query of every listed resource', () => {
    const tables = new Set(RecordQuery.all().map((query) => query.table));
    for (const table of [
      'companies',
      'contacts',
      'deals',
      'projects',
      'invoices',
      'invoice_reminders',
      'offers',
      'purchases',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it.each(RecordQuery.all().map((query) => [query.table, query] as const))(
    '%s',
    async (table, query) => {
      const ids = (
        await pool.query<{ id: number }>(`SELECT id FROM "${table}" ORDER BY id`)
      ).rows.map((row) => row.id);
      const ownIds = (
        await pool.query<{ id: number }>(`SELECT id FROM "${table}" WHERE account_id = $1`, [
          accountId,
        ])
      ).rows.map((row) => row.id);
      expect(ownIds.length).toBeGreaterThan(1);

      const viaPool = await query.load(pool, accountId, ids);
      const viaPrisma = await query.load(prisma, accountId, ids);
      const inTransaction = await prisma.$transaction((tx) => query.load(tx, accountId, ids));

      expect(viaPool.map((row) => (row as { id: number }).id)).toEqual(ownIds);
      expect(viaPool).toStrictEqual(viaPrisma);
      expect(inTransaction).toStrictEqual(viaPrisma);
      // One record is another statement text (`id = $2`); another account's id is none.
      const one = await query.loadOne(pool, accountId, ownIds[0]);
      expect(one).toStrictEqual(await query.loadOne(prisma, accountId, ownIds[0]));
      expect(one).toStrictEqual(viaPrisma[0]);
      const foreignId = ids.find((id) => !ownIds.includes(id))!;
      expect(await query.loadOne(pool, accountId, foreignId)).toBeNull();
    },
  );

  // Outside a transaction a record query is a prepared statement per connection; a migration
  // that adds a column under a running API changes what `r.*` returns, which PostgreSQL refuses
  // for a statement prepared before. The query is then prepared again, by a new name.
  it('reads on after a migration changed the columns of its table', async () => {
    const query = RecordQuery.all().find((candidate) => candidate.table === 'deals')!;
    const ids = (
      await pool.query<{ id: number }>('SELECT id FROM deals WHERE account_id = $1', [accountId])
    ).rows.map((row) => row.id);
    // Both pool connections prepare it.
    await Promise.all([query.load(pool, accountId, ids), query.load(pool, accountId, ids)]);
    await pool.query('ALTER TABLE deals ADD COLUMN migrated_later integer NOT NULL DEFAULT 7');
    try {
      const after = await Promise.all([
        query.load(pool, accountId, ids),
        query.load(pool, accountId, ids),
        query.load(pool, accountId, ids),
      ]);
      for (const rows of after) {
        expect(rows).toHaveLength(ids.length);
        expect(rows.every((row) => (row as { migratedLater?: number }).migratedLater === 7)).toBe(
          true,
        );
      }
    } finally {
      await pool.query('ALTER TABLE deals DROP COLUMN migrated_later');
    }
  });
});
