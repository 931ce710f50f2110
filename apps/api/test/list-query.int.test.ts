import {
  createPrismaClient,
  createTestDatabase,
  Prisma,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { PgStatementCounter } from '@faktura/test-support';
import { AccountDbService } from '../src/platform/database/account-db.service';
import { idPageStatement, ListQueryService } from '../src/platform/lists/list-query.service';
import type { ListQuery } from '../src/platform/lists/list-query.dto';
import { createTestAccount } from './support/test-accounts';

const COMPANIES = { table: 'companies' };
const ACTIVE = [Prisma.sql`active`];

/** A paged query as ListQueryPipe makes it, without filters unless given. */
const paged = (query: Partial<ListQuery> = {}): ListQuery => ({
  page: 1,
  per_page: 100,
  custom_properties: {},
  ...query,
});

/** `count` companies of an account; every third one archived, every other one a newsletter reader. */
async function insertCompanies(prisma: PrismaClient, accountId: number, count: number) {
  await prisma.$executeRaw`
    INSERT INTO companies (account_id, type, name, active, custom_properties, updated_at)
    SELECT ${accountId}, 'customer', 'Firma ' || lpad(g::text, 5, '0'), g % 3 <> 0,
      jsonb_build_object('Kundennummer', 'KN-' || g, 'Newsletter', g % 2 = 0, 'Branche', CASE WHEN g % 5 = 0 THEN 'Handel' END),
      now()
    FROM generate_series(1, ${count}::int) g`;
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM companies WHERE account_id = ${accountId} ORDER BY id`;
  return rows.map((row) => row.id);
}

describe('ListQueryService', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let counter: PgStatementCounter;
  let lists: ListQueryService;
  let accountId: number;
  let ids: number[];
  /** An account large enough that the planner prefers the GIN index for a rare value. */
  let largeAccountId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    counter = await PgStatementCounter.start(db.url);
    prisma = createPrismaClient(counter.urlFor(db.url), { max: 2 });
    lists = new ListQueryService(new AccountDbService(prisma));
    accountId = (await createTestAccount(db.url)).accountId;
    const other = (await createTestAccount(db.url, 'Other AG')).accountId;
    await insertCompanies(prisma, other, 40);
    ids = await insertCompanies(prisma, accountId, 30);
    largeAccountId = (await createTestAccount(db.url, 'Large AG')).accountId;
    await insertCompanies(prisma, largeAccountId, 3000);
    await prisma.$executeRawUnsafe('ANALYZE companies');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await counter.stop();
    await db.drop();
  });

  // Company g (1-based, in id order) is active unless g % 3 = 0, a reader when g % 2 = 0.
  const activeIds = () => ids.filter((_, index) => (index + 1) % 3 !== 0);

  it('returns the page of IDs and the total of the account in one statement', async () => {
    counter.reset();
    const page = await lists.find(accountId, COMPANIES, paged({ per_page: 7 }), ACTIVE);
    expect(counter.count).toBe(1);
    expect(page).toEqual({ ids: activeIds().slice(0, 7), total: 20 });
  });

  it('keeps the total on the last page, on a page past the end and on an empty result', async () => {
    const query = (page: number) => paged({ page, per_page: 7 });
    await expect(lists.find(accountId, COMPANIES, query(3), ACTIVE)).resolves.toEqual({
      ids: activeIds().slice(14),
      total: 20,
    });
    counter.reset();
    await expect(lists.find(accountId, COMPANIES, query(9), ACTIVE)).resolves.toEqual({
      ids: [],
      total: 20,
    });
    expect(counter.count).toBe(1);
    const none = [...ACTIVE, Prisma.sql`name = ${'nobody'}`];
    await expect(lists.find(accountId, COMPANIES, query(1), none)).resolves.toEqual({
      ids: [],
      total: 0,
    });
  });

  it('counts and pages with custom property filters, sorting and the shared filters', async () => {
    const readers = ids.filter((_, index) => (index + 1) % 3 !== 0 && (index + 1) % 2 === 0);
    const filtered = paged({ per_page: 4, custom_properties: { Newsletter: true } });
    await expect(lists.find(accountId, COMPANIES, filtered, ACTIVE)).resolves.toEqual({
      ids: readers.slice(0, 4),
      total: readers.length,
    });
    const sorted = paged({
      per_page: 3,
      page: 2,
      sort_by: { column: 'name', direction: 'DESC' },
      ids: ids.slice(0, 10),
    });
    const expected = ids.slice(0, 10).reverse();
    await expect(lists.find(accountId, COMPANIES, sorted, [])).resolves.toEqual({
      ids: expected.slice(3, 6),
      total: 10,
    });
    // A filter on a field the account does not define matches nothing, without a statement.
    counter.reset();
    await expect(
      lists.find(accountId, COMPANIES, paged({ custom_properties: null }), ACTIVE),
    ).resolves.toEqual({ ids: [], total: 0 });
    expect(counter.count).toBe(0);
  });

  /**
   * The plan of the list statement with sequential scans and sorts ruled out, and either bitmap
   * scans or plain index scans, so that the few rows here take the path a large table takes.
   */
  async function planOf(
    query: ListQuery,
    scan: 'index' | 'bitmap' = 'index',
    account = accountId,
    conditions = ACTIVE,
  ): Promise<string> {
    const statement = idPageStatement(account, COMPANIES, query, conditions);
    if (statement === null) throw new Error('no statement');
    const plan = await prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_sort = off');
      const off = scan === 'index' ? 'enable_bitmapscan' : 'enable_indexscan';
      await tx.$executeRawUnsafe(`SET LOCAL ${off} = off`);
      return tx.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN (COSTS OFF) ${statement}`);
    });
    return plan.map((line) => line['QUERY PLAN']).join('\n');
  }

  it('runs on the (account_id, id), (account_id, <sort column>, id) and custom property indexes', async () => {
    // The default list (archived left out) counts and pages on (account_id, active, id) alone.
    const defaultList = await planOf(paged());
    expect(defaultList).toMatch(
      /Aggregate\s+-> +Index Only Scan using companies_account_id_active_id_idx/,
    );
    expect(defaultList).toMatch(
      /Limit\s+-> +Index Only Scan using companies_account_id_active_id_idx/,
    );
    await expect(planOf(paged(), 'index', accountId, [])).resolves.toMatch(
      /Index (Only )?Scan using companies_account_id_id_idx/,
    );
    await expect(
      planOf(paged({ sort_by: { column: 'updated_at', direction: 'ASC' } })),
    ).resolves.toMatch(/Index (Only )?Scan using companies_account_id_updated_at_id_idx/);
    await expect(planOf(paged({ sort_by: { column: 'name', direction: 'ASC' } }))).resolves.toMatch(
      /Index (Only )?Scan using companies_account_id_name_id_idx/,
    );
    await expect(
      planOf(paged({ custom_properties: { Kundennummer: 'KN-7' } }), 'bitmap', largeAccountId),
    ).resolves.toMatch(/Bitmap Index Scan on companies_custom_properties_idx/);
  });
});
