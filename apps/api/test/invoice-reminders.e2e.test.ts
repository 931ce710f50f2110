import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { expectPaging } from './support/list-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface Reminder {
  id: number;
  invoice_id: number;
  title: string | null;
  date: string;
  due_date: string;
  fee: number;
  text: string | null;
  status: 'created' | 'sent';
  invoice: { id: number; identifier: string | null; title: string; dunning_level: number };
}

const OLD = new Date('2020-01-01T00:00:00Z');
const MAIL = { subject: 'Reminder {identifier}', text: 'Please pay.' };

describe('/api/v1/invoice_reminders', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const customers = new Map<number, number>();
  let project: { id: number };
  let bareCustomer: { id: number };

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const createInvoice = async (extra: object = {}, account: TestAccount = a) =>
    (
      await api(account)
        .post('/api/v1/invoices', {
          customer_id: customers.get(account.accountId),
          recipient_address: 'Kunde AG\nBern',
          date: '2026-05-01',
          due_date: '2026-05-31',
          title: 'Consulting',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 1000 }],
          ...extra,
        })
        .expect(200)
    ).body as { id: number; identifier: string | null; title: string };
  const remind = (invoiceId: number, extra: object = {}, account: TestAccount = a) =>
    api(account).post('/api/v1/invoice_reminders', {
      invoice_id: invoiceId,
      date: '2026-06-10',
      due_date: '2026-06-20',
      ...extra,
    });
  const createReminder = async (invoiceId: number, extra: object = {}, account = a) =>
    (await remind(invoiceId, extra, account).expect(200)).body as Reminder;
  const age = (invoiceId: number) =>
    prisma.invoice.update({ where: { id: invoiceId }, data: { updatedAt: OLD } });
  const invoiceUpdatedAt = async (invoiceId: number) =>
    (await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId } })).updatedAt.getTime();
  const deliveries = (reminderId: number) =>
    prisma.emailDelivery.findMany({
      where: { documentKind: 'invoice_reminder', documentId: reminderId },
      orderBy: { id: 'asc' },
    });
  const emailJobs = () =>
    prisma.job.findMany({ where: { type: 'email.send', accountId: a.accountId } });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b]) {
      await prisma.account.update({
        where: { id: account.accountId },
        data: { currencies: ['EUR', 'CHF', 'JPY'] },
      });
      await prisma.vatCodeSale.create({
        data: { accountId: account.accountId, code: 'V19', tax: '19' },
      });
      const customer = await prisma.company.create({
        data: {
          accountId: account.accountId,
          name: 'Kunde AG',
          type: 'customer',
          invoiceEmailsTo: ['billing@kunde.example'],
          invoiceEmailsCc: ['cc@kunde.example'],
        },
      });
      customers.set(account.accountId, customer.id);
    }
    project = await prisma.project.create({
      data: {
        accountId: a.accountId,
        identifier: 'P-1',
        name: 'Relaunch',
        companyId: customers.get(a.accountId)!,
        currency: 'EUR',
        invoiceEmailsTo: ['project@kunde.example'],
        invoiceEmailsBcc: ['archive@kunde.example'],
      },
    });
    bareCustomer = await prisma.company.create({
      data: { accountId: a.accountId, name: 'Stumm GmbH', type: 'customer' },
    });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  describe('POST', () => {
    it('creates a reminder with a sanitized text and a rounded fee, embedded in the invoice', async () => {
      const invoice = await createInvoice();
      await age(invoice.id);
      const response = await remind(invoice.id, {
        title: '1. Mahnung',
        text: '<p onclick="x()">Bitte <b>zahlen</b><script>alert(1)</script></p>',
        fee: 12.345,
      }).expect(200);
      expect(response.body).toEqual({
        id: expect.any(Number),
        invoice_id: invoice.id,
        title: '1. Mahnung',
        date: '2026-06-10',
        due_date: '2026-06-20',
        fee: 12.35,
        text: '<p>Bitte <b>zahlen</b></p>',
        created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        updated_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        status: 'created',
        file_url: null,
        invoice: {
          id: invoice.id,
          identifier: invoice.identifier,
          title: invoice.title,
          dunning_level: 1,
        },
        email_deliveries: [],
      });
      const fetched = await api().get(`/api/v1/invoice_reminders/${response.body.id}`).expect(200);
      expect(fetched.body).toEqual(response.body);
      // Embedded in its invoice, a reminder leaves out status, file_url, the invoice and e-mails.
      const embedded = await api().get(`/api/v1/invoices/${invoice.id}`).expect(200);
      const {
        status,
        file_url,
        invoice: named,
        email_deliveries: emails,
        ...embeddedForm
      } = response.body;
      expect(emails).toEqual([]);
      expect({ status, file_url, named: named.id }).toEqual({
        status: 'created',
        file_url: null,
        named: invoice.id,
      });
      expect(embedded.body.reminders).toEqual([embeddedForm]);
      const second = await createReminder(invoice.id, {
        date: '2026-06-21',
        due_date: '2026-07-01',
      });
      expect(second.invoice.dunning_level).toBe(2);
      expect(await invoiceUpdatedAt(invoice.id)).toBeGreaterThan(OLD.getTime());
    });

    it('defaults the fee to 0, stores a blank title as null and rounds to the invoice currency', async () => {
      const invoice = await createInvoice();
      const plain = await createReminder(invoice.id, { title: '  ', due_date: '2026-06-10' });
      expect(plain).toMatchObject({ fee: 0, title: null, text: null, due_date: '2026-06-10' });
      const yen = await createInvoice({ currency: 'JPY' });
      expect((await createReminder(yen.id, { fee: 500.5 })).fee).toBe(501);
      const francs = await createInvoice({ currency: 'CHF' });
      expect((await createReminder(francs.id, { fee: 7.005 })).fee).toBe(7.01);
    });

    it('accepts reminders on sent, overdue and partially paid invoices', async () => {
      for (const status of ['sent', 'overdue', 'ignored', 'partially_paid'] as const) {
        const invoice = await createInvoice();
        await prisma.invoice.update({ where: { id: invoice.id }, data: { status } });
        await remind(invoice.id).expect(200);
      }
    });

    it('answers 422 naming the fields, and writes nothing', async () => {
      const invoice = await createInvoice();
      await age(invoice.id);
      const missing = await api().post('/api/v1/invoice_reminders', {}).expect(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['date', 'due_date', 'invoice_id']);
      const cases: [object, string[]][] = [
        [{ date: '2026-06-10', due_date: '2026-06-09' }, ['due_date']],
        [{ date: '2026-02-30' }, ['date']],
        [{ fee: -1 }, ['fee']],
        [{ fee: null }, ['fee']],
        [{ fee: 'lots' }, ['fee']],
        [{ fee: 1e16 }, ['fee']],
        [{ title: 5, text: ['x'] }, ['text', 'title']],
        [{ invoice_id: 'abc' }, ['invoice_id']],
        [{ invoice_id: 99_999_999, due_date: '2026-01-01' }, ['due_date', 'invoice_id']],
      ];
      for (const [extra, fields] of cases) {
        const response = await remind(invoice.id, extra).expect(422);
        expect(Object.keys(response.body.errors).sort()).toEqual(fields);
        expect(JSON.stringify(response.body)).not.toContain('lots');
      }
      expect(await prisma.invoiceReminder.count({ where: { invoiceId: invoice.id } })).toBe(0);
      expect(await invoiceUpdatedAt(invoice.id)).toBe(OLD.getTime());
    });

    it("answers 422 on invoice_id for another account's invoice, exactly as for a missing one", async () => {
      const foreign = await createInvoice({}, b);
      const response = await remind(foreign.id).expect(422);
      const missing = await remind(99_999_999).expect(422);
      expect(response.body).toEqual(missing.body);
      expect(response.body).toEqual({ errors: { invoice_id: ['does not exist'] } });
      expect(await prisma.invoiceReminder.count({ where: { invoiceId: foreign.id } })).toBe(0);
    });

    it('refuses drafts, paid, reversed and reversal invoices with 422', async () => {
      const draft = await createInvoice({ status: 'draft' });
      const paid = await createInvoice();
      await prisma.invoice.update({ where: { id: paid.id }, data: { status: 'paid' } });
      const reversed = await createInvoice();
      const reversal = await createInvoice();
      await prisma.invoice.update({
        where: { id: reversal.id },
        data: { reversedInvoiceId: reversed.id },
      });
      for (const invoice of [draft, paid, reversed, reversal]) {
        await age(invoice.id);
        const response = await remind(invoice.id).expect(422);
        expect(response.body).toEqual({ errors: [expect.any(String)] });
        expect(await prisma.invoiceReminder.count({ where: { invoiceId: invoice.id } })).toBe(0);
        expect(await invoiceUpdatedAt(invoice.id)).toBe(OLD.getTime());
      }
    });
  });

  describe('GET list', () => {
    it('filters by invoice_id (one or several) and by date range', async () => {
      const [one, two, three] = [
        await createInvoice(),
        await createInvoice(),
        await createInvoice(),
      ];
      const r1 = await createReminder(one.id, { date: '2026-07-01', due_date: '2026-07-10' });
      const r2 = await createReminder(one.id, { date: '2026-07-15', due_date: '2026-07-25' });
      const r3 = await createReminder(two.id, { date: '2026-08-01', due_date: '2026-08-10' });
      await createReminder(three.id, { date: '2026-08-01', due_date: '2026-08-10' });
      const ids = async (query: string) =>
        (await api().get(`/api/v1/invoice_reminders?${query}`).expect(200)).body.map(
          (row: Reminder) => row.id,
        );
      expect(await ids(`invoice_id=${one.id}`)).toEqual([r1.id, r2.id]);
      expect(await ids(`invoice_id=${one.id},${two.id},`)).toEqual([r1.id, r2.id, r3.id]);
      expect(await ids(`invoice_id=${one.id},${two.id}&date_from=2026-07-15`)).toEqual([
        r2.id,
        r3.id,
      ]);
      expect(await ids(`invoice_id=${one.id},${two.id}&date_to=2026-07-15`)).toEqual([
        r1.id,
        r2.id,
      ]);
      expect(
        await ids(`invoice_id=${one.id},${two.id}&date_from=2026-07-02&date_to=2026-07-31`),
      ).toEqual([r2.id]);
      expect(await ids(`ids=${r3.id},${r1.id}`)).toEqual([r1.id, r3.id]);
      expect(await ids(`invoice_id=${one.id}&sort_by=date desc`)).toEqual([r2.id, r1.id]);
    });

    it('pages and sorts like every list, and takes updated_after', async () => {
      const invoice = await createInvoice();
      let day = 10;
      await expectPaging(
        () => api(),
        '/api/v1/invoice_reminders',
        () => createReminder(invoice.id, { date: `2026-09-${day++}`, due_date: '2026-09-30' }),
        'date',
      );
      const [first, second] = (
        await api().get(`/api/v1/invoice_reminders?invoice_id=${invoice.id}`).expect(200)
      ).body as Reminder[];
      await prisma.invoiceReminder.update({ where: { id: first.id }, data: { updatedAt: OLD } });
      await prisma.invoiceReminder.update({
        where: { id: second.id },
        data: { updatedAt: new Date('2030-01-01T00:00:00Z') },
      });
      const recent = await api()
        .get(`/api/v1/invoice_reminders?updated_after=2029-12-31T23:59:59Z`)
        .expect(200);
      expect(recent.body.map((row: Reminder) => row.id)).toEqual([second.id]);
    });

    it('answers 422 naming each bad parameter', async () => {
      const response = await api()
        .get(
          '/api/v1/invoice_reminders?invoice_id=1,x&date_from=2026-13-01&date_to=soon&sort_by=text',
        )
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'date_from',
        'date_to',
        'invoice_id',
        'sort_by',
      ]);
    });
  });

  describe('DELETE', () => {
    it('removes the reminder from the invoice and bumps the invoice', async () => {
      const invoice = await createInvoice();
      const keep = await createReminder(invoice.id);
      const gone = await createReminder(invoice.id);
      await age(invoice.id);
      const response = await api().delete(`/api/v1/invoice_reminders/${gone.id}`).expect(204);
      expect(response.text).toBe('');
      await api().get(`/api/v1/invoice_reminders/${gone.id}`).expect(404);
      await api().delete(`/api/v1/invoice_reminders/${gone.id}`).expect(404);
      const embedded = await api().get(`/api/v1/invoices/${invoice.id}`).expect(200);
      expect(embedded.body.reminders.map((row: Reminder) => row.id)).toEqual([keep.id]);
      expect(await invoiceUpdatedAt(invoice.id)).toBeGreaterThan(OLD.getTime());
    });
  });

  describe('POST /{id}/send_email', () => {
    const send = (id: number, body: object, account: TestAccount = a) =>
      api(account).post(`/api/v1/invoice_reminders/${id}/send_email`, body);

    /** A refused send left no delivery, no job, no sent mark and no invoice change. */
    const expectNothingWritten = async (reminder: Reminder, jobsBefore: number) => {
      expect(await deliveries(reminder.id)).toEqual([]);
      expect(await emailJobs()).toHaveLength(jobsBefore);
      const row = await prisma.invoiceReminder.findUniqueOrThrow({ where: { id: reminder.id } });
      expect(row.sentAt).toBeNull();
      expect(await invoiceUpdatedAt(reminder.invoice_id)).toBe(OLD.getTime());
    };

    it('queues the delivery with its job, marks the reminder sent and keeps the invoice status', async () => {
      const invoice = await createInvoice();
      const reminder = await createReminder(invoice.id);
      const paper = await prisma.letterPaper.create({
        data: { accountId: a.accountId, name: 'Briefpapier' },
      });
      await age(invoice.id);
      const jobsBefore = (await emailJobs()).length;
      const body = {
        ...MAIL,
        emails_to: 'chef@kunde.example;buchhaltung@kunde.example',
        emails_bcc: 'archive@alpha.example',
        letter_paper_id: paper.id,
      };
      const response = await send(reminder.id, body).expect(200);
      expect(response.body).toEqual({
        emails_to: 'chef@kunde.example;buchhaltung@kunde.example',
        emails_cc: null,
        emails_bcc: 'archive@alpha.example',
        ...MAIL,
      });
      const record = await api().get(`/api/v1/invoice_reminders/${reminder.id}`).expect(200);
      expect(record.body.status).toBe('sent');
      const [delivery, ...more] = await deliveries(reminder.id);
      expect(more).toEqual([]);
      // The reminder's record shows its e-mail (extension); its invoice's record does not.
      expect(record.body.email_deliveries).toEqual([
        expect.objectContaining({
          id: delivery!.id,
          document_type: 'invoice_reminder',
          document_id: reminder.id,
          status: 'queued',
          emails_to: 'chef@kunde.example;buchhaltung@kunde.example',
          emails_cc: null,
          emails_bcc: 'archive@alpha.example',
          sent_at: null,
        }),
      ]);
      const ofInvoice = await api().get(`/api/v1/invoices/${invoice.id}`).expect(200);
      expect(ofInvoice.body.email_deliveries).toEqual([]);
      expect(delivery).toMatchObject({
        accountId: a.accountId,
        userId: a.userId,
        emailsTo: ['chef@kunde.example', 'buchhaltung@kunde.example'],
        emailsCc: [],
        emailsBcc: ['archive@alpha.example'],
        subject: MAIL.subject,
        text: MAIL.text,
        letterPaperId: paper.id,
        status: 'queued',
      });
      const jobs = await emailJobs();
      expect(jobs).toHaveLength(jobsBefore + 1);
      expect(jobs.map((job) => job.payload)).toContainEqual(
        expect.objectContaining({ deliveryId: delivery!.id }),
      );
      const row = await prisma.invoiceReminder.findUniqueOrThrow({ where: { id: reminder.id } });
      expect(row.sentAt).not.toBeNull();
      const stored = await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
      expect(stored.status).toBe('created');
      expect(stored.updatedAt.getTime()).toBeGreaterThan(OLD.getTime());

      await send(reminder.id, { ...body, letter_paper_id: '' }).expect(200);
      const again = await prisma.invoiceReminder.findUniqueOrThrow({ where: { id: reminder.id } });
      expect(again.sentAt).toEqual(row.sentAt);
      expect((await deliveries(reminder.id)).map((d) => d.letterPaperId)).toEqual([paper.id, null]);
    });

    it("defaults to the project's invoice recipients, then the customer's", async () => {
      const withProject = await createInvoice({ project_id: project.id });
      const fromProject = await send((await createReminder(withProject.id)).id, MAIL).expect(200);
      expect(fromProject.body).toEqual({
        emails_to: 'project@kunde.example',
        emails_cc: null,
        emails_bcc: 'archive@kunde.example',
        ...MAIL,
      });
      const plain = await createInvoice();
      const fromCustomer = await send((await createReminder(plain.id)).id, MAIL).expect(200);
      expect(fromCustomer.body).toEqual({
        emails_to: 'billing@kunde.example',
        emails_cc: 'cc@kunde.example',
        emails_bcc: null,
        ...MAIL,
      });
    });

    it('answers 422 without recipients, on an unknown letter paper and on bad fields', async () => {
      const invoice = await createInvoice({ customer_id: bareCustomer.id });
      const reminder = await createReminder(invoice.id);
      const foreignPaper = await prisma.letterPaper.create({
        data: { accountId: b.accountId, name: 'Fremd' },
      });
      await age(invoice.id);
      const jobsBefore = (await emailJobs()).length;
      const noRecipient = await send(reminder.id, MAIL).expect(422);
      expect(noRecipient.body).toEqual({ errors: { emails_to: [expect.any(String)] } });
      for (const letterPaperId of [99_999_999, foreignPaper.id]) {
        const paper = await send(reminder.id, {
          ...MAIL,
          emails_to: 'x@kunde.example',
          letter_paper_id: letterPaperId,
        }).expect(422);
        expect(paper.body).toEqual({ errors: { letter_paper_id: ['does not exist'] } });
      }
      const fields = await send(reminder.id, {
        emails_to: 'broken',
        letter_paper_id: 'one',
      }).expect(422);
      expect(Object.keys(fields.body.errors).sort()).toEqual([
        'emails_to',
        'letter_paper_id',
        'subject',
        'text',
      ]);
      await expectNothingWritten(reminder, jobsBefore);
    });

    it('answers 422 once the invoice is paid', async () => {
      const invoice = await createInvoice();
      const reminder = await createReminder(invoice.id);
      await prisma.invoice.update({ where: { id: invoice.id }, data: { status: 'paid' } });
      await age(invoice.id);
      const jobsBefore = (await emailJobs()).length;
      const response = await send(reminder.id, { ...MAIL, emails_to: 'x@kunde.example' });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ errors: [expect.any(String)] });
      await expectNothingWritten(reminder, jobsBefore);
    });
  });

  describe('tenancy and access', () => {
    it("answers 404 for another account's reminder on every route and leaves it alone", async () => {
      const foreignInvoice = await createInvoice({}, b);
      const foreign = await createReminder(foreignInvoice.id, { title: 'Beta' }, b);
      const path = `/api/v1/invoice_reminders/${foreign.id}`;
      const response = await api().get(path).expect(404);
      const missing = await api().get('/api/v1/invoice_reminders/99999999').expect(404);
      expect(response.body).toEqual(missing.body);
      expect(response.body).toEqual({ message: 'Not found' });
      await api().get('/api/v1/invoice_reminders/abc').expect(404);
      await api().delete(path).expect(404);
      await api()
        .post(`${path}/send_email`, { ...MAIL, emails_to: 'x@kunde.example' })
        .expect(404);
      expect(await deliveries(foreign.id)).toEqual([]);
      for (const query of [`ids=${foreign.id}`, `invoice_id=${foreignInvoice.id}`]) {
        expect((await api().get(`/api/v1/invoice_reminders?${query}`).expect(200)).body).toEqual(
          [],
        );
      }
      expect((await api(b).get(path).expect(200)).body).toEqual(foreign);
    });

    it('refuses writes with a read-only key (403) and everything without a key (401)', async () => {
      const invoice = await createInvoice();
      const reminder = await createReminder(invoice.id);
      const path = `/api/v1/invoice_reminders/${reminder.id}`;
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(path).expect(200);
      for (const call of [
        readOnly.post('/api/v1/invoice_reminders', {
          invoice_id: invoice.id,
          date: '2026-06-10',
          due_date: '2026-06-20',
        }),
        readOnly.delete(path),
        readOnly.post(`${path}/send_email`, { ...MAIL, emails_to: 'x@kunde.example' }),
      ]) {
        expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
      }
      for (const call of [
        request(t.url).get('/api/v1/invoice_reminders'),
        request(t.url).get(path),
        request(t.url).post('/api/v1/invoice_reminders').send({ invoice_id: invoice.id }),
        request(t.url).delete(path),
        request(t.url).post(`${path}/send_email`).send(MAIL),
      ]) {
        expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
      }
      expect(await prisma.invoiceReminder.count({ where: { invoiceId: invoice.id } })).toBe(1);
      expect(await deliveries(reminder.id)).toEqual([]);
    });
  });
});
