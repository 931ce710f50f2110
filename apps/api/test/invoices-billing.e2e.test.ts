import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface Project {
  id: number;
  customerId: number;
  taskId: number;
}

const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('/api/v1/invoices: billing activities and expenses', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  /** Two projects of one customer, one of another customer, one of account b. */
  let website: Project;
  let shop: Project;
  let stranger: Project;
  let foreign: Project;
  let sequence = 0;

  const as = (account: TestAccount) => client(t.url, account.key);
  const api = () => as(a);
  const created = async (call: request.Test) => (await call.expect(200)).body;

  /** Customer, project and task through the API, as a client would set them up. */
  async function setUpProject(account: TestAccount, customerId?: number): Promise<Project> {
    const customer =
      customerId ??
      (
        await created(
          as(account).post('/api/v1/companies', { type: 'customer', name: `Kunde ${++sequence}` }),
        )
      ).id;
    const project = await created(
      as(account).post('/api/v1/projects', {
        name: `Project ${++sequence}`,
        customer_id: customer,
        currency: 'EUR',
      }),
    );
    const task = await created(
      as(account).post(`/api/v1/projects/${project.id}/tasks`, { name: 'Development' }),
    );
    return { id: project.id, customerId: customer, taskId: task.id };
  }

  const book = async (project: Project, extra: object = {}, account = a): Promise<number> =>
    (
      await created(
        as(account).post('/api/v1/activities', {
          date: '2026-03-02',
          hours: 2,
          description: `Work ${++sequence}`,
          project_id: project.id,
          task_id: project.taskId,
          ...extra,
        }),
      )
    ).id;
  const spend = async (project: Project, extra: object = {}, account = a): Promise<number> =>
    (
      await created(
        as(account).post(`/api/v1/projects/${project.id}/expenses`, {
          date: '2026-03-03',
          title: `Hosting ${++sequence}`,
          quantity: 1,
          unit: 'month',
          unit_price: 20,
          ...extra,
        }),
      )
    ).id;
  const position = (extra: object = {}) => ({
    type: 'item',
    title: 'Development',
    quantity: 2,
    unit: 'h',
    unit_price: 120,
    ...extra,
  });
  const invoiceBody = (items: object[], extra: object = {}) => ({
    customer_id: website.customerId,
    recipient_address: 'Kunde',
    date: '2026-03-31',
    due_date: '2026-04-30',
    title: 'March',
    tax: 8.1,
    currency: 'EUR',
    items,
    ...extra,
  });
  const bill = (items: object[], extra: object = {}) =>
    created(api().post('/api/v1/invoices', invoiceBody(items, extra)));
  const refuse = async (items: object[], extra: object = {}) =>
    (await api().post('/api/v1/invoices', invoiceBody(items, extra)).expect(422)).body;
  const activity = async (id: number) =>
    (await api().get(`/api/v1/activities/${id}`).expect(200)).body;
  const expense = async (project: Project, id: number) =>
    (await api().get(`/api/v1/projects/${project.id}/expenses/${id}`).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await created(as(account).post('/api/v1/vat_code_sales', { code: 'UST81', tax: 8.1 }));
    website = await setUpProject(a);
    shop = await setUpProject(a, website.customerId);
    stranger = await setUpProject(a);
    foreign = await setUpProject(b);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('marks what the positions bill as billed and links it to the invoice', async () => {
    const early = await book(website, { date: '2026-03-01' });
    const late = await book(website, { date: '2026-03-20' });
    const other = await book(shop, { date: '2026-03-10' });
    const hosting = await spend(website);
    const licence = await spend(shop, { date: '2026-03-01' });
    const invoice = await bill([
      position({ activity_ids: [late, early] }),
      { type: 'title', title: 'Expenses' },
      position({ activity_ids: [other], expense_ids: [hosting] }),
      position({ unit: 'piece', additional: true, expense_ids: [licence] }),
    ]);
    expect(invoice.items.map((item: { activity_ids: number[] }) => item.activity_ids)).toEqual([
      [early, late],
      [],
      [other],
      [],
    ]);
    expect(invoice.items.map((item: { expense_ids: number[] }) => item.expense_ids)).toEqual([
      [],
      [],
      [hosting],
      [licence],
    ]);
    for (const id of [early, late, other]) expect((await activity(id)).billed).toBe(true);
    expect((await expense(website, hosting)).billed).toBe(true);
    expect((await expense(shop, licence)).billed).toBe(true);
    const stored = await prisma.activity.findUniqueOrThrow({ where: { id: other } });
    expect(stored).toMatchObject({
      invoiceId: invoice.id,
      invoicePositionId: invoice.items[2].id,
    });
    const refused = await api().put(`/api/v1/activities/${early}`, { hours: 5 }).expect(422);
    expect(refused.body).toEqual({ errors: ['A billed activity cannot be changed'] });
    expect((await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body.items).toEqual(
      invoice.items,
    );
  });

  it('bumps updated_at of what it bills and releases, so updated_after finds them', async () => {
    const hours = await book(website);
    const hosting = await spend(website);
    const old = new Date('2020-01-01T00:00:00Z');
    const age = async () => {
      await prisma.activity.update({ where: { id: hours }, data: { updatedAt: old } });
      await prisma.expense.update({ where: { id: hosting }, data: { updatedAt: old } });
    };
    const changed = async () => {
      const activityRow = await prisma.activity.findUniqueOrThrow({ where: { id: hours } });
      const expenseRow = await prisma.expense.findUniqueOrThrow({ where: { id: hosting } });
      return [activityRow.updatedAt > old, expenseRow.updatedAt > old];
    };
    await age();
    const invoice = await bill([position({ activity_ids: [hours], expense_ids: [hosting] })]);
    expect(await changed()).toEqual([true, true]);
    await age();
    await api().delete(`/api/v1/invoices/${invoice.id}`, { reason: 'Redo' }).expect(204);
    expect(await changed()).toEqual([true, true]);
  });

  it('lists what an invoice billed under timesheet and expenses, by date', async () => {
    const first = await book(website, { date: '2026-03-05', hours: 1.5 });
    const second = await book(shop, { date: '2026-03-04' });
    const hosting = await spend(website, { date: '2026-03-09' });
    const licence = await spend(shop, { date: '2026-03-08' });
    const invoice = await bill([
      position({ activity_ids: [first], expense_ids: [hosting] }),
      position({ activity_ids: [second], expense_ids: [licence] }),
    ]);
    const timesheet = await api().get(`/api/v1/invoices/${invoice.id}/timesheet`).expect(200);
    expect(ids(timesheet.body)).toEqual([second, first]);
    expect(timesheet.body[1]).toEqual(await activity(first));
    expect(timesheet.body[1]).toMatchObject({ billed: true, hours: 1.5 });
    const expenses = await api().get(`/api/v1/invoices/${invoice.id}/expenses`).expect(200);
    expect(ids(expenses.body)).toEqual([licence, hosting]);
    expect(expenses.body[1]).toEqual(await expense(website, hosting));
    expect(expenses.body[0]).toMatchObject({ billed: true, project: { id: shop.id } });
    const nothing = await bill([position()]);
    for (const path of ['timesheet', 'expenses']) {
      const response = await api().get(`/api/v1/invoices/${nothing.id}/${path}`).expect(200);
      expect(response.body).toEqual([]);
    }
  });

  it('bills from a draft too', async () => {
    const hours = await book(website);
    const hosting = await spend(website);
    const draft = await bill([position({ activity_ids: [hours], expense_ids: [hosting] })], {
      status: 'draft',
    });
    expect(draft).toMatchObject({ status: 'draft', identifier: null });
    expect((await activity(hours)).billed).toBe(true);
    expect((await expense(website, hosting)).billed).toBe(true);
    const timesheet = await api().get(`/api/v1/invoices/${draft.id}/timesheet`).expect(200);
    expect(ids(timesheet.body)).toEqual([hours]);
  });

  it('bills only from positions with quantity, unit and unit_price', async () => {
    const hours = await book(website);
    const hosting = await spend(website);
    const before = await prisma.invoice.count();
    const detail = 'only positions with quantity, unit and unit_price can bill them';
    for (const item of [
      { type: 'item', title: 'Flat', net_total: 100 },
      { type: 'item', title: 'No unit', quantity: 1, unit_price: 100 },
      { type: 'item', title: 'Blank unit', quantity: 1, unit: '', unit_price: 100 },
      { type: 'item', title: 'No quantity', unit: 'h', unit_price: 100, net_total: 100 },
      { type: 'item', title: 'No price', quantity: 1, unit: 'h', net_total: 100 },
      { type: 'title', title: 'Heading' },
    ]) {
      const refused = await refuse([position(), { ...item, activity_ids: [hours] }]);
      expect(refused.errors['items[1].activity_ids']).toEqual([detail]);
      const expenses = await refuse([{ ...item, expense_ids: [hosting] }]);
      expect(expenses.errors['items[0].expense_ids']).toEqual([detail]);
    }
    expect(await prisma.invoice.count()).toBe(before);
    expect((await activity(hours)).billed).toBe(false);
    expect((await expense(website, hosting)).billed).toBe(false);
  });

  it('bills only what belongs to a project of the customer', async () => {
    const hours = await book(stranger);
    const hosting = await spend(stranger);
    const refused = await refuse([position({ activity_ids: [hours], expense_ids: [hosting] })]);
    expect(refused.errors).toEqual({
      'items[0].activity_ids': [`${hours} belongs to a project of another customer`],
      'items[0].expense_ids': [`${hosting} belongs to a project of another customer`],
    });
    expect((await activity(hours)).billed).toBe(false);
    const own = await bill([position({ activity_ids: [hours], expense_ids: [hosting] })], {
      customer_id: stranger.customerId,
    });
    expect(own.items[0]).toMatchObject({ activity_ids: [hours], expense_ids: [hosting] });
  });

  it('bills nothing twice: not what is billed already, not in two positions', async () => {
    const hours = await book(website);
    const hosting = await spend(website);
    const fresh = await book(website);
    await bill([position({ activity_ids: [hours], expense_ids: [hosting] })]);
    const again = await refuse([
      position({ activity_ids: [fresh] }),
      position({ activity_ids: [hours], expense_ids: [hosting] }),
    ]);
    expect(again.errors).toEqual({
      'items[1].activity_ids': [`${hours} is already billed`],
      'items[1].expense_ids': [`${hosting} is already billed`],
    });
    expect((await activity(fresh)).billed).toBe(false);
    const twice = await refuse([
      position({ activity_ids: [fresh] }),
      position({ activity_ids: [fresh] }),
    ]);
    expect(twice.errors).toEqual({ 'items[1].activity_ids': [`${fresh} is billed twice`] });
    const inOne = await refuse([position({ activity_ids: [fresh, fresh] })]);
    expect(Object.keys(inOne.errors)).toEqual(['items[0].activity_ids']);
    expect((await activity(fresh)).billed).toBe(false);
  });

  it("answers 'does not exist' for another account's or unknown IDs", async () => {
    const hours = await book(foreign, {}, b);
    const hosting = await spend(foreign, {}, b);
    const refused = await refuse([position({ activity_ids: [hours], expense_ids: [hosting] })]);
    expect(refused.errors).toEqual({
      'items[0].activity_ids': [`${hours} does not exist`],
      'items[0].expense_ids': [`${hosting} does not exist`],
    });
    const unknown = await refuse([position({ activity_ids: [99_999_999] })]);
    expect(unknown.errors).toEqual({ 'items[0].activity_ids': ['99999999 does not exist'] });
    const owner = await prisma.activity.findUniqueOrThrow({ where: { id: hours } });
    expect(owner).toMatchObject({ billed: false, invoiceId: null });
    const malformed = await refuse([position({ activity_ids: [0], expense_ids: ['x'] })]);
    expect(Object.keys(malformed.errors).sort()).toEqual([
      'items[0].activity_ids',
      'items[0].expense_ids',
    ]);
  });

  it('lets exactly one of two concurrent invoices bill the same activity', async () => {
    const hours = await book(website);
    const responses = await Promise.all(
      [1, 2].map(() =>
        api().post('/api/v1/invoices', invoiceBody([position({ activity_ids: [hours] })])),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
    const winner = responses.find((response) => response.status === 200)!;
    const loser = responses.find((response) => response.status === 422)!;
    expect(loser.body.errors).toEqual({ 'items[0].activity_ids': [`${hours} is already billed`] });
    const stored = await prisma.activity.findUniqueOrThrow({ where: { id: hours } });
    expect(stored.invoiceId).toBe(winner.body.id);
  });

  it('releases what an invoice billed when it is deleted', async () => {
    const hours = await book(website);
    const hosting = await spend(website);
    const invoice = await bill([position({ activity_ids: [hours], expense_ids: [hosting] })]);
    await api().delete(`/api/v1/invoices/${invoice.id}`, { reason: 'Wrong hours' }).expect(204);
    expect((await activity(hours)).billed).toBe(false);
    expect((await expense(website, hosting)).billed).toBe(false);
    const stored = await prisma.expense.findUniqueOrThrow({ where: { id: hosting } });
    expect(stored).toMatchObject({ invoiceId: null, invoicePositionId: null });
    await api().put(`/api/v1/activities/${hours}`, { hours: 3 }).expect(200);
    const draft = await bill([position({ activity_ids: [hours], expense_ids: [hosting] })], {
      status: 'draft',
    });
    expect(draft.items[0]).toMatchObject({ activity_ids: [hours], expense_ids: [hosting] });
    await api().delete(`/api/v1/invoices/${draft.id}`).expect(204);
    expect((await activity(hours)).billed).toBe(false);
    const again = await bill([position({ activity_ids: [hours] })]);
    expect(again.items[0].activity_ids).toEqual([hours]);
  });
});
