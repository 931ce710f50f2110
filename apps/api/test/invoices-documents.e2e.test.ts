import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import { binary, pdfText } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { startTestSmtpServer, type TestSmtpServer } from './support/test-smtp-server';

/**
 * Invoice, timesheet and reminder PDFs through the API and the worker, and invoice and reminder
 * e-mails delivered to an in-process SMTP server with the same PDFs attached.
 */
describe('invoice documents: PDFs and e-mail', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let customerId: number;
  let project: { id: number; taskId: number };

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const pdf = async (path: string, account: TestAccount = a) => {
    const response = await api(account).get(path).buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return { data: response.body as Buffer, disposition: response.headers['content-disposition'] };
  };
  // Net 1150.00 (the optional 500 not summed), VAT 8.1 % 93.15, gross 1243.15 CHF.
  const createInvoice = (extra: object = {}) =>
    created(
      api().post('/api/v1/invoices', {
        customer_id: customerId,
        project_id: project.id,
        recipient_address: 'Kunde AG\nBahnhofstrasse 1\n8001 Zürich',
        date: '2026-05-04',
        due_date: '2026-06-03',
        service_period_from: '2026-04-01',
        service_period_to: '2026-04-30',
        title: 'Website April',
        tax: 8.1,
        currency: 'CHF',
        items: [
          { type: 'title', title: 'Development' },
          { type: 'item', title: 'Programming', quantity: 8, unit: 'h', unit_price: 125 },
          { type: 'item', title: 'Hosting', net_total: 150 },
          { type: 'item', title: 'Extra design', net_total: 500, optional: true },
        ],
        ...extra,
      }),
    );

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp({}, { worker: { smtpUrl: smtp.url } });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await api(account).post('/api/v1/vat_code_sales', { code: 'UST81', tax: 8.1 }).expect(200);
    customerId = (
      await created(
        api().post('/api/v1/companies', {
          type: 'customer',
          name: 'Kunde AG',
          invoice_emails_to: 'buchhaltung@kunde.example',
        }),
      )
    ).id;
    const created_ = await created(
      api().post('/api/v1/projects', { name: 'Website', customer_id: customerId, currency: 'CHF' }),
    );
    const task = await created(
      api().post(`/api/v1/projects/${created_.id}/tasks`, { name: 'Development' }),
    );
    project = { id: created_.id, taskId: task.id };
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
    await smtp.stop();
  });

  it('prints the invoice: identifier, service period, positions and totals, cached', async () => {
    const invoice = await createInvoice();
    const first = await pdf(`/api/v1/invoices/${invoice.id}.pdf`);
    expect(first.disposition).toBe(`inline; filename="${invoice.identifier}.pdf"`);
    // Table cells come out separated by tabs.
    const text = (await pdfText(first.data)).replace(/\s+/g, ' ');
    for (const expected of [
      invoice.identifier,
      'Website April',
      '04/2026',
      'Programming',
      'Hosting',
      'Extra design',
      // A de-DE account billing in CHF: German labels and numbers, the currency's code.
      `Rechnung ${invoice.identifier}`,
      'Leistungszeitraum 04/2026',
      'Nettobetrag 1.150,00 CHF',
      'MwSt. 8,1 % 93,15 CHF',
      'Gesamtbetrag 1.243,15 CHF',
    ])
      expect(text).toContain(expected);
    const renders = await prisma.renderedDocument.count({ where: { documentId: invoice.id } });
    const second = await pdf(`/api/v1/invoices/${invoice.id}.pdf`);
    expect(Buffer.compare(second.data, first.data)).toBe(0);
    expect(await prisma.renderedDocument.count({ where: { documentId: invoice.id } })).toBe(
      renders,
    );
    const read = await api().get(`/api/v1/invoices/${invoice.id}`).expect(200);
    expect(read.body.file_url).toMatch(/\/api\/v1\/files\/v1\./);
  }, 120_000);

  it('prints on a letter paper, or blank without one', async () => {
    const paper = await created(
      api().post('/api/v1/letter_papers', {
        name: 'Branded',
        html: '<header>ALPHA LETTERHEAD</header>',
      }),
    );
    const invoice = await createInvoice();
    const branded = await pdf(`/api/v1/invoices/${invoice.id}.pdf?letter_paper_id=${paper.id}`);
    expect(await pdfText(branded.data)).toContain('ALPHA LETTERHEAD');
    const blank = await pdf(`/api/v1/invoices/${invoice.id}.pdf?letter_paper_id=${paper.id}&blank`);
    expect(await pdfText(blank.data)).not.toContain('ALPHA LETTERHEAD');
    const unknown = await api().get(`/api/v1/invoices/${invoice.id}.pdf?letter_paper_id=999999`);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ errors: { letter_paper_id: ['does not exist'] } });
  }, 120_000);

  it('names a draft by its id, and answers 404 for another account', async () => {
    const draft = await createInvoice({ status: 'draft' });
    const printed = await pdf(`/api/v1/invoices/${draft.id}.pdf`);
    expect(printed.disposition).toBe(`inline; filename="Rechnungsentwurf-${draft.id}.pdf"`);
    expect(await pdfText(printed.data)).toContain('Rechnung Entwurf');
    for (const path of [
      `/api/v1/invoices/${draft.id}.pdf`,
      `/api/v1/invoices/${draft.id}/timesheet.pdf`,
    ])
      expect((await api(b).get(path).expect(404)).body).toEqual({ message: 'Not found' });
  }, 120_000);

  it('prints the timesheet of billed hours, 404 without hours', async () => {
    const without = await createInvoice();
    await api().get(`/api/v1/invoices/${without.id}/timesheet.pdf`).expect(404);
    const activity = await created(
      api().post('/api/v1/activities', {
        date: '2026-04-14',
        hours: 3.5,
        description: 'Checkout redesign',
        project_id: project.id,
        task_id: project.taskId,
      }),
    );
    const invoice = await createInvoice({
      items: [
        {
          type: 'item',
          title: 'Hours',
          quantity: 3.5,
          unit: 'h',
          unit_price: 125,
          activity_ids: [activity.id],
        },
      ],
    });
    const sheet = await pdf(`/api/v1/invoices/${invoice.id}/timesheet.pdf`);
    const text = await pdfText(sheet.data);
    expect(text).toContain('Checkout redesign');
    expect(text).toContain('3,50');
    expect(text).toContain('Summe der Stunden');
    expect(sheet.disposition).toBe(`inline; filename="${invoice.identifier}-Stundennachweis.pdf"`);
  }, 120_000);

  it('e-mails the invoice with the same PDF and moves it to sent', async () => {
    const invoice = await createInvoice();
    const sent = await api()
      .post(`/api/v1/invoices/${invoice.id}/send_email`, {
        subject: 'Invoice {identifier}',
        text: 'Please pay {gross_total} by {due_date}.',
      })
      .expect(200);
    expect(sent.body).toEqual({
      emails_to: 'buchhaltung@kunde.example',
      emails_cc: null,
      emails_bcc: null,
      subject: 'Invoice {identifier}',
      text: 'Please pay {gross_total} by {due_date}.',
    });
    const { mail, envelopeTo } = await smtp.waitForMail(
      (received) => received.subject === `Invoice ${invoice.identifier}`,
      90_000,
    );
    expect(envelopeTo).toEqual(['buchhaltung@kunde.example']);
    // The variables as the de-DE PDF writes amounts and dates, the amount without its currency.
    expect(mail.text).toContain('Please pay 1.243,15 by 03.06.2026.');
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${invoice.identifier}.pdf`]);
    const printed = await pdf(`/api/v1/invoices/${invoice.id}.pdf`);
    expect(Buffer.compare(mail.attachments[0].content, printed.data)).toBe(0);
    const read = await api().get(`/api/v1/invoices/${invoice.id}`).expect(200);
    expect(read.body).toMatchObject({ status: 'sent', locked: true });
    // The invoice shows its e-mail once the worker recorded the server's answer (extension).
    let shown: Array<Record<string, unknown>> = [];
    await waitUntil(
      async () => {
        const again = await api().get(`/api/v1/invoices/${invoice.id}`).expect(200);
        shown = again.body.email_deliveries;
        return shown[0]?.status === 'sent';
      },
      60_000,
      'the invoice e-mail to be recorded as sent',
    );
    expect(shown).toEqual([
      expect.objectContaining({
        document_type: 'invoice',
        document_id: invoice.id,
        emails_to: 'buchhaltung@kunde.example',
        subject: 'Invoice {identifier}',
        message_id: mail.messageId,
        attempts: 1,
        last_error: null,
        sent_at: expect.stringMatching(/Z$/),
      }),
    ]);
  }, 120_000);

  it('refuses to e-mail a draft, and answers 404 for another account', async () => {
    const draft = await createInvoice({ status: 'draft' });
    const body = { subject: 'Draft', text: 'Not yet', emails_to: 'x@kunde.example' };
    await api().post(`/api/v1/invoices/${draft.id}/send_email`, body).expect(422);
    expect(await prisma.emailDelivery.count({ where: { documentId: draft.id } })).toBe(0);
    await api(b).post(`/api/v1/invoices/${draft.id}/send_email`, body).expect(404);
  });

  it('prints and e-mails a reminder with the amount due', async () => {
    const invoice = await createInvoice();
    const reminder = await created(
      api().post('/api/v1/invoice_reminders', {
        invoice_id: invoice.id,
        title: 'First reminder',
        text: '<p>Please pay.</p>',
        fee: 20,
        date: '2026-06-10',
        due_date: '2026-06-20',
      }),
    );
    const printed = await pdf(`/api/v1/invoice_reminders/${reminder.id}.pdf`);
    const text = await pdfText(printed.data);
    expect(text).toContain('First reminder');
    expect(text).toContain(invoice.identifier);
    expect(text.replace(/\s+/g, ' ')).toContain('Offener Betrag 1.263,15 CHF');
    await api(b).get(`/api/v1/invoice_reminders/${reminder.id}.pdf`).expect(404);
    await api()
      .post(`/api/v1/invoice_reminders/${reminder.id}/send_email`, {
        subject: 'Reminder {identifier}',
        text: 'Please pay.',
      })
      .expect(200);
    const { mail } = await smtp.waitForMail(
      (received) => received.subject === `Reminder ${invoice.identifier}`,
      90_000,
    );
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0].content, printed.data)).toBe(0);
  }, 120_000);
});
