import { createPrismaClient, Prisma, writeWebhookDeliveries, type PrismaClient } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The payload renderer: deliveries the worker's overdue sweep writes without a payload (it has
 * no API mappers) are rendered by the running API, woken by their notification or, when that
 * was lost, by its poll: the record as GET returns it, then the hook's drain is queued.
 */
describe('web hook payload renderer', () => {
  let t: TestApp;
  let prisma: PrismaClient;
  const accounts: { account: TestAccount; customer: number; hook: number }[] = [];

  const api = (account: TestAccount) => client(t.url, account.key);
  const invoiceOf = async (account: TestAccount, customer: number, extra: object = {}) =>
    (
      await api(account)
        .post('/api/v1/invoices', {
          customer_id: customer,
          recipient_address: 'Kunde AG\nBern',
          date: '2026-03-31',
          due_date: '2026-04-30',
          title: 'March',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 1000 }],
          ...extra,
        })
        .expect(200)
    ).body as { id: number };
  const getText = async (account: TestAccount, invoiceId: number) =>
    (await api(account).get(`/api/v1/invoices/${invoiceId}`).expect(200)).text;
  const payloadOf = async (id: string) =>
    (
      await prisma.$queryRaw<{ payload: string | null }[]>`
        SELECT payload::text AS payload FROM webhook_deliveries WHERE id = ${id}::bigint`
    )[0].payload;
  const rendered = async (id: string) => {
    await waitUntil(async () => (await payloadOf(id)) !== null, 30_000, 'payload rendered');
    return (await payloadOf(id))!;
  };
  const drains = () =>
    prisma.job.findMany({
      where: { type: 'webhooks.deliver', status: 'queued' },
      select: { dedupeKey: true },
      orderBy: { dedupeKey: 'asc' },
    });
  /** What the overdue sweep writes (its notification included): no payload, no actor. */
  const sweepDelivery = async (accountId: number, hook: number, invoiceId: number) => {
    const record = { accountId, target: 'Invoice', event: 'update', entityId: invoiceId } as const;
    await prisma.$transaction((tx) =>
      writeWebhookDeliveries(tx, { ...record, actorUserId: null }, [hook], null),
    );
    const [row] = await prisma.$queryRaw<{ id: string }[]>`
      SELECT max(id)::text AS id FROM webhook_deliveries WHERE subscription_id = ${hook}`;
    return row.id;
  };

  beforeAll(async () => {
    t = await startTestApp({ webhookRenderPollMs: 300 });
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const name of ['Alpha', 'Beta']) {
      const account = await createTestAccount(t.db.url, name);
      const customer = (
        await api(account)
          .post('/api/v1/companies', { type: 'customer', name: 'Kunde' })
          .expect(200)
      ).body.id as number;
      const [{ id: hook }] = await prisma.$queryRaw<{ id: number }[]>`
        INSERT INTO webhook_subscriptions (account_id, target, event, hook, secret, created_at,
                                           updated_at)
        VALUES (${account.accountId}, 'Invoice', 'update', 'https://receiver.example/',
                ${'0f'.repeat(16)}, now(), now())
        RETURNING id`;
      accounts.push({ account, customer, hook });
    }
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  beforeEach(async () => {
    await prisma.job.deleteMany({ where: { type: 'webhooks.deliver' } });
  });

  it('renders each account’s deliveries as its GET returns the record, then queues the drains', async () => {
    const written = [];
    for (const { account, customer, hook } of accounts) {
      const invoice = await invoiceOf(account, customer);
      written.push({
        account,
        invoice,
        id: await sweepDelivery(account.accountId, hook, invoice.id),
      });
    }
    for (const { account, invoice, id } of written)
      expect(await rendered(id)).toBe(await getText(account, invoice.id));
    await waitUntil(async () => (await drains()).length === 2, 30_000, 'drains queued');
    expect(await drains()).toEqual(accounts.map(({ hook }) => ({ dedupeKey: `hook:${hook}` })));
  });

  it('renders a record deleted meanwhile as its id', async () => {
    const [{ account, customer, hook }] = accounts;
    const invoice = await invoiceOf(account, customer, { status: 'draft' });
    await api(account).delete(`/api/v1/invoices/${invoice.id}`).expect(204);
    const id = await sweepDelivery(account.accountId, hook, invoice.id);
    expect(await rendered(id)).toBe(JSON.stringify({ id: invoice.id }));
  });

  it('finds a delivery whose notification was lost by polling', async () => {
    const [{ account, customer, hook }] = accounts;
    const invoice = await invoiceOf(account, customer);
    const [row] = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
      INSERT INTO webhook_deliveries (account_id, subscription_id, entity_id, payload, status,
                                      next_attempt_at, created_at, updated_at)
      VALUES (${account.accountId}, ${hook}, ${invoice.id}, NULL, 'pending', now(), now(), now())
      RETURNING id::text AS id`);
    expect(await rendered(row.id)).toBe(await getText(account, invoice.id));
    await waitUntil(async () => (await drains()).length === 1, 30_000, 'drain queued');
  });
});
