import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const utcToday = () => new Date().toISOString().slice(0, 10);

describe('POST /api/v1/invoices/{id}/reversal', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const r: Record<string, { id: number }> = {};

  const api = () => client(t.url, a.key);
  const reverse = (id: number) => api().post(`/api/v1/invoices/${id}/reversal`);
  const body = (extra: object = {}) => ({
    customer_id: r.customer.id,
    project_id: r.project.id,
    recipient_address: 'Kunde AG\nBern',
    date: utcToday(),
    due_date: '2030-01-31',
    title: 'Consulting',
    tax: 19,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 100 }],
    ...extra,
  });
  const createInvoice = async (extra: object = {}, key = a.key) =>
    (await client(t.url, key).post('/api/v1/invoices', body(extra)).expect(200)).body;
  const invoiceCount = () => prisma.invoice.count({ where: { accountId: a.accountId } });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const accountId of [a.accountId, b.accountId])
      await prisma.vatCodeSale.create({ data: { accountId, code: 'UST19', tax: '19' } });
    r.vat = (await prisma.vatCodeSale.findFirst({ where: { accountId: a.accountId } }))!;
    r.customer = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG', debitNumber: 10001 },
    });
    r.project = await prisma.project.create({
      data: {
        accountId: a.accountId,
        identifier: 'P-1',
        name: 'Website',
        companyId: r.customer.id,
        currency: 'EUR',
      },
    });
    r.task = await prisma.projectTask.create({
      data: { accountId: a.accountId, projectId: r.project.id, name: 'Work' },
    });
    r.category = await prisma.revenueCategory.create({
      data: { accountId: a.accountId, name: 'Consulting', revenueAccount: 8400 },
    });
    r.foreignCustomer = await prisma.company.create({
      data: { accountId: b.accountId, type: 'customer', name: 'Beta Kunde' },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const activity = () =>
    prisma.activity.create({
      data: {
        accountId: a.accountId,
        projectId: r.project.id,
        taskId: r.task.id,
        userId: a.userId,
        date: new Date('2026-01-05T00:00:00Z'),
        hours: '2',
      },
    });
  const expense = () =>
    prisma.expense.create({
      data: {
        accountId: a.accountId,
        projectId: r.project.id,
        date: new Date('2026-01-05T00:00:00Z'),
        title: 'Hardware',
        currency: 'EUR',
        quantity: '1',
        unitPrice: '50',
        price: '50',
      },
    });

  describe('access', () => {
    it('answers 401 without a key', async () => {
      const response = await request(t.url).post('/api/v1/invoices/1/reversal').expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    });

    it('answers 403 to a read-only key and reverses nothing', async () => {
      const invoice = await createInvoice();
      const response = await client(t.url, a.readOnlyKey)
        .post(`/api/v1/invoices/${invoice.id}/reversal`)
        .expect(403);
      expect(response.body).toEqual({ errors: ['Access denied'] });
      const after = (await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body;
      expect(after).toMatchObject({ reversed: false, reversal_invoice_id: null });
    });

    it("answers 404 for another account's invoice, exactly as for a missing one", async () => {
      const foreign = await createInvoice(
        { customer_id: r.foreignCustomer.id, project_id: null },
        b.key,
      );
      const response = await reverse(foreign.id).expect(404);
      const missing = await reverse(99_999_999).expect(404);
      expect(response.body).toEqual(missing.body);
      expect(response.body).toEqual({ message: 'Not found' });
      await api().post('/api/v1/invoices/abc/reversal').expect(404);
      const owner = client(t.url, b.key);
      const untouched = (await owner.get(`/api/v1/invoices/${foreign.id}`).expect(200)).body;
      expect(untouched).toMatchObject({
        reversed: false,
        reversal_invoice_id: null,
        locked: false,
      });
      expect(await prisma.invoice.count({ where: { accountId: b.accountId } })).toBe(1);
    });
  });

  describe('the reversal invoice', () => {
    it('negates every position and total, copies the document and links both ways', async () => {
      const original = await createInvoice({
        title: 'Relaunch',
        service_period_from: '2026-02-01',
        service_period_to: '2026-02-28',
        salutation: '<p>Dear customer</p>',
        footer: '<p>Thank you</p>',
        discount: 10,
        cash_discount: 2,
        cash_discount_days: 10,
        internal_contact_id: a.userId,
        tags: ['Web', 'Q1'],
        items: [
          { type: 'title', title: 'Phase 1' },
          {
            type: 'item',
            title: 'Design',
            description: '<p>Layouts</p>',
            quantity: 3,
            unit: 'h',
            unit_price: 33.335,
            revenue_category_id: r.category.id,
          },
          { type: 'item', title: 'Flat fee', net_total: 250.5 },
          { type: 'item', title: 'Hosting', quantity: 12, unit: 'Mt', net_total: 120 },
          {
            type: 'item',
            title: 'Travel',
            quantity: 1,
            unit: 'x',
            unit_price: 80,
            additional: true,
          },
          { type: 'item', title: 'Extra', quantity: 2, unit: 'h', unit_price: 90, optional: true },
          { type: 'subtotal', subtotal_type: 'part_total' },
          { type: 'description', description: '<p>Notes</p>' },
          { type: 'page-break' },
          { type: 'separator' },
          { type: 'subtotal', subtotal_type: 'sub_total' },
        ],
      });
      await api()
        .put(`/api/v1/invoices/${original.id}/update_status`, { status: 'sent' })
        .expect(204);
      await prisma.invoice.update({
        where: { id: original.id },
        data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
      });

      const before = utcToday();
      const response = await reverse(original.id).expect(200);
      const after = utcToday();
      const reversal = response.body;

      expect([before, after]).toContain(reversal.date);
      expect(reversal.due_date).toBe(reversal.date);
      expect(reversal).toMatchObject({
        title: `Reversal of ${original.identifier}`,
        // It asks for no payment: no reference of its own, and not the original's.
        creditor_reference: null,
        status: 'created',
        locked: true,
        reversal: true,
        reversed_invoice_id: original.id,
        reversed: false,
        reversal_invoice_id: null,
        customer_id: r.customer.id,
        project_id: r.project.id,
        offer_id: null,
        currency: 'EUR',
        tax: 19,
        vat: expect.objectContaining({ code: 'UST19', tax: 19 }),
        discount: 10,
        cash_discount: 2,
        cash_discount_days: 10,
        recipient_address: 'Kunde AG\nBern',
        salutation: '<p>Dear customer</p>',
        footer: '<p>Thank you</p>',
        service_period: original.service_period,
        service_period_from: '2026-02-01',
        service_period_to: '2026-02-28',
        debit_number: 10001,
        internal_contact: expect.objectContaining({ id: a.userId }),
        user: expect.objectContaining({ id: a.userId }),
        tags: original.tags,
        custom_properties: {},
        debt_collection_procedure: null,
        payments: [],
        reminders: [],
      });
      const year = reversal.date.slice(2, 4);
      expect(reversal.identifier).toMatch(new RegExp(`^R${year}\\d{4}$`));
      expect(reversal.identifier).not.toBe(original.identifier);

      expect(reversal.net_total).toBe(-original.net_total);
      expect(reversal.gross_total).toBe(-original.gross_total);
      // 3 x 33.335 = 100.005 rounds half away from zero both ways; 90 % of 550.51 likewise.
      expect([original.net_total, original.gross_total]).toEqual([495.46, 589.6]);
      const strip = (item: Record<string, unknown>) => {
        const { id, ...rest } = item;
        expect(id).toEqual(expect.any(Number));
        return rest;
      };
      const negate = (value: number | null) => (value === null || value === 0 ? value : -value);
      expect(reversal.items.map(strip)).toEqual(
        original.items.map((item: Record<string, unknown>) => {
          const copy = strip(item);
          if (item.type !== 'item' && item.type !== 'subtotal') return copy;
          return {
            ...copy,
            quantity: negate(item.quantity as number | null),
            net_total: negate(item.net_total as number),
          };
        }),
      );
      expect(reversal.items[1]).toMatchObject({
        quantity: -3,
        unit_price: 33.335,
        net_total: -100.01,
        revenue_category: expect.objectContaining({ id: r.category.id }),
      });
      expect(reversal.items[2]).toMatchObject({ quantity: null, net_total: -250.5 });
      expect(reversal.items[3]).toMatchObject({ quantity: -12, unit_price: null, net_total: -120 });
      expect(reversal.items[4]).toMatchObject({ additional: true, service_type: 'expense' });
      expect(reversal.items[5]).toMatchObject({ optional: true, net_total: -180 });
      expect(reversal.items[6]).toMatchObject({ type: 'subtotal', net_total: -550.51 });

      const stored = await prisma.invoice.findUniqueOrThrow({ where: { id: reversal.id } });
      expect(stored.grossTotal.toString()).toBe(`-${original.gross_total}`);
      expect(stored.lockedAt).not.toBeNull();

      const reversed = (await api().get(`/api/v1/invoices/${original.id}`).expect(200)).body;
      expect(reversed).toMatchObject({
        reversed: true,
        reversal_invoice_id: reversal.id,
        reversal: false,
        reversed_invoice_id: null,
        locked: true,
        status: 'sent',
        net_total: original.net_total,
        items: original.items,
      });
      expect(Date.parse(reversed.updated_at)).toBeGreaterThan(Date.parse('2020-01-02T00:00:00Z'));

      const listed = (
        await api().get(`/api/v1/invoices?ids=${original.id},${reversal.id}`).expect(200)
      ).body;
      expect(listed).toEqual([
        expect.objectContaining({
          id: original.id,
          reversed: true,
          reversal_invoice_id: reversal.id,
        }),
        expect.objectContaining({
          id: reversal.id,
          reversal: true,
          reversed_invoice_id: original.id,
        }),
      ]);
      const locked = (await api().get(`/api/v1/invoices/locked?ids=${reversal.id}`).expect(200))
        .body;
      expect(locked.map((row: { id: number }) => row.id)).toEqual([reversal.id]);
    });

    it('takes the next number of the sequence, like any regular invoice', async () => {
      const original = await createInvoice();
      const reversal = (await reverse(original.id).expect(200)).body;
      const next = await createInvoice();
      const sequence = (identifier: string) => Number(identifier.slice(3));
      expect(sequence(reversal.identifier)).toBe(sequence(original.identifier) + 1);
      expect(sequence(next.identifier)).toBe(sequence(reversal.identifier) + 1);
    });

    it('reverses an invoice that was never sent, locking it', async () => {
      const original = await createInvoice();
      expect(original.locked).toBe(false);
      await reverse(original.id).expect(200);
      const after = (await api().get(`/api/v1/invoices/${original.id}`).expect(200)).body;
      expect(after).toMatchObject({ status: 'created', locked: true, reversed: true });
    });

    it('replays the same reversal for a repeated Idempotency-Key', async () => {
      const original = await createInvoice();
      const call = () =>
        api()
          .post(`/api/v1/invoices/${original.id}/reversal`)
          .set('Idempotency-Key', `rev-${original.id}`);
      const first = await call().expect(200);
      const again = await call().expect(200);
      expect(again.body).toEqual(first.body);
      expect(await prisma.invoice.count({ where: { reversedInvoiceId: original.id } })).toBe(1);
    });
  });

  describe('billed activities and expenses', () => {
    it('are released by the reversal and can be billed again', async () => {
      const hours = await activity();
      const cost = await expense();
      const billing = {
        items: [
          {
            type: 'item',
            title: 'Work',
            quantity: 2,
            unit: 'h',
            unit_price: 100,
            activity_ids: [hours.id],
          },
          {
            type: 'item',
            title: 'Hardware',
            quantity: 1,
            unit: 'x',
            unit_price: 50,
            additional: true,
            expense_ids: [cost.id],
          },
        ],
      };
      const original = await createInvoice(billing);
      expect(original.items[0].activity_ids).toEqual([hours.id]);
      const reversal = (await reverse(original.id).expect(200)).body;

      expect(reversal.items.map((item: { activity_ids: number[] }) => item.activity_ids)).toEqual([
        [],
        [],
      ]);
      expect(reversal.items.map((item: { expense_ids: number[] }) => item.expense_ids)).toEqual([
        [],
        [],
      ]);
      await expect(
        prisma.activity.findUniqueOrThrow({ where: { id: hours.id } }),
      ).resolves.toMatchObject({ billed: false, invoiceId: null, invoicePositionId: null });
      await expect(
        prisma.expense.findUniqueOrThrow({ where: { id: cost.id } }),
      ).resolves.toMatchObject({
        billed: false,
        invoiceId: null,
        invoicePositionId: null,
      });
      expect(
        (await api().get(`/api/v1/invoices/${original.id}/timesheet`).expect(200)).body,
      ).toEqual([]);
      expect(
        (await api().get(`/api/v1/invoices/${original.id}/expenses`).expect(200)).body,
      ).toEqual([]);
      expect(
        (await api().get(`/api/v1/invoices/${reversal.id}/timesheet`).expect(200)).body,
      ).toEqual([]);

      const rebilled = await createInvoice(billing);
      const timesheet = (await api().get(`/api/v1/invoices/${rebilled.id}/timesheet`).expect(200))
        .body;
      expect(timesheet.map((row: { id: number }) => row.id)).toEqual([hours.id]);
      const expenses = (await api().get(`/api/v1/invoices/${rebilled.id}/expenses`).expect(200))
        .body;
      expect(expenses.map((row: { id: number }) => row.id)).toEqual([cost.id]);
    });
  });

  describe('rules', () => {
    it('refuses a draft with 422 and writes nothing', async () => {
      const draft = await createInvoice({ status: 'draft' });
      const count = await invoiceCount();
      const response = await reverse(draft.id).expect(422);
      expect(response.body).toEqual({ errors: ['A draft invoice cannot be reversed'] });
      expect(await invoiceCount()).toBe(count);
      const after = (await api().get(`/api/v1/invoices/${draft.id}`).expect(200)).body;
      expect(after).toMatchObject({
        status: 'draft',
        reversed: false,
        locked: false,
        identifier: null,
      });
    });

    it('reverses an invoice only once, refuses reversing a reversal, and keeps numbers gap-free', async () => {
      const original = await createInvoice();
      const reversal = (await reverse(original.id).expect(200)).body;
      const count = await invoiceCount();
      expect((await reverse(original.id).expect(422)).body).toEqual({
        errors: ['The invoice has already been reversed'],
      });
      expect((await reverse(reversal.id).expect(422)).body).toEqual({
        errors: ['A reversal invoice cannot be reversed'],
      });
      expect(await invoiceCount()).toBe(count);
      const next = await createInvoice();
      expect(Number(next.identifier.slice(3))).toBe(Number(reversal.identifier.slice(3)) + 1);
    });

    it('lets exactly one of two simultaneous reversals through', async () => {
      const original = await createInvoice();
      const results = await Promise.all([reverse(original.id), reverse(original.id)]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
      expect(await prisma.invoice.count({ where: { reversedInvoiceId: original.id } })).toBe(1);
    });

    it('refuses to delete the reversed and the reversal invoice', async () => {
      const original = await createInvoice();
      const reversal = (await reverse(original.id).expect(200)).body;
      for (const id of [original.id, reversal.id]) {
        const response = await api()
          .delete(`/api/v1/invoices/${id}`, { reason: 'Mistake' })
          .expect(422);
        expect(response.body).toEqual({
          errors: ['A reversed invoice or a reversal invoice cannot be deleted'],
        });
        await api().get(`/api/v1/invoices/${id}`).expect(200);
      }
    });
  });
});
