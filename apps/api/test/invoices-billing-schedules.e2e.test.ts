import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { createCustomerAndProject } from './support/project-fixtures';

interface Project {
  id: number;
  customerId: number;
}

describe('/api/v1/invoices: billing payment schedules (payment_schedule_ids)', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let website: Project;
  let stranger: Project;
  let foreign: Project;

  const as = (account: TestAccount) => client(t.url, account.key);
  const api = () => as(a);
  const created = async (call: request.Test) => (await call.expect(200)).body;

  const setUpProject = async (account: TestAccount): Promise<Project> => {
    const made = await createCustomerAndProject(prisma, account.accountId);
    return { id: made.projectId, customerId: made.companyId };
  };

  const schedulesOf = (project: Project) => `/api/v1/projects/${project.id}/payment_schedules`;
  const plan = async (project: Project, account = a): Promise<number> =>
    (await created(as(account).post(schedulesOf(project), { date: '2026-06-30', net_total: 2500 })))
      .id;
  const schedule = async (id: number, project = website) =>
    (
      await api()
        .get(`${schedulesOf(project)}/${id}`)
        .expect(200)
    ).body;
  const position = (extra: object = {}) => ({
    type: 'item',
    title: 'Instalment',
    quantity: 1,
    unit: 'flat',
    unit_price: 2500,
    ...extra,
  });
  const invoiceBody = (items: object[], extra: object = {}) => ({
    customer_id: website.customerId,
    recipient_address: 'Kunde',
    date: '2026-06-30',
    due_date: '2026-07-30',
    title: 'Instalment',
    tax: 8.1,
    currency: 'EUR',
    items,
    ...extra,
  });
  const bill = (items: object[], extra: object = {}) =>
    created(api().post('/api/v1/invoices', invoiceBody(items, extra)));
  const refuse = async (items: object[]) =>
    (await api().post('/api/v1/invoices', invoiceBody(items)).expect(422)).body;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await created(as(account).post('/api/v1/vat_code_sales', { code: 'UST81', tax: 8.1 }));
    website = await setUpProject(a);
    stranger = await setUpProject(a);
    foreign = await setUpProject(b);
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('marks the schedules a position bills as billed by it, and answers them in the position', async () => {
    const first = await plan(website);
    const second = await plan(website);
    const old = new Date('2020-01-01T00:00:00Z');
    await prisma.paymentSchedule.update({ where: { id: first }, data: { updatedAt: old } });
    const invoice = await bill([
      position({ payment_schedule_ids: [second, first] }),
      position({ title: 'Extra' }),
    ]);
    expect(
      invoice.items.map((item: { payment_schedule_ids: number[] }) => item.payment_schedule_ids),
    ).toEqual([[first, second], []]);
    expect(await schedule(first)).toMatchObject({ billed: true, invoice_id: invoice.id });
    const stored = await prisma.paymentSchedule.findUniqueOrThrow({ where: { id: second } });
    expect(stored).toMatchObject({ invoiceId: invoice.id, invoicePositionId: invoice.items[0].id });
    const bumped = await prisma.paymentSchedule.findUniqueOrThrow({ where: { id: first } });
    expect(bumped.updatedAt > old).toBe(true);
    expect((await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body.items).toEqual(
      invoice.items,
    );
    const remove = await api()
      .delete(`${schedulesOf(website)}/${first}`)
      .expect(422);
    expect(remove.body).toEqual({ errors: ['A billed payment schedule cannot be deleted'] });
  });

  it("refuses unknown, other accounts', other customers', billed and doubly billed schedules", async () => {
    const billed = await plan(website);
    await bill([position({ payment_schedule_ids: [billed] })]);
    const theirs = await plan(foreign, b);
    const strangers = await plan(stranger);
    const free = await plan(website);
    const before = await prisma.invoice.count({ where: { accountId: a.accountId } });
    const refused = await refuse([
      position({ payment_schedule_ids: [theirs] }),
      position({ payment_schedule_ids: [99999999] }),
      position({ payment_schedule_ids: [strangers] }),
      position({ payment_schedule_ids: [billed] }),
      position({ payment_schedule_ids: [free] }),
      position({ payment_schedule_ids: [free] }),
      { type: 'item', title: 'Lump sum', net_total: 100, payment_schedule_ids: [free] },
    ]);
    expect(refused.errors).toEqual({
      'items[0].payment_schedule_ids': [`${theirs} does not exist`],
      'items[1].payment_schedule_ids': ['99999999 does not exist'],
      'items[2].payment_schedule_ids': [`${strangers} belongs to a project of another customer`],
      'items[3].payment_schedule_ids': [`${billed} is already billed`],
      'items[5].payment_schedule_ids': [`${free} is billed twice`],
      'items[6].payment_schedule_ids': [
        'only positions with quantity, unit and unit_price can bill them',
      ],
    });
    expect(await prisma.invoice.count({ where: { accountId: a.accountId } })).toBe(before);
    expect(await schedule(free)).toMatchObject({ billed: false, invoice_id: null });
    const malformed = await refuse([position({ payment_schedule_ids: ['x'] })]);
    expect(Object.keys(malformed.errors)).toEqual(['items[0].payment_schedule_ids']);
  });

  it('releases the schedules when the invoice is deleted or reversed', async () => {
    const deleted = await plan(website);
    const draft = await bill([position({ payment_schedule_ids: [deleted] })], { status: 'draft' });
    await api().delete(`/api/v1/invoices/${draft.id}`).expect(204);
    expect(await schedule(deleted)).toMatchObject({ billed: false, invoice_id: null });
    await api()
      .put(`${schedulesOf(website)}/${deleted}`, { net_total: 2000 })
      .expect(200);

    const reversed = await plan(website);
    const invoice = await bill([position({ payment_schedule_ids: [reversed] })]);
    const reversal = await created(api().post(`/api/v1/invoices/${invoice.id}/reversal`));
    expect(reversal.items[0].payment_schedule_ids).toEqual([]);
    expect(await schedule(reversed)).toMatchObject({ billed: false, invoice_id: null });
    const stored = await prisma.paymentSchedule.findUniqueOrThrow({ where: { id: reversed } });
    expect(stored.invoicePositionId).toBeNull();
    const again = await bill([position({ payment_schedule_ids: [reversed, deleted] })]);
    expect(again.items[0].payment_schedule_ids).toEqual([deleted, reversed].sort((x, y) => x - y));
  });
});
