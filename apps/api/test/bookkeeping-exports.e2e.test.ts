import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { archiveDocumentFile, createPrismaClient, type PrismaClient } from '@faktura/db';
import { Decimal, readDatevFile } from '@faktura/domain';
import { waitUntil } from '@faktura/test-support';
import { expectPaging } from './support/list-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const SETTINGS = '/api/v1/account/bookkeeping';
const INVOICE_EXPORTS = '/api/v1/invoices/bookkeeping_exports';
const PURCHASE_EXPORTS = '/api/v1/purchases/bookkeeping_exports';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A ZIP's entries, extracted with Info-ZIP's unzip (a reader that is not ours). */
function unzipAll(zip: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'bookkeeping-zip-'));
  try {
    const file = join(dir, 'export.zip');
    writeFileSync(file, zip);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    const names = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n');
    execFileSync('unzip', ['-q', file, '-d', join(dir, 'out')]);
    return new Map(names.map((name) => [name, readFileSync(join(dir, 'out', name))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('bookkeeping settings and exports', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const customers = new Map<number, number>();

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const fieldsOf = (response: request.Response) => Object.keys(response.body.errors).sort();
  const invoice = async (extra: object = {}, account: TestAccount = a) => {
    const body = (
      await api(account)
        .post('/api/v1/invoices', {
          customer_id: customers.get(account.accountId),
          recipient_address: 'Kunde AG\nBerlin',
          date: '2026-03-05',
          due_date: '2026-03-31',
          title: 'Beratung',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Arbeit', quantity: 2, unit: 'h', unit_price: 500 }],
          ...extra,
        })
        .expect(200)
    ).body as { id: number; identifier: string | null; gross_total: number; date: string };
    return body;
  };
  /** The PDF as if sent before: the export then takes it from the archive. */
  const archivePdf = (kind: 'invoice' | 'invoice_reminder', id: number, accountId = a.accountId) =>
    archiveDocumentFile(prisma, {
      accountId,
      documentKind: kind,
      documentId: id,
      format: 'pdf',
      filename: `${kind}-${id}.pdf`,
      contentType: 'application/pdf',
      data: Buffer.from(`%PDF-1.7 ${kind} ${id}`),
      reason: 'sent',
      retentionUntil: '2034-12-31',
    });
  const exportCount = (accountId = a.accountId) =>
    prisma.bookkeepingExport.count({ where: { accountId } });
  const lockedCount = () =>
    prisma.invoice.count({ where: { accountId: a.accountId, bookkeepingExportId: { not: null } } });
  const setUp = (account: TestAccount = a) =>
    api(account).put(SETTINGS, { consultant_number: 1234567, client_number: 10001 }).expect(200);
  const finished = async (path: string, id: number) => {
    await waitUntil(
      async () => (await api().get(`${path}/${id}`).expect(200)).body.status === 'finished',
      60_000,
      `export ${id} finished`,
    );
  };

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b]) {
      const customer = await prisma.company.create({
        data: {
          accountId: account.accountId,
          name: 'Kunde AG',
          type: 'customer',
          vatIdentifier: 'DE987654321',
        },
      });
      customers.set(account.accountId, customer.id);
    }
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  describe('GET/PUT /account/bookkeeping', () => {
    it('answers the defaults of SKR03 before anything was set', async () => {
      const response = await api(b).get(SETTINGS).expect(200);
      expect(response.body).toEqual({
        chart: 'skr03',
        consultant_number: null,
        client_number: null,
        fiscal_year_start: 1,
        account_length: 4,
        next_debit_number: 10000,
        next_credit_number: 70000,
        accounts: {
          revenue: expect.objectContaining({ standard: 8400, reduced: 8300, intra_eu: 8125 }),
          expense: expect.objectContaining({ standard: 3400, reduced: 3300 }),
          reminder_fees: expect.any(Number),
        },
        account_overrides: {},
        updated_at: null,
      });
    });

    it('changes the fields sent and merges the overrides into the chart defaults', async () => {
      const put = await api(b)
        .put(SETTINGS, {
          chart: 'skr04',
          consultant_number: 7654321,
          client_number: 42,
          fiscal_year_start: 7,
          accounts: { revenue: { standard: 4401 } },
        })
        .expect(200);
      expect(put.body).toMatchObject({
        chart: 'skr04',
        consultant_number: 7654321,
        client_number: 42,
        fiscal_year_start: 7,
        account_overrides: { revenue: { standard: 4401 } },
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(put.body.accounts.revenue).toMatchObject({ standard: 4401, reduced: 4300 });
      expect((await api(b).get(SETTINGS).expect(200)).body).toEqual(put.body);
      // null drops an override: the chart's default applies again.
      const dropped = await api(b)
        .put(SETTINGS, { accounts: { revenue: { standard: null } } })
        .expect(200);
      expect(dropped.body.account_overrides).toEqual({});
      expect(dropped.body.accounts.revenue.standard).toBe(4400);
      expect(dropped.body.consultant_number).toBe(7654321);
    });

    it('answers 422 naming each bad field and changes nothing', async () => {
      const before = (await api(b).get(SETTINGS).expect(200)).body;
      const response = await api(b)
        .put(SETTINGS, { chart: 'skr05', consultant_number: 5, account_length: 9 })
        .expect(422);
      expect(fieldsOf(response)).toEqual(['account_length', 'chart', 'consultant_number']);
      const ranges = await api(b)
        .put(SETTINGS, {
          next_debit_number: 70000,
          next_credit_number: 10000,
          accounts: { revenue: { reduced: 123456 }, reminder_fees: 99999 },
        })
        .expect(422);
      expect(fieldsOf(ranges)).toEqual([
        'accounts.reminder_fees',
        'accounts.revenue.reduced',
        'next_credit_number',
        'next_debit_number',
      ]);
      expect((await api(b).get(SETTINGS).expect(200)).body).toEqual(before);
    });
  });

  describe('POST refusals (422, nothing written)', () => {
    beforeAll(() => setUp());

    const nothingWritten = async () => {
      expect(await exportCount()).toBe(0);
      expect(await lockedCount()).toBe(0);
    };

    it('refuses an account without consultant and client number', async () => {
      const other = await createTestAccount(t.db.url, 'Gamma');
      const response = await api(other).post(INVOICE_EXPORTS, {}).expect(422);
      expect(fieldsOf(response)).toEqual(
        expect.arrayContaining(['client_number', 'consultant_number']),
      );
      expect(await exportCount(other.accountId)).toBe(0);
    });

    it("names another account's, unknown, draft and repeated IDs by position", async () => {
      const ok = await invoice();
      const draft = await invoice({ status: 'draft' });
      const foreign = await invoice({}, b);
      const response = await api()
        .post(INVOICE_EXPORTS, { invoice_ids: [ok.id, foreign.id, 99_999_999, draft.id] })
        .expect(422);
      expect(fieldsOf(response)).toEqual(['invoice_ids[1]', 'invoice_ids[2]', 'invoice_ids[3]']);
      expect(response.body.errors['invoice_ids[3]'][0]).toContain('draft');
      await nothingWritten();
      await prisma.invoice.delete({ where: { id: draft.id } });
      await prisma.invoice.delete({ where: { id: ok.id } });
    });

    it('refuses a draft in the range, naming it', async () => {
      const draft = await invoice({ status: 'draft', date: '2025-02-10' });
      await invoice({ date: '2025-02-11' });
      const response = await api()
        .post(INVOICE_EXPORTS, { from: '2025-02-01', to: '2025-02-28' })
        .expect(422);
      expect(fieldsOf(response)).toEqual(['from']);
      expect(response.body.errors.from[0]).toContain(String(draft.id));
      await nothingWritten();
      await prisma.invoice.deleteMany({ where: { accountId: a.accountId } });
    });

    it('refuses documents of two fiscal years, one DATEV batch each', async () => {
      const december = await invoice({ date: '2025-12-30', due_date: '2026-01-30' });
      const january = await invoice({ date: '2026-01-02', due_date: '2026-02-02' });
      const response = await api()
        .post(INVOICE_EXPORTS, { invoice_ids: [december.id, january.id] })
        .expect(422);
      expect(fieldsOf(response)).toEqual(['invoice_ids']);
      expect(response.body.errors.invoice_ids[0]).toContain('2025-01-01, 2026-01-01');
      await nothingWritten();
      await prisma.invoice.deleteMany({ where: { accountId: a.accountId } });
    });

    it('refuses an empty selection', async () => {
      expect(fieldsOf(await api().post(INVOICE_EXPORTS, { invoice_ids: [] }).expect(422))).toEqual([
        'invoice_ids',
      ]);
      const range = await api()
        .post(INVOICE_EXPORTS, { from: '2020-01-01', to: '2020-01-31' })
        .expect(422);
      expect(fieldsOf(range)).toEqual(['from']);
      const both = await api()
        .post(INVOICE_EXPORTS, { invoice_ids: [1], from: '2020-01-01' })
        .expect(422);
      expect(fieldsOf(both)).toEqual(['from']);
      await nothingWritten();
    });
  });

  describe('an invoice export through the worker', () => {
    let exported: { id: number; invoice_ids: number[] };
    let first: Awaited<ReturnType<typeof invoice>>;
    let second: Awaited<ReturnType<typeof invoice>>;
    let reminderId: number;
    let laterReminderId: number;
    let hookId: number;

    beforeAll(async () => {
      await setUp();
      hookId = (
        await api()
          .post('/api/v1/account/web_hooks', {
            target: 'Company',
            event: 'update',
            hook: 'https://example.com/hooks/companies',
          })
          .expect(200)
      ).body.id;
      first = await invoice({
        date: '2026-04-02',
        due_date: '2026-05-02',
        items: [
          { type: 'item', title: 'Beratung', quantity: 1, unit: 'h', unit_price: 1000 },
          { type: 'item', title: 'Reise', quantity: 1, unit: 'x', unit_price: 80.5 },
        ],
      });
      second = await invoice({
        date: '2026-04-20',
        due_date: '2026-05-20',
        tax: 7,
        items: [{ type: 'item', title: 'Buch', quantity: 3, unit_price: 19.99 }],
      });
      const reminder = await prisma.invoiceReminder.create({
        data: {
          accountId: a.accountId,
          invoiceId: first.id,
          date: new Date('2026-05-10'),
          dueDate: new Date('2026-05-20'),
          fee: '5',
        },
      });
      reminderId = reminder.id;
      // Dated in the next fiscal year: a DATEV batch holds one, so this fee stays out.
      laterReminderId = (
        await prisma.invoiceReminder.create({
          data: {
            accountId: a.accountId,
            invoiceId: first.id,
            date: new Date('2027-01-15'),
            dueDate: new Date('2027-01-29'),
            fee: '10',
          },
        })
      ).id;
      await archivePdf('invoice', first.id);
      await archivePdf('invoice', second.id);
      // The e-invoice sent with the second one goes into the ZIP beside its PDF.
      await archiveDocumentFile(prisma, {
        accountId: a.accountId,
        documentKind: 'invoice',
        documentId: second.id,
        format: 'xrechnung-cii',
        filename: `${second.identifier}.xml`,
        contentType: 'application/xml',
        data: Buffer.from('<rsm:CrossIndustryInvoice/>'),
        reason: 'sent',
        retentionUntil: '2034-12-31',
      });
      await archivePdf('invoice_reminder', reminderId);
    });

    it('answers 201 with the pending record and locks the invoices and the fee reminder', async () => {
      const response = await api()
        .post(INVOICE_EXPORTS, {
          invoice_ids: [second.id, first.id],
          comment: 'April',
          trigger_submission: true,
        })
        .expect(201);
      exported = response.body;
      expect(response.body).toEqual({
        id: expect.any(Number),
        from: '2026-04-02',
        to: '2026-04-20',
        invoice_ids: [first.id, second.id].sort((x, y) => x - y),
        comment: 'April',
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        status: 'pending',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const invoices = await prisma.invoice.findMany({
        where: { id: { in: exported.invoice_ids } },
      });
      expect(invoices.every((row) => row.bookkeepingExportId === exported.id && row.booked)).toBe(
        true,
      );
      const reminder = await prisma.invoiceReminder.findUniqueOrThrow({
        where: { id: reminderId },
      });
      expect(reminder.bookkeepingExportId).toBe(exported.id);
      const later = await prisma.invoiceReminder.findUniqueOrThrow({
        where: { id: laterReminderId },
      });
      expect(later.bookkeepingExportId).toBeNull();
      const row = await prisma.bookkeepingExport.findUniqueOrThrow({ where: { id: exported.id } });
      expect(row.withDirectOnlineSubmission).toBe(true);
      expect(row.retentionUntil.toISOString().slice(0, 10)).toBe('2036-12-31');
      const customer = await prisma.company.findUniqueOrThrow({
        where: { id: customers.get(a.accountId)! },
      });
      expect(customer.debitNumber).toBe(10000);
      // The numbering is a change of the company (company.changed): its web hook hears it.
      const deliveries = await prisma.webhookDelivery.findMany({
        where: { subscriptionId: hookId },
      });
      expect(deliveries.map((row) => row.entityId)).toEqual([customer.id]);
      expect(deliveries[0].payload).toMatchObject({ debit_number: 10000 });
      expect((await api().get(SETTINGS).expect(200)).body.next_debit_number).toBe(10001);
    });

    it('finishes and serves a ZIP whose booking file adds up to each document', async () => {
      await finished(INVOICE_EXPORTS, exported.id);
      const response = await api()
        .get(`${INVOICE_EXPORTS}/${exported.id}/file`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toContain(
        'EXTF_Buchungsstapel_2026-04-02_2026-04-20.zip',
      );
      const files = unzipAll(response.body as Buffer);
      const parsed = readDatevFile(new Uint8Array(files.get('EXTF_Buchungsstapel.csv')!));
      expect(parsed.columns).toHaveLength(125);
      expect(parsed.header).toMatchObject({ consultantNumber: 1234567, clientNumber: 10001 });
      // One line per document and tax case here: two invoices and the reminder's fee.
      expect(parsed.bookings).toHaveLength(3);
      const total = (link: string) =>
        parsed.bookings
          .filter((booking) => booking.documentLink === link)
          .reduce((sum, booking) => sum.plus(booking.amount), new Decimal(0));
      for (const doc of [first, second]) {
        const link = `Belege/${doc.identifier}.pdf`;
        expect(total(link).toFixed(2)).toBe(new Decimal(doc.gross_total).toFixed(2));
      }
      const fee = parsed.bookings.find((booking) => booking.documentLink?.includes('Mahnung'));
      expect(fee).toMatchObject({ amount: '5.00', debitCredit: 'S', account: 10000 });
      for (const booking of parsed.bookings) {
        expect(booking.account).toBe(10000);
        expect(files.has(booking.documentLink!)).toBe(true);
      }
      expect(files.get(`Belege/${first.identifier}.pdf`)!.toString()).toBe(
        `%PDF-1.7 invoice ${first.id}`,
      );
      expect(files.get(`Belege/${second.identifier}.xml`)!.toString()).toBe(
        '<rsm:CrossIndustryInvoice/>',
      );
      expect([...files.keys()].sort()).toEqual(
        [
          'EXTF_Buchungsstapel.csv',
          `Belege/${first.identifier}.pdf`,
          `Belege/${first.identifier}_Mahnung_${reminderId}.pdf`,
          `Belege/${second.identifier}.pdf`,
          `Belege/${second.identifier}.xml`,
        ].sort(),
      );
    });

    it('refuses a second export of the same invoices, naming the export', async () => {
      const response = await api()
        .post(INVOICE_EXPORTS, { invoice_ids: [first.id] })
        .expect(422);
      expect(response.body.errors['invoice_ids[0]'][0]).toContain(String(exported.id));
      expect(await exportCount()).toBe(1);
    });

    it('refuses deleting the exported fee reminder, naming the export', async () => {
      const response = await api().delete(`/api/v1/invoice_reminders/${reminderId}`).expect(422);
      expect(response.body).toEqual({
        errors: [
          expect.stringContaining(
            `Reminder #${reminderId} is locked by bookkeeping export ${exported.id}`,
          ),
        ],
      });
      expect(await prisma.invoiceReminder.count({ where: { id: reminderId } })).toBe(1);
    });

    it('takes a fee reminder written after its invoice was exported into the next export of that year', async () => {
      const late = await prisma.invoiceReminder.create({
        data: {
          accountId: a.accountId,
          invoiceId: first.id,
          date: new Date('2026-06-10'),
          dueDate: new Date('2026-06-24'),
          fee: '7',
        },
      });
      const third = await invoice({ date: '2026-06-12', due_date: '2026-07-12' });
      const next = (
        await api()
          .post(INVOICE_EXPORTS, { invoice_ids: [third.id] })
          .expect(201)
      ).body;
      const exportOf = async (id: number) =>
        (await prisma.invoiceReminder.findUniqueOrThrow({ where: { id } })).bookkeepingExportId;
      expect(await exportOf(late.id)).toBe(next.id);
      // The fee dated in the next fiscal year waits for an export of that year.
      expect(await exportOf(laterReminderId)).toBeNull();
      // Settled here: the worker finishing it later would move its updated_at under the
      // updated_after test below, which dates every export of the account itself.
      await finished(INVOICE_EXPORTS, next.id);
    });

    it("answers 404 for another account's export, on GET and on the download", async () => {
      await api(b).get(`${INVOICE_EXPORTS}/${exported.id}`).expect(404);
      await api(b).get(`${INVOICE_EXPORTS}/${exported.id}/file`).expect(404);
      // Nor is an invoice export a purchase export.
      await api().get(`${PURCHASE_EXPORTS}/${exported.id}`).expect(404);
    });
  });

  describe('lists and the download of an unfinished export', () => {
    const insertExport = () =>
      prisma.bookkeepingExport.create({
        data: {
          accountId: a.accountId,
          kind: 'invoices',
          fromDate: new Date('2026-01-01'),
          toDate: new Date('2026-01-31'),
          retentionUntil: new Date('2036-12-31'),
        },
      });

    it('pages the list as every list does', async () => {
      // Five in all, so that page 2 of 2 per page has a next page.
      await insertExport();
      await insertExport();
      await expectPaging(api, INVOICE_EXPORTS, insertExport, 'created_at');
    });

    it('answers 422 for the file while the export is not finished', async () => {
      const pending = await insertExport();
      const response = await api().get(`${INVOICE_EXPORTS}/${pending.id}/file`).expect(422);
      expect(response.body.errors[0]).toContain('pending');
    });

    it('filters by updated_after', async () => {
      const changed = await insertExport();
      await prisma.bookkeepingExport.updateMany({
        where: { accountId: a.accountId },
        data: { updatedAt: new Date('2025-01-01T00:00:00Z') },
      });
      await prisma.bookkeepingExport.update({
        where: { id: changed.id },
        data: { updatedAt: new Date('2027-01-01T00:00:00Z') },
      });
      const later = await api()
        .get(`${INVOICE_EXPORTS}?updated_after=2026-06-01T00:00:00Z`)
        .expect(200);
      expect(later.body.map((row: { id: number }) => row.id)).toEqual([changed.id]);
    });
  });

  describe('a purchase export', () => {
    it('numbers the supplier, archives the purchases and writes their bookings', async () => {
      const post = async (path: string, body: object) =>
        (await api().post(path, body).expect(200)).body as { id: number };
      const vat19 = await post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 });
      const vat7 = await post('/api/v1/vat_code_purchases', { code: 'VSt7', tax: 7 });
      const supplier = await post('/api/v1/companies', { type: 'supplier', name: 'Papier GmbH' });
      const purchase = (await post('/api/v1/purchases', {
        date: '2026-03-10',
        currency: 'EUR',
        payment_method: 'bank_transfer',
        company_id: supplier.id,
        items: [
          { title: 'Papier', total: 119, vat_code_id: vat19.id },
          { title: 'Bücher', total: 107, vat_code_id: vat7.id },
        ],
      })) as { id: number; gross_total: number };
      const receipt = await prisma.storedFile.create({
        data: {
          accountId: a.accountId,
          filename: 'beleg.PDF',
          contentType: 'application/pdf',
          size: 12,
          sha256: '0'.repeat(64),
          data: Buffer.from('%PDF receipt'),
        },
      });
      await prisma.purchase.update({
        where: { id: purchase.id },
        data: { documentFileId: receipt.id },
      });
      const response = await api()
        .post(PURCHASE_EXPORTS, { purchase_ids: [purchase.id], archive_after_export: true })
        .expect(201);
      expect(response.body).toMatchObject({ purchase_ids: [purchase.id], status: 'pending' });
      expect(response.body).not.toHaveProperty('invoice_ids');
      const stored = await prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } });
      expect(stored.status).toBe('archived');
      const company = await prisma.company.findUniqueOrThrow({ where: { id: supplier.id } });
      expect(company.creditNumber).toBe(70000);
      await finished(PURCHASE_EXPORTS, response.body.id);
      const row = await prisma.bookkeepingExport.findUniqueOrThrow({
        where: { id: response.body.id },
      });
      const parsed = readDatevFile(new Uint8Array(row.bookingFile!));
      // One line per tax rate, on the creditor's Haben side, adding up to the gross total.
      expect(parsed.bookings).toHaveLength(2);
      expect(parsed.bookings.every((booking) => booking.debitCredit === 'H')).toBe(true);
      const sum = parsed.bookings.reduce(
        (acc, booking) => acc.plus(booking.amount),
        new Decimal(0),
      );
      expect(sum.toFixed(2)).toBe(new Decimal(purchase.gross_total).toFixed(2));
      expect(parsed.bookings.every((booking) => booking.account === 70000)).toBe(true);
      // The purchase's stored document goes into the ZIP as uploaded, named as its Beleglink.
      const zip = await api()
        .get(`${PURCHASE_EXPORTS}/${response.body.id}/file`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const files = unzipAll(zip.body as Buffer);
      const link = parsed.bookings[0].documentLink!;
      expect(link).toMatch(/^Belege\/.+\.pdf$/);
      expect(files.get(link)!.toString()).toBe('%PDF receipt');
    });
  });
});
