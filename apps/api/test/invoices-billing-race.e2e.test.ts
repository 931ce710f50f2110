import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** What one round bills: two activities, an expense and a payment schedule of one project. */
interface Billables {
  activities: [number, number];
  expense: number;
  schedule: number;
}

const ROUNDS = 4;

describe('/api/v1/invoices: two invoices billing the same records at once', () => {
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;
  let customerId: number;
  let projectId: number;
  let taskId: number;
  let sequence = 0;

  const api = () => client(t.url, a.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await created(api().post('/api/v1/vat_code_sales', { code: 'UST81', tax: 8.1 }));
    customerId = (await created(api().post('/api/v1/companies', { type: 'customer', name: 'K' })))
      .id;
    const project = await created(
      api().post('/api/v1/projects', {
        name: 'Relaunch',
        customer_id: customerId,
        currency: 'EUR',
      }),
    );
    projectId = project.id;
    taskId = (await created(api().post(`/api/v1/projects/${projectId}/tasks`, { name: 'Dev' }))).id;
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  async function billables(): Promise<Billables> {
    const book = async () =>
      (
        await created(
          api().post('/api/v1/activities', {
            date: '2026-03-02',
            hours: 2,
            description: `Work ${++sequence}`,
            project_id: projectId,
            task_id: taskId,
          }),
        )
      ).id as number;
    const expense = await created(
      api().post(`/api/v1/projects/${projectId}/expenses`, {
        date: '2026-03-03',
        title: `Hosting ${++sequence}`,
        quantity: 1,
        unit: 'month',
        unit_price: 20,
      }),
    );
    const schedule = await created(
      api().post(`/api/v1/projects/${projectId}/payment_schedules`, {
        date: '2026-03-31',
        net_total: 5000,
        title: `Instalment ${++sequence}`,
      }),
    );
    return { activities: [await book(), await book()], expense: expense.id, schedule: schedule.id };
  }

  const position = (ids: object) => ({
    type: 'item',
    title: 'Billed',
    quantity: 1,
    unit: 'flat',
    unit_price: 100,
    ...ids,
  });
  /**
   * An invoice billing all of `b`; `reversed` lists the IDs and positions the other way round,
   * so the two requests never ask for the rows in the same order.
   */
  const invoiceBody = (b: Billables, reversed = false) => {
    const items = [
      position({ activity_ids: reversed ? [...b.activities].reverse() : b.activities }),
      position({ expense_ids: [b.expense] }),
      position({ payment_schedule_ids: [b.schedule] }),
    ];
    return {
      customer_id: customerId,
      recipient_address: 'Kunde',
      date: '2026-03-31',
      due_date: '2026-04-30',
      title: 'March',
      tax: 8.1,
      currency: 'EUR',
      items: reversed ? items.reverse() : items,
    };
  };
  const race = (b: Billables) =>
    Promise.all(
      [false, true].map((reversed) => api().post('/api/v1/invoices', invoiceBody(b, reversed))),
    );

  /** The invoice and position each of `b`'s rows is linked to, and whether it is billed. */
  async function links(b: Billables) {
    const where = (ids: number[]) =>
      ({ where: { id: { in: ids } }, orderBy: { id: 'asc' } }) as const;
    const select = { id: true, billed: true, invoiceId: true, invoicePositionId: true } as const;
    return {
      activities: await prisma.activity.findMany({ ...where(b.activities), select }),
      expenses: await prisma.expense.findMany({ ...where([b.expense]), select }),
      schedules: await prisma.paymentSchedule.findMany({ ...where([b.schedule]), select }),
    };
  }

  it('lets exactly one invoice bill them, answering the other with 422 naming what is billed', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const b = await billables();
      const invoicesBefore = await prisma.invoice.count({ where: { accountId: a.accountId } });
      const responses = await race(b);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
      const winner = responses.find((response) => response.status === 200)!.body;
      const loser = responses.find((response) => response.status === 422)!;
      const [first, last] = [...b.activities].sort((x, y) => x - y);
      const reversedLost = loser === responses[1];
      // A position's field names its last problem: the last ID of the list as the loser sent it.
      const lastSent = reversedLost ? first : last;
      const activityItem = reversedLost ? 2 : 0;
      const scheduleItem = reversedLost ? 0 : 2;
      expect(loser.body).toEqual({
        errors: {
          [`items[${activityItem}].activity_ids`]: [`${lastSent} is already billed`],
          'items[1].expense_ids': [`${b.expense} is already billed`],
          [`items[${scheduleItem}].payment_schedule_ids`]: [`${b.schedule} is already billed`],
        },
      });
      expect(await prisma.invoice.count({ where: { accountId: a.accountId } })).toBe(
        invoicesBefore + 1,
      );

      const positionOf = (field: string) =>
        winner.items.find((item: Record<string, number[]>) => item[field].length > 0).id;
      const linked = await links(b);
      for (const row of linked.activities)
        expect(row).toMatchObject({
          billed: true,
          invoiceId: winner.id,
          invoicePositionId: positionOf('activity_ids'),
        });
      expect(linked.expenses[0]).toMatchObject({
        billed: true,
        invoiceId: winner.id,
        invoicePositionId: positionOf('expense_ids'),
      });
      expect(linked.schedules[0]).toMatchObject({
        billed: true,
        invoiceId: winner.id,
        invoicePositionId: positionOf('payment_schedule_ids'),
      });
      const schedule = await api()
        .get(`/api/v1/projects/${projectId}/payment_schedules/${b.schedule}`)
        .expect(200);
      expect(schedule.body).toMatchObject({ billed: true, invoice_id: winner.id });

      await api().delete(`/api/v1/invoices/${winner.id}`, { reason: 'Billed twice?' }).expect(204);
      const released = await links(b);
      for (const row of [...released.activities, ...released.expenses, ...released.schedules])
        expect(row).toMatchObject({ billed: false, invoiceId: null, invoicePositionId: null });

      const again = await created(api().post('/api/v1/invoices', invoiceBody(b)));
      const relinked = await links(b);
      for (const row of [...relinked.activities, ...relinked.expenses, ...relinked.schedules])
        expect(row).toMatchObject({ billed: true, invoiceId: again.id });
    }
  });

  it('lets one of two invoices win when each also bills something of its own', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const shared = await billables();
      const own = [await billables(), await billables()];
      const responses = await Promise.all(
        own.map((mine, index) => {
          const body = invoiceBody(mine, index === 1);
          body.items.push(position({ payment_schedule_ids: [shared.schedule] }));
          return api().post('/api/v1/invoices', body);
        }),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
      const winnerIndex = responses.findIndex((response) => response.status === 200);
      const loser = responses[1 - winnerIndex];
      expect(loser.body).toEqual({
        errors: { 'items[3].payment_schedule_ids': [`${shared.schedule} is already billed`] },
      });
      // Nothing of the loser's own rows stays billed: its transaction was rolled back whole.
      const losersOwn = await links(own[1 - winnerIndex]);
      for (const row of [...losersOwn.activities, ...losersOwn.expenses, ...losersOwn.schedules])
        expect(row).toMatchObject({ billed: false, invoiceId: null });
      const sharedLinks = await links(shared);
      expect(sharedLinks.schedules[0].invoiceId).toBe(responses[winnerIndex].body.id);
    }
  });
});
