import { createPrismaClient, type PrismaClient } from '@faktura/db';
import type { PgStatementCounter } from '@faktura/test-support';
import request from 'supertest';
import { createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { createRelatedRecords, type RelatedRecords } from './support/related-records';

/** Each converted resource with the fixture's ids of it. */
const RESOURCES = [
  ['/invoices', 'invoiceIds'],
  ['/offers', 'offerIds'],
  ['/purchases', 'purchaseIds'],
  ['/companies', 'companyIds'],
  ['/projects', 'projectIds'],
  ['/projects/groups', 'projectGroupIds'],
  ['/deals', 'dealIds'],
  ['/contacts/people', 'contactIds'],
  ['/invoice_reminders', 'reminderIds'],
  ['/comments', 'commentIds'],
  ['/offer_confirmations', 'confirmationIds'],
  ['/purchases/drafts', 'purchaseDraftIds'],
] as const;

/** The page of ids with the total (ListQueryService's one statement). */
const ID_PAGE = /count\(\*\)::int FROM .* AS total,\s+ARRAY\(SELECT id FROM/is;

describe('statement budgets of the read path', () => {
  let t: TestApp;
  let statements: PgStatementCounter;
  let prisma: PrismaClient;
  let account: TestAccount;
  let other: TestAccount;
  let records: RelatedRecords;

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    statements = t.statements!;
    prisma = createPrismaClient(t.db.url, { max: 1 });
    account = await createTestAccount(t.db.url);
    other = await createTestAccount(t.db.url, 'Other AG');
    records = await createRelatedRecords(prisma, account.accountId, account.userId);
    await createRelatedRecords(prisma, other.accountId, other.userId);
  }, 60_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  const get = (path: string, key = account.key) =>
    request(t.url).get(`/api/v1${path}`).set('Authorization', `Bearer ${key}`);

  /** Runs one request on a warm key cache and returns its statements. */
  async function statementsOf(path: string): Promise<string[]> {
    await get(path).expect(200);
    statements.reset();
    await get(path).expect(200);
    return [...statements.texts];
  }

  it.each(RESOURCES)(
    'GET %s?per_page=100 is two statements: the id page with its total, the records with every relation',
    async (path, ids) => {
      const texts = await statementsOf(`${path}?per_page=100`);
      expect(texts.filter((text) => ID_PAGE.test(text))).toHaveLength(1);
      expect(texts).toHaveLength(2);
      const body = (await get(`${path}?per_page=100`).expect(200)).body as { id: number }[];
      expect(body.map((row) => row.id)).toEqual(records[ids]);
    },
  );

  it.each(RESOURCES)(
    'GET %s/{id} is one statement; another account’s id is 404',
    async (path, ids) => {
      const id = records[ids][0];
      expect(await statementsOf(`${path}/${id}`)).toHaveLength(1);
      await get(`${path}/${id}`, other.key).expect(404);
    },
  );

  it('a cached key needs no lookup', async () => {
    statements.reset();
    await get('/invoices/0').expect(404);
    expect(statements.texts.some((text) => /api_keys/.test(text))).toBe(false);
  });
});

describe('API keys without the cache (FAKTURA_API_KEY_CACHE_MS=0)', () => {
  it('refuses a key at once after its revocation in the database', async () => {
    const t = await startTestApp({ apiKeyCacheMs: 0 });
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      const account = await createTestAccount(t.db.url);
      const get = () =>
        request(t.url).get('/api/v1/invoices').set('Authorization', `Bearer ${account.key}`);
      await get().expect(200);
      await prisma.apiKey.updateMany({
        where: { accountId: account.accountId },
        data: { revokedAt: new Date() },
      });
      await get().expect(401);
    } finally {
      await prisma.$disconnect();
      await t.close();
    }
  });
});
