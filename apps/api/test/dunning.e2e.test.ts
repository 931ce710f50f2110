import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const SETTINGS = '/api/v1/account/dunning';
const pausePath = (id: number | string) => `/api/v1/invoices/${id}/dunning/pause`;
const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * GET/PUT /account/dunning (defaults, validation naming the field), POST/DELETE
 * /invoices/{id}/dunning/pause, and dunning_level / next_dunning_date on invoices; another
 * account's invoice is a 404 and its settings are its own.
 */
describe('dunning', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let invoiceId: number;
  let foreignInvoiceId: number;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const createInvoice = async (account: TestAccount, dueDate: string) => {
    const customer = await prisma.company.create({
      data: { accountId: account.accountId, type: 'customer', name: 'Kunde AG' },
    });
    const body = (
      await api(account)
        .post('/api/v1/invoices', {
          customer_id: customer.id,
          recipient_address: 'Kunde AG\nBerlin',
          date: isoDay(-60),
          due_date: dueDate,
          title: 'Consulting',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 100 }],
        })
        .expect(200)
    ).body as { id: number };
    await prisma.invoice.update({ where: { id: body.id }, data: { status: 'overdue' } });
    return body.id;
  };
  const invoice = async (id = invoiceId) =>
    (await api().get(`/api/v1/invoices/${id}`).expect(200)).body as Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    invoiceId = await createInvoice(a, isoDay(-30));
    foreignInvoiceId = await createInvoice(b, isoDay(-30));
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('answers dunning off with the default levels until the account sets it', async () => {
    const body = (await api().get(SETTINGS).expect(200)).body;
    expect(body).toMatchObject({ enabled: false, send_email: false, updated_at: null });
    expect(body.levels.map((l: { days: number; fee: number }) => [l.days, l.fee])).toEqual([
      [7, 0],
      [21, 5],
      [35, 10],
    ]);
    expect(body.levels[2].interest).toBe(true);
    expect(Object.keys(body.levels[0].texts)).toEqual(['de', 'en', 'fr', 'it']);
    expect(await invoice()).toMatchObject({ dunning_level: 0, next_dunning_date: null });
  });

  it('turns dunning on and shows when the next level is due', async () => {
    const body = (await api().put(SETTINGS, { enabled: true }).expect(200)).body;
    expect(body).toMatchObject({ enabled: true, send_email: false });
    expect(body.levels).toHaveLength(3);
    // Due 30 days ago: the friendly reminder (7 days) was due 23 days ago.
    expect(await invoice()).toMatchObject({ dunning_level: 0, next_dunning_date: isoDay(-23) });
    const listed = (await api().get(`/api/v1/invoices?ids=${invoiceId}`).expect(200)).body;
    expect(listed[0]).toMatchObject({ dunning_level: 0, next_dunning_date: isoDay(-23) });
  });

  it('replaces the levels and refuses broken ones naming the field, nothing written', async () => {
    const level = (days: number, fee: number) => ({
      days,
      fee,
      interest: false,
      texts: { en: { subject: 'Reminder {identifier}', text: 'Please pay.' } },
    });
    const broken = await api()
      .put(SETTINGS, { send_email: true, levels: [level(10, 0), level(10, 2)] })
      .expect(422);
    expect(broken.body.errors).toEqual({
      'levels[1].days': ['must be more than the days of the level before'],
    });
    const noText = await api()
      .put(SETTINGS, { levels: [{ ...level(10, 0), texts: {} }] })
      .expect(422);
    expect(Object.keys(noText.body.errors)).toEqual(['levels[0].texts']);
    await api().put(SETTINGS, { levels: [] }).expect(422);
    await api()
      .put(SETTINGS, { levels: [level(10, -1)] })
      .expect(422);
    expect((await api().get(SETTINGS).expect(200)).body.send_email).toBe(false);

    const saved = await api()
      .put(SETTINGS, { send_email: true, levels: [level(10, 2.5), level(20, 7)] })
      .expect(200);
    expect(saved.body.levels.map((l: { fee: number }) => l.fee)).toEqual([2.5, 7]);
    expect(saved.body).toMatchObject({ enabled: true, send_email: true });
    expect(await invoice()).toMatchObject({ next_dunning_date: isoDay(-20) });
    // Account B's settings are its own.
    expect((await api(b).get(SETTINGS).expect(200)).body.enabled).toBe(false);
  });

  it('counts the level reached from the run written reminders and stops when paid', async () => {
    await prisma.invoiceReminder.create({
      data: {
        accountId: a.accountId,
        invoiceId,
        title: 'Reminder',
        date: new Date(`${isoDay(-15)}T00:00:00Z`),
        dueDate: new Date(`${isoDay(-5)}T00:00:00Z`),
        dunningLevel: 1,
      },
    });
    // Level 2 (20 days) after a letter 15 days ago: 10 days after it, 5 days ago.
    expect(await invoice()).toMatchObject({ dunning_level: 1, next_dunning_date: isoDay(-5) });
    await prisma.invoice.update({ where: { id: invoiceId }, data: { status: 'paid' } });
    expect(await invoice()).toMatchObject({ dunning_level: 1, next_dunning_date: null });
    await prisma.invoice.update({ where: { id: invoiceId }, data: { status: 'overdue' } });
  });

  it('pauses through a day, until resumed, and resumes', async () => {
    const until = isoDay(3);
    const paused = await api().post(pausePath(invoiceId), { until }).expect(200);
    expect(paused.body).toEqual({
      invoice_id: invoiceId,
      dunning_level: 1,
      next_dunning_date: isoDay(4),
      paused: true,
      paused_until: until,
    });
    expect(await invoice()).toMatchObject({ next_dunning_date: isoDay(4) });
    const forever = await api().post(pausePath(invoiceId), {}).expect(200);
    expect(forever.body).toMatchObject({
      paused: true,
      paused_until: null,
      next_dunning_date: null,
    });
    const audit = await prisma.auditEvent.count({
      where: { accountId: a.accountId, action: 'invoice.dunning_paused', recordId: invoiceId },
    });
    expect(audit).toBe(2);
    await api().delete(pausePath(invoiceId)).expect(204);
    expect(await invoice()).toMatchObject({ next_dunning_date: isoDay(-5) });
    await api().delete(pausePath(invoiceId)).expect(404);
  });

  it('refuses a pause ending before today and a draft, naming why', async () => {
    const past = await api()
      .post(pausePath(invoiceId), { until: isoDay(-1) })
      .expect(422);
    expect(past.body.errors).toEqual({ until: ['must not be before today'] });
    await api().post(pausePath(invoiceId), { until: 'soon' }).expect(422);
    const draft = await createInvoice(a, isoDay(5));
    await prisma.invoice.update({ where: { id: draft }, data: { status: 'draft' } });
    await api().post(pausePath(draft), {}).expect(422);
  });

  it('answers another account’s invoice like a missing one and leaves it alone', async () => {
    const foreign = await api().post(pausePath(foreignInvoiceId), {}).expect(404);
    const missing = await api().post(pausePath(99_999_999), {}).expect(404);
    expect(foreign.body).toEqual(missing.body);
    await api().delete(pausePath(foreignInvoiceId)).expect(404);
    await api(b).post(pausePath(foreignInvoiceId), {}).expect(200);
    await api().delete(pausePath(foreignInvoiceId)).expect(404);
    const kept = await prisma.invoiceDunningPause.count({ where: { invoiceId: foreignInvoiceId } });
    expect(kept).toBe(1);
  });
});
