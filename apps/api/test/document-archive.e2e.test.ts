import type request from 'supertest';
import { createHash } from 'node:crypto';
import { archiveDocumentFile, createPrismaClient, type PrismaClient } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import { binary, pdfText } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { startTestSmtpServer, type TestSmtpServer } from './support/test-smtp-server';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The archive through the API and a real worker (Chromium, SMTP): a sent invoice's PDF stays
 * what went out, whatever changes afterwards, and nothing of it goes with a deletion.
 */
describe('document archive: sent invoices answer what was sent', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let customerId: number;
  let paperId: number;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const pdf = async (path: string, account: TestAccount = a) => {
    const response = await api(account).get(path).buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.body as Buffer;
  };
  const createInvoice = (title: string) =>
    created(
      api().post('/api/v1/invoices', {
        customer_id: customerId,
        recipient_address: 'Kunde AG\nBahnhofstrasse 1\n8001 Zürich',
        date: '2026-05-04',
        due_date: '2026-06-03',
        title,
        tax: 8.1,
        currency: 'EUR',
        items: [{ type: 'item', title: 'Programming', quantity: 8, unit: 'h', unit_price: 125 }],
      }),
    );
  const archived = (documentId: number, kind = 'invoice') =>
    prisma.archivedDocument.findMany({
      where: { accountId: a.accountId, documentKind: kind as 'invoice', documentId },
      include: { file: true },
      orderBy: { id: 'asc' },
    });
  const sendEmail = async (invoiceId: number, subject: string) => {
    await api()
      .post(`/api/v1/invoices/${invoiceId}/send_email`, { subject, text: 'Please pay.' })
      .expect(200);
    return (await smtp.waitForMail((mail) => mail.subject === subject, 90_000)).mail;
  };
  /** Changes all the account's printed data: address, logo and the default paper's text. */
  const changeEverything = async (round: string) => {
    await api()
      .put('/api/v1/account', { street: `Neue Strasse ${round}`, zip: '10115', logo: PNG })
      .expect(200);
    await api()
      .put(`/api/v1/letter_papers/${paperId}`, { html: `<header>PAPER ${round}</header>` })
      .expect(200);
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp({}, { worker: { smtpUrl: smtp.url } });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await api().post('/api/v1/vat_code_sales', { code: 'UST81', tax: 8.1 }).expect(200);
    customerId = (
      await created(
        api().post('/api/v1/companies', {
          type: 'customer',
          name: 'Kunde AG',
          invoice_emails_to: 'buchhaltung@kunde.example',
        }),
      )
    ).id;
    paperId = (
      await created(
        api().post('/api/v1/letter_papers', {
          name: 'Branded',
          html: '<header>PAPER ONE</header>',
        }),
      )
    ).id;
    await prisma.account.update({
      where: { id: a.accountId },
      data: { defaultLetterPaperId: paperId },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
    await smtp.stop();
  });

  it('answers the e-mailed bytes after address, logo and letter paper changed', async () => {
    const invoice = await createInvoice('Sent by mail');
    const mail = await sendEmail(invoice.id, `Invoice ${invoice.identifier}`);
    const attached = mail.attachments[0]!.content;
    expect(await pdfText(attached)).toContain('PAPER ONE');
    const before = await pdf(`/api/v1/invoices/${invoice.id}.pdf`);
    expect(Buffer.compare(before, attached)).toBe(0);

    await changeEverything('TWO');
    // A new rendering would differ: an unsent twin prints the new paper.
    const twin = await createInvoice('Never sent');
    expect(await pdfText(await pdf(`/api/v1/invoices/${twin.id}.pdf`))).toContain('PAPER TWO');

    const after = await pdf(`/api/v1/invoices/${invoice.id}.pdf`);
    expect(Buffer.compare(after, attached)).toBe(0);
    // Whatever paper the request names: the invoice was issued once.
    const other = await pdf(`/api/v1/invoices/${invoice.id}.pdf?letter_paper_id=${paperId}&blank`);
    expect(Buffer.compare(other, attached)).toBe(0);
    const entries = await archived(invoice.id);
    expect(entries.map(({ format, reason, sha256 }) => [format, reason, sha256])).toEqual([
      ['pdf', 'sent', sha(attached)],
    ]);
    expect(entries[0]!.retentionUntil.toISOString().slice(0, 10)).toBe('2034-12-31');
    // Another account's id is a 404, archived or not.
    await api(b).get(`/api/v1/invoices/${invoice.id}.pdf`).expect(404);
  }, 180_000);

  it('stores an unchanged document sent twice once, and sends the same bytes again', async () => {
    const invoice = await createInvoice('Sent twice');
    const first = await sendEmail(invoice.id, `First ${invoice.identifier}`);
    await changeEverything('THREE');
    const second = await sendEmail(invoice.id, `Second ${invoice.identifier}`);
    expect(Buffer.compare(second.attachments[0]!.content, first.attachments[0]!.content)).toBe(0);
    expect(await archived(invoice.id)).toHaveLength(1);
    const files = await prisma.archivedFile.count({
      where: { accountId: a.accountId, sha256: sha(first.attachments[0]!.content) },
    });
    expect(files).toBe(1);
  }, 180_000);

  it('archives an invoice marked sent without e-mail, once the job ran', async () => {
    const invoice = await createInvoice('Sent by post');
    await api().put(`/api/v1/invoices/${invoice.id}/update_status`, { status: 'sent' }).expect(204);
    await waitUntil(
      async () => (await archived(invoice.id)).length === 1,
      90_000,
      'the archive job of the invoice marked sent',
    );
    const [entry] = await archived(invoice.id);
    expect(entry).toMatchObject({ format: 'pdf', reason: 'sent' });
    await changeEverything('FOUR');
    const served = await pdf(`/api/v1/invoices/${invoice.id}.pdf`);
    expect(Buffer.compare(served, Buffer.from(entry!.file.data))).toBe(0);
    expect(await pdfText(served)).not.toContain('PAPER FOUR');
  }, 180_000);

  it('freezes the first download of a sent invoice not archived yet', async () => {
    const invoice = await createInvoice('Archive job still waiting');
    // As if the archive job had not run yet: the invoice counts as sent, nothing is archived.
    await prisma.invoice.update({
      where: { id: invoice.id },
      data: { status: 'sent', sentAt: new Date(), locked: true },
    });
    const first = await pdf(`/api/v1/invoices/${invoice.id}.pdf`);
    expect((await archived(invoice.id)).map(({ reason }) => reason)).toEqual(['downloaded']);
    await changeEverything('FIVE');
    expect(Buffer.compare(await pdf(`/api/v1/invoices/${invoice.id}.pdf`), first)).toBe(0);
  }, 180_000);

  it('keeps a deleted sent invoice: tombstone and archived PDF stay, no delete removes it', async () => {
    const invoice = await createInvoice('Deleted after sending');
    const mail = await sendEmail(invoice.id, `Deleted ${invoice.identifier}`);
    await api().delete(`/api/v1/invoices/${invoice.id}`, { reason: 'Issued in error' }).expect(204);
    await api().get(`/api/v1/invoices/${invoice.id}.pdf`).expect(404);
    const stone = await prisma.deletionTombstone.findFirst({
      where: { entityType: 'Invoice', entityId: invoice.id },
    });
    expect(stone).toMatchObject({ accountId: a.accountId, reason: 'Issued in error' });
    const entries = await archived(invoice.id);
    expect(entries).toHaveLength(1);
    expect(Buffer.compare(Buffer.from(entries[0]!.file.data), mail.attachments[0]!.content)).toBe(
      0,
    );
    // No route deletes archive rows, and the database refuses it inside the retention.
    await expect(
      prisma.$executeRaw`DELETE FROM archived_documents WHERE id = ${entries[0]!.id}`,
    ).rejects.toThrow(/kept until 2034-12-31/);
    await expect(
      prisma.$executeRaw`UPDATE archived_files SET content_type = 'x' WHERE account_id = ${a.accountId}`,
    ).rejects.toThrow(/never changed/);
    expect(await archived(invoice.id)).toHaveLength(1);
  }, 180_000);

  it('answers a timesheet from the archive once one was e-mailed, never archives a download', async () => {
    const invoice = await createInvoice('Timesheet mailed');
    await api().put(`/api/v1/invoices/${invoice.id}/update_status`, { status: 'sent' }).expect(204);
    // No billed hours: nothing to print, and a sent invoice does not archive its timesheet.
    await api().get(`/api/v1/invoices/${invoice.id}/timesheet.pdf`).expect(404);
    expect(await archived(invoice.id, 'invoice_timesheet')).toEqual([]);
    // As the e-mail job stores a timesheet it attached.
    const mailed = Buffer.from('%PDF-1.4\nmailed timesheet\n%%EOF\n');
    await archiveDocumentFile(prisma, {
      accountId: a.accountId,
      documentKind: 'invoice_timesheet',
      documentId: invoice.id,
      format: 'pdf',
      filename: `${invoice.identifier}-Stundennachweis.pdf`,
      contentType: 'application/pdf',
      data: mailed,
      reason: 'sent',
      retentionUntil: '2034-12-31',
    });
    const served = await pdf(`/api/v1/invoices/${invoice.id}/timesheet.pdf`);
    expect(Buffer.compare(served, mailed)).toBe(0);
    await api(b).get(`/api/v1/invoices/${invoice.id}/timesheet.pdf`).expect(404);
  }, 180_000);

  it('answers a sent reminder as archived when it went out', async () => {
    const invoice = await createInvoice('Reminded');
    const reminder = await created(
      api().post('/api/v1/invoice_reminders', {
        invoice_id: invoice.id,
        title: 'First reminder',
        text: '<p>Please pay.</p>',
        fee: 5,
        date: '2027-02-10',
        due_date: '2027-02-20',
      }),
    );
    await api()
      .post(`/api/v1/invoice_reminders/${reminder.id}/send_email`, {
        subject: `Reminder ${reminder.id}`,
        text: 'Please pay.',
      })
      .expect(200);
    const { mail } = await smtp.waitForMail((m) => m.subject === `Reminder ${reminder.id}`, 90_000);
    await changeEverything('SIX');
    const served = await pdf(`/api/v1/invoice_reminders/${reminder.id}.pdf`);
    expect(Buffer.compare(served, mail.attachments[0]!.content)).toBe(0);
    const [entry] = await archived(reminder.id, 'invoice_reminder');
    expect(entry!.retentionUntil.toISOString().slice(0, 10)).toBe('2035-12-31');
  }, 180_000);
});
