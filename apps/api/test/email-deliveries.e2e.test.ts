import { createPrismaClient, type EmailStatus, type PrismaClient } from '@faktura/db';
import { schemaProblems } from './contract/contract-checker';
import { emailDelivery } from './contract/schemas/documents.schemas';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const OLD = new Date('2020-01-01T00:00:00Z');

/**
 * /email_deliveries (extension): the account's e-mails, filtered by status, and the resend of
 * uncertain and failed ones. No worker runs here, so every delivery stays as the test left it.
 */
describe('/api/v1/email_deliveries', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let customerId: number;

  const api = (account: TestAccount = a) => client(t.url, account.key);

  async function createOffer(account: TestAccount = a): Promise<{ id: number }> {
    const response = await api(account)
      .post('/api/v1/offers', {
        recipient_address: 'Kunde AG\nBern',
        date: '2026-05-04',
        due_date: '2026-06-03',
        title: 'Website relaunch',
        tax: 19,
        currency: 'EUR',
        items: [{ type: 'item', title: 'Implementation', quantity: 1, unit_price: 1000 }],
      })
      .expect(201);
    return response.body;
  }

  async function createInvoice(): Promise<{ id: number; identifier: string }> {
    const response = await api()
      .post('/api/v1/invoices', {
        customer_id: customerId,
        recipient_address: 'Kunde AG\nBern',
        date: '2026-05-04',
        due_date: '2026-06-03',
        title: 'Website May',
        tax: 19,
        currency: 'EUR',
        items: [{ type: 'item', title: 'Programming', quantity: 8, unit: 'h', unit_price: 125 }],
      })
      .expect(200);
    return response.body;
  }

  /** A delivery as the worker leaves it in `status`. */
  async function delivery(
    account: TestAccount,
    document: { kind: 'offer' | 'invoice' | 'invoice_timesheet' | 'invoice_reminder'; id: number },
    status: EmailStatus,
  ) {
    return prisma.emailDelivery.create({
      data: {
        accountId: account.accountId,
        documentKind: document.kind,
        documentId: document.id,
        userId: account.userId,
        emailsTo: ['kunde@kunde.example', 'chef@kunde.example'],
        emailsCc: ['cc@kunde.example'],
        subject: 'Offer {identifier}',
        text: 'Hello',
        status,
        messageId: `<${status}-${document.id}@faktura>`,
        attempts: status === 'queued' ? 0 : 1,
        sendingStartedAt: status === 'queued' ? null : new Date(),
        dataCompletedAt: status === 'uncertain' || status === 'sent' ? new Date() : null,
        sentAt: status === 'sent' ? new Date() : null,
        lastError: status === 'uncertain' || status === 'failed' ? 'connection lost' : null,
      },
    });
  }

  const emailJobsFor = async (deliveryId: number) =>
    (await prisma.job.findMany({ where: { type: 'email.send' } })).filter(
      (job) => (job.payload as { deliveryId: number }).deliveryId === deliveryId,
    );

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await api().post('/api/v1/vat_code_sales', { code: 'UST19', tax: 19 }).expect(200);
    customerId = (
      await api().post('/api/v1/companies', { type: 'customer', name: 'Kunde AG' }).expect(200)
    ).body.id;
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  describe('GET', () => {
    it("lists the account's e-mails, filtered by status, document and paged", async () => {
      const offer = await createOffer();
      const sent = await delivery(a, { kind: 'offer', id: offer.id }, 'sent');
      const uncertain = await delivery(a, { kind: 'offer', id: offer.id }, 'uncertain');
      const failed = await delivery(a, { kind: 'offer', id: offer.id }, 'failed');
      const foreignOffer = await createOffer(b);
      const foreign = await delivery(b, { kind: 'offer', id: foreignOffer.id }, 'uncertain');
      const ids = (body: Array<{ id: number }>) => body.map((row) => row.id);

      const all = await api().get(`/api/v1/email_deliveries?document_id=${offer.id}`).expect(200);
      expect(ids(all.body)).toEqual([sent.id, uncertain.id, failed.id]);
      for (const row of all.body) expect(schemaProblems(emailDelivery, row)).toEqual([]);
      expect(all.body[1]).toEqual({
        id: uncertain.id,
        document_type: 'offer',
        document_id: offer.id,
        status: 'uncertain',
        emails_to: 'kunde@kunde.example;chef@kunde.example',
        emails_cc: 'cc@kunde.example',
        emails_bcc: null,
        subject: 'Offer {identifier}',
        message_id: `<uncertain-${offer.id}@faktura>`,
        attempts: 1,
        last_error: 'connection lost',
        created_at: expect.stringMatching(/Z$/),
        sent_at: null,
        updated_at: expect.stringMatching(/Z$/),
      });

      const waiting = await api()
        .get(
          `/api/v1/email_deliveries?status=uncertain,failed&document_type=offer&document_id=${offer.id}`,
        )
        .expect(200);
      expect(ids(waiting.body)).toEqual([uncertain.id, failed.id]);
      const paged = await api()
        .get(`/api/v1/email_deliveries?document_id=${offer.id}&per_page=1&page=2`)
        .expect(200);
      expect(ids(paged.body)).toEqual([uncertain.id]);
      expect(paged.headers).toMatchObject({ 'x-total': '3', 'x-page': '2', 'x-per-page': '1' });
      expect(paged.headers.link).toContain('rel="next"');

      // The other account's e-mail is never listed, whatever the filter.
      const everything = await api().get('/api/v1/email_deliveries?per_page=1000').expect(200);
      expect(ids(everything.body)).not.toContain(foreign.id);
      const byId = await api().get(`/api/v1/email_deliveries?ids=${foreign.id}`).expect(200);
      expect(byId.body).toEqual([]);
    });

    it('answers 422 naming a bad filter', async () => {
      const bad = await api()
        .get('/api/v1/email_deliveries?status=uncertain,lost&document_type=letter&document_id=x')
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual([
        'document_id',
        'document_type',
        'status',
      ]);
      expect(JSON.stringify(bad.body)).not.toContain('lost');
    });

    it("shows one e-mail; 404 for another account's, an unknown or a malformed id", async () => {
      const offer = await createOffer();
      const mine = await delivery(a, { kind: 'offer', id: offer.id }, 'failed');
      const foreign = await delivery(b, { kind: 'offer', id: (await createOffer(b)).id }, 'failed');
      const one = await api().get(`/api/v1/email_deliveries/${mine.id}`).expect(200);
      expect(one.body).toMatchObject({ id: mine.id, status: 'failed' });
      const hidden = await api().get(`/api/v1/email_deliveries/${foreign.id}`).expect(404);
      const missing = await api().get('/api/v1/email_deliveries/99999999').expect(404);
      expect(hidden.body).toEqual(missing.body);
      expect(hidden.body).toEqual({ message: 'Not found' });
      await api().get('/api/v1/email_deliveries/abc').expect(404);
    });

    it('needs a key (401)', async () => {
      const response = await client(t.url, 'fk_wrong').get('/api/v1/email_deliveries').expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    });
  });

  describe('POST /{id}/resend', () => {
    it('queues an uncertain e-mail again with the same Message-ID and a new job', async () => {
      const offer = await createOffer();
      const uncertain = await delivery(a, { kind: 'offer', id: offer.id }, 'uncertain');
      await prisma.offer.update({ where: { id: offer.id }, data: { updatedAt: OLD } });

      const response = await api()
        .post(`/api/v1/email_deliveries/${uncertain.id}/resend`)
        .expect(200);
      expect(response.body).toMatchObject({
        id: uncertain.id,
        status: 'queued',
        message_id: uncertain.messageId,
        attempts: 1,
        last_error: null,
      });
      expect(schemaProblems(emailDelivery, response.body)).toEqual([]);
      const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: uncertain.id } });
      expect(row).toMatchObject({ status: 'queued', dataCompletedAt: null, lastError: null });
      const jobs = await emailJobsFor(uncertain.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: 'queued', accountId: a.accountId });

      // The offer counts as changed and shows the e-mail queued again.
      const read = await api().get(`/api/v1/offers/${offer.id}`).expect(200);
      expect(new Date(read.body.updated_at).getTime()).toBeGreaterThan(OLD.getTime());
      expect(read.body.email_deliveries).toEqual([response.body]);

      // Queued now: a second resend is refused, and changes nothing.
      const again = await api().post(`/api/v1/email_deliveries/${uncertain.id}/resend`).expect(422);
      expect(again.body).toEqual({
        errors: ['Only uncertain or failed e-mail deliveries can be resent; this one is queued'],
      });
      expect(await emailJobsFor(uncertain.id)).toHaveLength(1);
    });

    it('queues a failed reminder e-mail again; the reminder and its invoice count as changed', async () => {
      const invoice = await createInvoice();
      const reminder = await prisma.invoiceReminder.create({
        data: {
          accountId: a.accountId,
          invoiceId: invoice.id,
          date: new Date('2026-06-10'),
          dueDate: new Date('2026-06-20'),
        },
      });
      const failed = await delivery(a, { kind: 'invoice_reminder', id: reminder.id }, 'failed');
      await prisma.invoice.update({ where: { id: invoice.id }, data: { updatedAt: OLD } });
      await prisma.invoiceReminder.update({ where: { id: reminder.id }, data: { updatedAt: OLD } });

      await api().post(`/api/v1/email_deliveries/${failed.id}/resend`).expect(200);
      const record = await api().get(`/api/v1/invoice_reminders/${reminder.id}`).expect(200);
      expect(record.body.email_deliveries).toEqual([
        expect.objectContaining({
          id: failed.id,
          status: 'queued',
          document_type: 'invoice_reminder',
        }),
      ]);
      expect(new Date(record.body.updated_at).getTime()).toBeGreaterThan(OLD.getTime());
      const stored = await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
      expect(stored.updatedAt.getTime()).toBeGreaterThan(OLD.getTime());
      expect(await emailJobsFor(failed.id)).toHaveLength(1);
    });

    it.each(['sent', 'sending', 'queued'] as const)(
      'refuses a %s e-mail with 422',
      async (status) => {
        const offer = await createOffer();
        const row = await delivery(a, { kind: 'offer', id: offer.id }, status);
        const response = await api().post(`/api/v1/email_deliveries/${row.id}/resend`).expect(422);
        expect(response.body).toEqual({
          errors: [
            `Only uncertain or failed e-mail deliveries can be resent; this one is ${status}`,
          ],
        });
        expect(await prisma.emailDelivery.findUniqueOrThrow({ where: { id: row.id } })).toEqual(
          row,
        );
        expect(await emailJobsFor(row.id)).toEqual([]);
      },
    );

    it('refuses an e-mail whose document was deleted', async () => {
      const invoice = await createInvoice();
      const failed = await delivery(a, { kind: 'invoice', id: invoice.id }, 'failed');
      await prisma.invoice.delete({ where: { id: invoice.id } });
      const response = await api().post(`/api/v1/email_deliveries/${failed.id}/resend`).expect(422);
      expect(response.body).toEqual({ errors: ['The document of this e-mail no longer exists'] });
      expect(await emailJobsFor(failed.id)).toEqual([]);
    });

    it("answers 404 for another account's e-mail and 403 for a read-only key, changing nothing", async () => {
      const foreign = await delivery(b, { kind: 'offer', id: (await createOffer(b)).id }, 'failed');
      const hidden = await api().post(`/api/v1/email_deliveries/${foreign.id}/resend`).expect(404);
      expect(hidden.body).toEqual({ message: 'Not found' });
      await api().post('/api/v1/email_deliveries/abc/resend').expect(404);
      const mine = await delivery(a, { kind: 'offer', id: (await createOffer()).id }, 'failed');
      const denied = await client(t.url, a.readOnlyKey)
        .post(`/api/v1/email_deliveries/${mine.id}/resend`)
        .expect(403);
      expect(denied.body).toEqual({ errors: ['Access denied'] });
      for (const row of [foreign, mine]) {
        expect(await prisma.emailDelivery.findUniqueOrThrow({ where: { id: row.id } })).toEqual(
          row,
        );
        expect(await emailJobsFor(row.id)).toEqual([]);
      }
    });
  });

  it("embeds an invoice's e-mails and its timesheet's in the invoice, in lists too", async () => {
    const invoice = await createInvoice();
    const mail = await delivery(a, { kind: 'invoice', id: invoice.id }, 'sent');
    const sheet = await delivery(a, { kind: 'invoice_timesheet', id: invoice.id }, 'uncertain');
    const read = await api().get(`/api/v1/invoices/${invoice.id}`).expect(200);
    expect(read.body.email_deliveries.map((row: { id: number }) => row.id)).toEqual([
      mail.id,
      sheet.id,
    ]);
    expect(read.body.email_deliveries[0]).toMatchObject({
      document_type: 'invoice',
      status: 'sent',
      sent_at: expect.stringMatching(/Z$/),
    });
    const listed = await api().get(`/api/v1/invoices?ids=${invoice.id}`).expect(200);
    expect(listed.body[0].email_deliveries).toEqual(read.body.email_deliveries);
  });
});
