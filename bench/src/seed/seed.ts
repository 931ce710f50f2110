import type { Client } from 'pg';
import { scaled } from '../options';
import { createAccount, withClient } from '../database';
import { seedCustomFieldCompanies } from './custom-fields.seed';
import { seedInvoices, seedOffers, seedPurchases } from './documents.seed';
import { seedReferenceResources } from './reference.seed';
import { accountNamed, addUsers, insertCompanies, type SeededAccount } from './seed-context';

/** What the scenarios need to know about the seeded database. */
export interface SeededWorld {
  bench: SeededAccount;
  tenant: SeededAccount;
  custom: SeededAccount;
  /** The bench account's invoices and customers, in id order. */
  invoiceIds: number[];
  customerIds: number[];
  sizes: Record<string, number>;
}

/** The sizes of issue 14's goals table, at `scale`. */
export function seedSizes(scale: number): Record<string, number> {
  return {
    customers: scaled(2_000, scale),
    suppliers: scaled(500, scale),
    invoices: scaled(5_000, scale),
    offers: scaled(5_000, scale),
    purchases: scaled(5_000, scale),
    /** Comments and order confirmations of the bench account (at most `offers`). */
    referenceRecords: scaled(5_000, scale),
    otherAccounts: scaled(100, scale, 2),
    otherCompanies: scaled(1_000_000, scale),
    tenantCompanies: scaled(10_000, scale),
    customFieldCompanies: scaled(1_000_000, scale),
  };
}

/**
 * Seeds the scratch database in SQL (generate_series, INSERT ... SELECT); the three accounts
 * the bench calls are made with the measured checkout's own CLI, which issues their keys.
 */
export async function seed(
  appDir: string,
  url: string,
  scale: number,
  say: (line: string) => void,
): Promise<SeededWorld> {
  const sizes = seedSizes(scale);
  const keys = await Promise.all(
    ['Bench GmbH', 'Tenant GmbH', 'Custom Fields GmbH'].map((name) =>
      createAccount(appDir, url, name),
    ),
  );
  return withClient(url, async (db) => {
    const step = async (what: string, work: () => Promise<void>) => {
      const started = Date.now();
      await work();
      say(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    };
    const bench = await accountNamed(db, 'Bench GmbH', keys[0]);
    const tenant = await accountNamed(db, 'Tenant GmbH', keys[1]);
    const custom = await accountNamed(db, 'Custom Fields GmbH', keys[2]);
    await addUsers(db, bench);
    await step(`bench account: ${sizes.customers + sizes.suppliers} companies`, async () => {
      await insertCompanies(db, bench.id, sizes.customers, {
        userIds: bench.userIds,
        vatCodeId: bench.salesVatCodeId,
      });
      await insertCompanies(db, bench.id, sizes.suppliers, { type: 'supplier' });
    });
    await step(`${sizes.invoices} invoices`, () => seedInvoices(db, bench, sizes.invoices));
    await step(`${sizes.offers} offers`, () => seedOffers(db, bench, sizes.offers));
    await step(`${sizes.purchases} purchases`, () => seedPurchases(db, bench, sizes.purchases));
    await step(
      `resources around the invoice: ${sizes.referenceRecords} comments and confirmations`,
      () => seedReferenceResources(db, bench, sizes.referenceRecords),
    );
    await step(
      `${sizes.otherCompanies} companies in ${sizes.otherAccounts} other accounts, then ${sizes.tenantCompanies} in the tenant`,
      () => seedTenancy(db, tenant, sizes),
    );
    await step(`${sizes.customFieldCompanies} companies with custom properties`, () =>
      seedCustomFieldCompanies(db, custom.id, sizes.customFieldCompanies),
    );
    await step('ANALYZE', async () => {
      await db.query('ANALYZE');
    });
    const ids = async (sql: string) =>
      (await db.query<{ id: number }>(sql, [bench.id])).rows.map((row) => row.id);
    return {
      bench,
      tenant,
      custom,
      invoiceIds: await ids('SELECT id FROM invoices WHERE account_id = $1 ORDER BY id'),
      customerIds: await ids(
        `SELECT id FROM companies WHERE account_id = $1 AND type = 'customer' ORDER BY id`,
      ),
      sizes,
    };
  });
}

/**
 * The other accounts' companies first, the tenant's last: the tenant's first page then lies
 * behind every other row in id order, as it does for a tenant that joined late.
 */
async function seedTenancy(db: Client, tenant: SeededAccount, sizes: Record<string, number>) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accounts (name, slug, created_at, updated_at)
     SELECT 'Other ' || g, 'bench-other-' || g, now(), now()
     FROM generate_series(1, ${sizes.otherAccounts}) g RETURNING id`,
  );
  const others = `(ARRAY[${rows.map((row) => row.id).join(',')}])`;
  await insertCompanies(db, `${others}[1 + g % ${rows.length}]`, sizes.otherCompanies);
  await insertCompanies(db, tenant.id, sizes.tenantCompanies, { userIds: tenant.userIds });
}
