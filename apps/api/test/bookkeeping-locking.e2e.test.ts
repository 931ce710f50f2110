import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Festschreibung: an invoice or purchase a bookkeeping export took refuses every write but the
 * ones that leave its booking as it is. The export routes are another feature's, so the export
 * row and the documents' `bookkeeping_export_id` are set by SQL, as the export job would.
 */
describe('bookkeeping export lock of invoices and purchases', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let customerId: number;
  let projectId: number;
  let exportId: number;
  let sequence = 0;

  const api = (account: TestAccount = a) => client(t.url, account.key);

  /** A finished export of account `a`, kept ten years, as the export job leaves it. */
  const insertExport = async (accountId: number, kind: 'invoices' | 'purchases') => {
    const [row] = await prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO bookkeeping_exports
        (account_id, kind, status, from_date, to_date, retention_until, updated_at)
      VALUES (${accountId}, ${kind}::bookkeeping_export_kind, 'finished', DATE '2026-01-01',
        DATE '2026-12-31', CURRENT_DATE + INTERVAL '10 years', now())
      RETURNING id`;
    return row.id;
  };

  /** A sent invoice of 100 EUR + 19 % (gross 119), optionally with an attachment and payment. */
  const sentInvoice = async (account: TestAccount = a, customer = customerId) => {
    const invoice = (
      await api(account)
        .post('/api/v1/invoices', {
          customer_id: customer,
          recipient_address: 'Kunde AG\nBerlin',
          date: '2026-05-04',
          due_date: '2026-06-03',
          title: 'Consulting',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 100 }],
        })
        .expect(200)
    ).body as { id: number; identifier: string };
    await api(account)
      .put(`/api/v1/invoices/${invoice.id}/update_status`, { status: 'sent' })
      .expect(204);
    return invoice;
  };

  const pay = (invoiceId: number, amount: number, date = '2026-05-20') =>
    api().post('/api/v1/invoices/payments', { invoice_id: invoiceId, date, paid_total: amount });

  /** Marks the invoice exported by `exportId`, as the export job does. */
  const exportInvoice = (id: number, by = exportId) =>
    prisma.$executeRaw`
      UPDATE invoices SET bookkeeping_export_id = ${by}, booked = true, booked_at = now()
      WHERE id = ${id}`;
  const exportedInvoice = async () => {
    const invoice = await sentInvoice();
    await exportInvoice(invoice.id);
    return invoice;
  };
  /** An invoice paid `amount` before its export. */
  const exportedInvoiceWithPayment = async (amount: number) => {
    const invoice = await sentInvoice();
    const payment = (await pay(invoice.id, amount).expect(200)).body as { id: number };
    await exportInvoice(invoice.id);
    return { invoice, payment };
  };

  /** A purchase of 100 + 19 % with one item and a receipt, seeded as the purchase tests do. */
  const purchase = async (account: TestAccount = a) => {
    const vat = await prisma.vatCodePurchase.create({
      data: { accountId: account.accountId, code: `V${++sequence}`, tax: 19 },
    });
    const file = await prisma.storedFile.create({
      data: {
        accountId: account.accountId,
        filename: 'receipt.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        sha256: '0'.repeat(64),
        data: new Uint8Array(PDF),
      },
    });
    return prisma.purchase.create({
      data: {
        accountId: account.accountId,
        identifier: `E26${String(sequence).padStart(4, '0')}`,
        title: 'Server rack',
        date: new Date('2026-05-04T00:00:00Z'),
        paymentMethod: 'bank_transfer',
        currency: 'EUR',
        netTotal: '100',
        grossTotal: '119',
        documentFileId: file.id,
        items: {
          create: {
            accountId: account.accountId,
            sortOrder: 0,
            title: 'Server rack',
            netTotal: '100',
            taxTotal: '19',
            grossTotal: '119',
            tax: '19',
            vatCodeId: vat.id,
          },
        },
      },
      include: { items: true },
    });
  };
  let purchaseExportId: number;
  const exportPurchase = (id: number, by = purchaseExportId) =>
    prisma.$executeRaw`
      UPDATE purchases SET bookkeeping_export_id = ${by}, booked = true, booked_at = now()
      WHERE id = ${id}`;
  const exportedPurchase = async () => {
    const row = await purchase();
    await exportPurchase(row.id);
    return row;
  };
  /** A purchase paid 50 before its export. */
  const exportedPurchaseWithPayment = async () => {
    const row = await purchase();
    const payment = (
      await api()
        .post('/api/v1/purchases/payments', { purchase_id: row.id, date: '2026-05-20', total: 50 })
        .expect(200)
    ).body as { id: number };
    await exportPurchase(row.id);
    return { row, payment };
  };

  /** The record as GET answers it, without the file links signed afresh on every read. */
  const read = async (kind: 'invoices' | 'purchases', id: number) => {
    const body = (await api().get(`/api/v1/${kind}/${id}`).expect(200)).body;
    delete body.file_url;
    return body as Record<string, unknown>;
  };
  const invoiceRow = (id: number) =>
    prisma.invoice.findUniqueOrThrow({
      where: { id },
      include: { payments: true, attachments: true, reminders: true },
    });
  const purchaseRow = (id: number) =>
    prisma.purchase.findUniqueOrThrow({ where: { id }, include: { payments: true, items: true } });

  /** The answer is the lock's 422 naming the document and the export. */
  const expectLocked = (
    response: request.Response,
    noun: 'Invoice' | 'Purchase',
    identifier: string,
    by: number,
  ) => {
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errors: [
        expect.stringContaining(`${noun} ${identifier} is locked by bookkeeping export ${by}`),
      ],
    });
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await api(account).post('/api/v1/vat_code_sales', { code: 'UST19', tax: 19 }).expect(200);
    customerId = (
      await api()
        .post('/api/v1/companies', {
          type: 'customer',
          name: 'Kunde AG',
          invoice_emails_to: 'buchhaltung@kunde.example',
        })
        .expect(200)
    ).body.id;
    projectId = (
      await api()
        .post('/api/v1/projects', { name: 'Website', customer_id: customerId, currency: 'EUR' })
        .expect(200)
    ).body.id;
    exportId = await insertExport(a.accountId, 'invoices');
    purchaseExportId = await insertExport(a.accountId, 'purchases');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('an exported invoice refuses', () => {
    it('DELETE /invoices/{id}, even with a reason', async () => {
      const invoice = await exportedInvoice();
      const before = await read('invoices', invoice.id);
      const response = await api()
        .delete(`/api/v1/invoices/${invoice.id}`)
        .send({ reason: 'Wrong customer' });
      expectLocked(response, 'Invoice', invoice.identifier, exportId);
      expect(response.body.errors[0]).toBe(
        `Invoice ${invoice.identifier} is locked by bookkeeping export ${exportId} and cannot be deleted; correct it with a reversal (credit note) and a new invoice`,
      );
      expect(await read('invoices', invoice.id)).toEqual(before);
    });

    it('PUT and PATCH /invoices/{id}/update_status', async () => {
      const invoice = await exportedInvoice();
      const before = await read('invoices', invoice.id);
      for (const status of ['created', 'ignored', 'overdue']) {
        const put = await api()
          .put(`/api/v1/invoices/${invoice.id}/update_status`)
          .send({ status });
        expectLocked(put, 'Invoice', invoice.identifier, exportId);
        const patch = await api()
          .patch(`/api/v1/invoices/${invoice.id}/update_status`)
          .send({ status });
        expectLocked(patch, 'Invoice', invoice.identifier, exportId);
      }
      expect(await read('invoices', invoice.id)).toEqual(before);
    });

    it('POST /invoices/{id}/attachments', async () => {
      const invoice = await exportedInvoice();
      const before = await invoiceRow(invoice.id);
      const response = await api()
        .post(`/api/v1/invoices/${invoice.id}/attachments`)
        .send({ attachment: { filename: 'terms.pdf', base64: PDF.toString('base64') } });
      expectLocked(response, 'Invoice', invoice.identifier, exportId);
      expect(await invoiceRow(invoice.id)).toEqual(before);
      expect(before.attachments).toEqual([]);
    });

    it('DELETE /invoices/{id}/attachments/{id}', async () => {
      const invoice = await sentInvoice();
      const attachment = (
        await api()
          .post(`/api/v1/invoices/${invoice.id}/attachments`)
          .send({ attachment: { filename: 'terms.pdf', base64: PDF.toString('base64') } })
          .expect(201)
      ).body;
      await exportInvoice(invoice.id);
      const before = await invoiceRow(invoice.id);
      const response = await api().delete(
        `/api/v1/invoices/${invoice.id}/attachments/${attachment.id}`,
      );
      expectLocked(response, 'Invoice', invoice.identifier, exportId);
      expect(await invoiceRow(invoice.id)).toEqual(before);
      expect(before.attachments.map((row) => row.id)).toEqual([attachment.id]);
    });

    it('PUT and PATCH /invoices/payments/{id}', async () => {
      const { invoice, payment } = await exportedInvoiceWithPayment(50);
      const before = await invoiceRow(invoice.id);
      const other = await sentInvoice();
      for (const body of [{ paid_total: 119 }, { date: '2026-05-21' }, { invoice_id: other.id }]) {
        for (const method of ['put', 'patch'] as const) {
          const response = await api()
            [method](`/api/v1/invoices/payments/${payment.id}`)
            .send(body);
          expectLocked(response, 'Invoice', invoice.identifier, exportId);
        }
      }
      expect(await invoiceRow(invoice.id)).toEqual(before);
      expect((await invoiceRow(other.id)).payments).toEqual([]);
    });

    it('DELETE /invoices/payments/{id}', async () => {
      const { invoice, payment } = await exportedInvoiceWithPayment(119);
      const before = await invoiceRow(invoice.id);
      expect(before.status).toBe('paid');
      const response = await api().delete(`/api/v1/invoices/payments/${payment.id}`);
      expectLocked(response, 'Invoice', invoice.identifier, exportId);
      expect(await invoiceRow(invoice.id)).toEqual(before);
    });
  });

  describe('an exported invoice allows', () => {
    it('GET /invoices/{id} and the lists', async () => {
      const invoice = await exportedInvoice();
      const record = await read('invoices', invoice.id);
      expect(record).toMatchObject({ id: invoice.id, status: 'sent' });
      const list = await api()
        .get('/api/v1/invoices')
        .query({ ids: String(invoice.id) });
      expect(list.body.map((row: { id: number }) => row.id)).toEqual([invoice.id]);
    });

    it('POST /invoices/payments: the payment is added and the status follows it', async () => {
      const invoice = await exportedInvoice();
      await pay(invoice.id, 50).expect(200);
      expect(await read('invoices', invoice.id)).toMatchObject({ status: 'partially_paid' });
      await api()
        .post('/api/v1/invoices/payments/bulk', [
          { invoice_id: invoice.id, date: '2026-05-21', paid_total: 69 },
        ])
        .expect(200);
      const after = await invoiceRow(invoice.id);
      expect(after.status).toBe('paid');
      expect(after.payments).toHaveLength(2);
      expect(after.bookkeepingExportId).toBe(exportId);
    });

    it('PUT /invoices/payments/{id} moving a payment of an open invoice onto it', async () => {
      const open = await sentInvoice();
      const invoice = await exportedInvoice();
      const payment = (await pay(open.id, 119).expect(200)).body;
      await api()
        .put(`/api/v1/invoices/payments/${payment.id}`, { invoice_id: invoice.id })
        .expect(200);
      expect((await invoiceRow(invoice.id)).payments.map((row) => row.id)).toEqual([payment.id]);
      expect((await invoiceRow(invoice.id)).status).toBe('paid');
    });

    it('POST /invoice_reminders, its send_email and DELETE of the reminder', async () => {
      const invoice = await exportedInvoice();
      const reminder = (
        await api()
          .post('/api/v1/invoice_reminders', {
            invoice_id: invoice.id,
            date: '2026-06-10',
            due_date: '2026-06-20',
            fee: 5,
          })
          .expect(200)
      ).body;
      expect((await invoiceRow(invoice.id)).reminders.map((row) => row.id)).toEqual([reminder.id]);
      await api()
        .post(`/api/v1/invoice_reminders/${reminder.id}/send_email`, {
          subject: 'Reminder {identifier}',
          text: 'Please pay.',
        })
        .expect(200);
      await api().delete(`/api/v1/invoice_reminders/${reminder.id}`).expect(204);
      expect((await invoiceRow(invoice.id)).reminders).toEqual([]);
    });

    it('PUT and DELETE /invoices/{id}/debt_collection_procedure', async () => {
      const invoice = await exportedInvoice();
      const path = `/api/v1/invoices/${invoice.id}/debt_collection_procedure`;
      await api().put(path, { note: 'Handed over' }).expect(200);
      expect((await read('invoices', invoice.id)).debt_collection_procedure).toMatchObject({
        note: 'Handed over',
      });
      await api().delete(path).expect(204);
      expect((await read('invoices', invoice.id)).debt_collection_procedure).toBeNull();
    });

    it('POST /invoices/{id}/reversal: the correction path', async () => {
      const invoice = await exportedInvoice();
      const reversal = (await api().post(`/api/v1/invoices/${invoice.id}/reversal`).expect(200))
        .body;
      expect(reversal).toMatchObject({ reversed_invoice_id: invoice.id, gross_total: -119 });
      const original = await invoiceRow(invoice.id);
      expect(original.bookkeepingExportId).toBe(exportId);
      // The reversal is a document of its own, not exported yet: the next export takes it.
      expect((await invoiceRow(reversal.id)).bookkeepingExportId).toBeNull();
    });

    it('POST /invoices/{id}/send_email again', async () => {
      const invoice = await exportedInvoice();
      const response = await api().post(`/api/v1/invoices/${invoice.id}/send_email`, {
        subject: 'Copy of {identifier}',
        text: 'The invoice again, as requested.',
      });
      expect(response.body).not.toHaveProperty('errors');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ emails_to: 'buchhaltung@kunde.example' });
      const deliveries = await prisma.emailDelivery.count({
        where: { accountId: a.accountId, documentKind: 'invoice', documentId: invoice.id },
      });
      expect(deliveries).toBe(1);
    });
  });

  describe('an exported purchase refuses', () => {
    it('DELETE /purchases/{id}', async () => {
      const row = await exportedPurchase();
      const before = await read('purchases', row.id);
      const response = await api().delete(`/api/v1/purchases/${row.id}`);
      expectLocked(response, 'Purchase', row.identifier, purchaseExportId);
      expect(response.body.errors[0]).toBe(
        `Purchase ${row.identifier} is locked by bookkeeping export ${purchaseExportId} and cannot be deleted; record the correction as a new purchase (e.g. the supplier's credit note)`,
      );
      expect(await read('purchases', row.id)).toEqual(before);
    });

    it('PATCH /purchases/{id}/update_status', async () => {
      const row = await exportedPurchase();
      const before = await read('purchases', row.id);
      const response = await api()
        .patch(`/api/v1/purchases/${row.id}/update_status`)
        .send({ status: 'archived' });
      expectLocked(response, 'Purchase', row.identifier, purchaseExportId);
      expect(await read('purchases', row.id)).toEqual(before);
    });

    it('PUT and PATCH /purchases/{id}, any field', async () => {
      const row = await exportedPurchase();
      const before = await purchaseRow(row.id);
      for (const body of [{ title: 'Changed' }, { date: '2026-05-05' }, { tags: ['x'] }, {}]) {
        for (const method of ['put', 'patch'] as const) {
          const response = await api()[method](`/api/v1/purchases/${row.id}`).send(body);
          expectLocked(response, 'Purchase', row.identifier, purchaseExportId);
        }
      }
      expect(await purchaseRow(row.id)).toEqual(before);
    });

    it('PUT /purchases/{id} with a status', async () => {
      const row = await exportedPurchase();
      const before = await purchaseRow(row.id);
      const response = await api().put(`/api/v1/purchases/${row.id}`).send({ status: 'archived' });
      expectLocked(response, 'Purchase', row.identifier, purchaseExportId);
      expect(await purchaseRow(row.id)).toEqual(before);
    });

    it('PATCH /purchases/{id}/store_document', async () => {
      const row = await exportedPurchase();
      const before = await purchaseRow(row.id);
      const response = await request(t.url)
        .patch(`/api/v1/purchases/${row.id}/store_document`)
        .set('Authorization', `Token token=${a.key}`)
        .attach('file', PDF, { filename: 'other.pdf', contentType: 'application/pdf' });
      expectLocked(response, 'Purchase', row.identifier, purchaseExportId);
      expect(await purchaseRow(row.id)).toEqual(before);
    });

    it('PUT and PATCH /purchases/payments/{id}', async () => {
      const { row, payment } = await exportedPurchaseWithPayment();
      const before = await purchaseRow(row.id);
      for (const method of ['put', 'patch'] as const) {
        const response = await api()
          [method](`/api/v1/purchases/payments/${payment.id}`)
          .send({ total: 119 });
        expectLocked(response, 'Purchase', row.identifier, purchaseExportId);
      }
      expect(await purchaseRow(row.id)).toEqual(before);
    });

    it('DELETE /purchases/payments/{id}', async () => {
      const { row, payment } = await exportedPurchaseWithPayment();
      const before = await purchaseRow(row.id);
      const response = await api().delete(`/api/v1/purchases/payments/${payment.id}`);
      expectLocked(response, 'Purchase', row.identifier, purchaseExportId);
      expect(await purchaseRow(row.id)).toEqual(before);
      expect(before.payments.map((entry) => entry.id)).toEqual([payment.id]);
    });
  });

  describe('an exported purchase allows', () => {
    it('POST /purchases/payments and its bulk route', async () => {
      const row = await exportedPurchase();
      await api()
        .post('/api/v1/purchases/payments', { purchase_id: row.id, date: '2026-05-20', total: 50 })
        .expect(200);
      await api()
        .post('/api/v1/purchases/payments/bulk', [
          { purchase_id: row.id, date: '2026-05-21', total: 69 },
        ])
        .expect(200);
      expect((await purchaseRow(row.id)).payments).toHaveLength(2);
      expect(await read('purchases', row.id)).toMatchObject({ partially_paid: false });
    });

    it('POST /purchases/{id}/approvals', async () => {
      const row = await exportedPurchase();
      const response = await api()
        .post(`/api/v1/purchases/${row.id}/approvals`, { user_ids: [a.userId] })
        .expect(200);
      expect(response.body.approvals).toHaveLength(1);
    });

    it.each(['approve', 'deny'] as const)(
      'PUT /purchases/{id}/approvals/{approval_id}/%s',
      async (decision) => {
        const row = await exportedPurchase();
        const path = `/api/v1/purchases/${row.id}/approvals`;
        const asked = (
          await api()
            .post(path, { user_ids: [a.userId] })
            .expect(200)
        ).body;
        const approvalId = asked.approvals[0].id;
        const decided = await api().put(`${path}/${approvalId}/${decision}`, {}).expect(200);
        const state = decision === 'approve' ? 'approved' : 'denied';
        expect(decided.body.approvals[0]).toMatchObject({ id: approvalId, state });
        expect((await purchaseRow(row.id)).bookkeepingExportId).toBe(purchaseExportId);
      },
    );

    it('POST /purchases/{id}/assign_to_project', async () => {
      const row = await exportedPurchase();
      await api()
        .post(`/api/v1/purchases/${row.id}/assign_to_project`, {
          item_id: row.items[0].id,
          project_id: projectId,
        })
        .expect(200);
      const expenses = await prisma.expense.count({ where: { projectId } });
      expect(expenses).toBe(1);
      expect((await purchaseRow(row.id)).bookkeepingExportId).toBe(purchaseExportId);
    });
  });

  describe('tenancy', () => {
    it("answers 404, not the lock, for another account's exported invoice and purchase", async () => {
      const foreignCustomer = (
        await api(b).post('/api/v1/companies', { type: 'customer', name: 'Beta Kunde' }).expect(200)
      ).body.id;
      const invoice = await sentInvoice(b, foreignCustomer);
      const theirExport = await insertExport(b.accountId, 'invoices');
      await exportInvoice(invoice.id, theirExport);
      const response = await api()
        .delete(`/api/v1/invoices/${invoice.id}`)
        .send({ reason: 'Mine?' })
        .expect(404);
      expect(response.body).toEqual({ message: 'Not found' });
      await api()
        .put(`/api/v1/invoices/${invoice.id}/update_status`, { status: 'created' })
        .expect(404);
      const theirPurchase = await purchase(b);
      await exportPurchase(theirPurchase.id, theirExport);
      await api().delete(`/api/v1/purchases/${theirPurchase.id}`).expect(404);
      // The owner gets the lock.
      expectLocked(
        await api(b).delete(`/api/v1/purchases/${theirPurchase.id}`),
        'Purchase',
        theirPurchase.identifier,
        theirExport,
      );
    });
  });

  describe('an export running at the same time', () => {
    it('makes a DELETE wait for the row lock and then refuses it', async () => {
      const invoice = await sentInvoice();
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let taken = () => {};
      const rowTaken = new Promise<void>((resolve) => (taken = resolve));
      // The export's transaction takes the invoice and stays open until the DELETE waits for it.
      const exporting = prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`
            UPDATE invoices SET bookkeeping_export_id = ${exportId} WHERE id = ${invoice.id}`;
          taken();
          await committed;
        },
        { timeout: 120_000 },
      );
      await rowTaken;
      // `then` sends the request now; it must wait for the export's row lock.
      const deleting = api()
        .delete(`/api/v1/invoices/${invoice.id}`)
        .send({ reason: 'Wrong customer' })
        .then((response) => response);
      await waitUntil(
        async () => {
          const [{ waiting }] = await prisma.$queryRaw<{ waiting: number }[]>`
          SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`;
          return waiting > 0;
        },
        60_000,
        'the DELETE waiting for the invoice row',
      );
      commit();
      await exporting;
      expectLocked(await deleting, 'Invoice', invoice.identifier, exportId);
      expect((await invoiceRow(invoice.id)).bookkeepingExportId).toBe(exportId);
    });
  });

  describe('the database', () => {
    it('refuses a direct DELETE of an exported invoice and clearing its export', async () => {
      const invoice = await exportedInvoice();
      await expect(
        prisma.$executeRaw`DELETE FROM invoices WHERE id = ${invoice.id}`,
      ).rejects.toThrow(/locked by bookkeeping export/);
      await expect(
        prisma.$executeRaw`UPDATE invoices SET bookkeeping_export_id = NULL WHERE id = ${invoice.id}`,
      ).rejects.toThrow(/stays in bookkeeping export/);
      expect((await invoiceRow(invoice.id)).bookkeepingExportId).toBe(exportId);
    });
  });
});
