import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import { buildDocument } from '@faktura/documents';
import { simpleParser } from 'mailparser';
import type { Pool } from 'pg';
import { closePdfRenderer } from '../src/pdf/pdf-renderer';
import { createJobHandlers } from '../src/handlers/job-handlers';
import { silentLogger } from '../src/logger';
import { JobRunner } from '../src/runner/job-runner';
import { seedInvoiceDelivery } from './support/invoice-test-data';
import { startTestSmtpServer, type TestSmtpServer } from './support/mail-test-data';
import { pdfText } from './support/pdf-inspect';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

const publicUrl = 'http://localhost:3000';

/** The production handler list: invoice and reminder e-mails carry their rendered PDFs. */
describe('email.send with invoice documents', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let smtp: TestSmtpServer;
  let runner: JobRunner;
  let seed: Awaited<ReturnType<typeof seedInvoiceDelivery>>;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
    smtp = await startTestSmtpServer();
    const handlers = createJobHandlers({
      prisma,
      mail: { smtpUrl: smtp.url, defaultFrom: 'Faktura <no-reply@localhost>' },
      publicUrl,
    });
    runner = new JobRunner(
      { pool, prisma, databaseUrl: db.url, handlers, log: silentLogger },
      { requiredTypes: Object.keys(handlers), pollIntervalMs: 100 },
    );
    await runner.start();
    seed = await seedInvoiceDelivery(prisma);
  });

  afterAll(async () => {
    await runner.stop();
    await closePdfRenderer();
    await smtp.stop();
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  const send = async (deliveryId: number) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, account_id, payload, updated_at) VALUES ('email.send', $1, $2, now()) RETURNING id::text`,
      [seed.account.id, JSON.stringify({ deliveryId })],
    );
    await waitFor(
      async () => (await jobState(pool, rows[0].id)).status === 'completed',
      60_000,
      'the e-mail job',
    );
    return simpleParser(smtp.messages[smtp.messages.length - 1]!.raw);
  };

  it('attaches the invoice PDF byte-identical to the cached render, then the uploads', async () => {
    const mail = await send(seed.invoiceDelivery.id);
    expect(mail.subject).toBe("Invoice R260001 over 9'031.76");
    // Amounts and dates as the de-CH PDF writes them; variables of another document kind stay
    // as they are.
    expect(mail.text?.trim()).toBe(
      "Pay by 01.04.2026 (2 % off: 8'851.12). Sam Beispiel {customer_approval_link}",
    );
    const { contentHash } = await buildDocument(prisma, {
      kind: 'invoice',
      accountId: seed.account.id,
      documentId: seed.invoice.id,
      letterPaperId: seed.paper.id,
      publicUrl,
    });
    const rendered = await prisma.renderedDocument.findFirstOrThrow({
      where: {
        accountId: seed.account.id,
        documentKind: 'invoice',
        documentId: seed.invoice.id,
        contentHash,
      },
      include: { file: true },
    });
    expect(mail.attachments.map((file) => file.filename)).toEqual(['R260001.pdf', 'terms.pdf']);
    expect(Buffer.compare(mail.attachments[0]!.content, Buffer.from(rendered.file.data))).toBe(0);
    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain('SELLER LETTERHEAD');
    // A de-CH account: the PDF in German with Swiss amounts.
    expect(text).toContain("CHF 9'031.76");
    expect(Buffer.compare(mail.attachments[1]!.content, seed.uploadData)).toBe(0);
  });

  it("attaches only the reminder's PDF to a reminder e-mail, with the reminder's dates", async () => {
    const mail = await send(seed.reminderDelivery.id);
    expect(mail.subject).toBe("Invoice R260001 over 9'031.76");
    expect(mail.text?.trim()).toBe(
      "Pay by 24.04.2026 (2 % off: 8'851.12). Sam Beispiel {customer_approval_link}",
    );
    // The attachment is named in the customer's language.
    expect(mail.attachments.map((file) => file.filename)).toEqual(['R260001-Mahnung-1.pdf']);
    const rendered = await prisma.renderedDocument.findFirstOrThrow({
      where: {
        accountId: seed.account.id,
        documentKind: 'invoice_reminder',
        documentId: seed.reminder.id,
      },
      include: { file: true },
    });
    expect(Buffer.compare(mail.attachments[0]!.content, Buffer.from(rendered.file.data))).toBe(0);
    expect(await pdfText(mail.attachments[0]!.content)).toContain("CHF 9'051.76");
  });

  it("ends a direct debit invoice's e-mail with its pre-notification", async () => {
    const accountId = seed.account.id;
    await prisma.account.update({
      where: { id: accountId },
      data: { sepaCreditorId: 'DE98ZZZ09999999999' },
    });
    await prisma.company.update({
      where: { id: seed.customer.id },
      data: { defaultPaymentMeans: 'direct_debit' },
    });
    await prisma.sepaMandate.create({
      data: {
        accountId,
        companyId: seed.customer.id,
        reference: 'M-2026-7',
        signedOn: new Date('2026-01-15'),
        iban: 'DE02120300000000202051',
        debtorName: 'Acme AG',
      },
    });
    const delivery = await prisma.emailDelivery.create({
      data: {
        accountId,
        documentKind: 'invoice',
        documentId: seed.invoice.id,
        userId: seed.sender.id,
        letterPaperId: seed.paper.id,
        emailsTo: ['billing@acme.example'],
        subject: 'Invoice {identifier}',
        text: 'Thank you. {me}',
      },
    });
    const mail = await send(delivery.id);
    const notice =
      /^Thank you\. Sam Beispiel\n\nDer Betrag wird am \d{2}\.\d{2}\.\d{4} per SEPA-Lastschrift von Ihrem Konto mit der IBAN \*{4}2051 eingezogen \(Mandatsreferenz M-2026-7, Gläubiger-Identifikationsnummer DE98ZZZ09999999999\)\.$/;
    expect(mail.text?.trim()).toMatch(notice);
    // The invoice went out before (the first test): its PDF goes again as archived, unchanged.
    expect(mail.attachments.map((file) => file.filename)).toEqual(['R260001.pdf', 'terms.pdf']);
  });
});
