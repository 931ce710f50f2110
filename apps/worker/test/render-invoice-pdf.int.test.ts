import {
  createPrismaClient,
  createTestDatabase,
  type JobPayloads,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import {
  EmptyTimesheetError,
  buildDocument,
  creditorReferenceFor,
  isValidCreditorReference,
  qrReferenceFor,
  type DocumentRequest,
} from '@faktura/documents';
import { Client } from 'pg';
import { renderDocumentPdf } from '../src/documents/document-pdf.renderer';
import { createRenderPdfHandler } from '../src/jobs/documents-render-pdf/render-pdf.handler';
import { silentLogger } from '../src/logger';
import { closePdfRenderer } from '../src/pdf/pdf-renderer';
import type { ClaimedJob } from '../src/runner/job.types';
import { seedInvoice, seedSeller } from './support/invoice-test-data';
import { decodePageQrCodes, pdfPageTexts, pdfText } from './support/pdf-inspect';

const publicUrl = 'https://faktura.example.com';
const renderPdfHandler = createRenderPdfHandler({ publicUrl });
type Seller = Awaited<ReturnType<typeof seedSeller>>;
type RenderPayload = JobPayloads['documents.render-pdf'];

// The seven empty lines of the ultimate creditor, reserved for future use.
const ULTIMATE_CREDITOR = ['', '', '', '', '', '', ''];
// The customer's recipient address as a structured (type S) debtor.
const ACME_DEBTOR = ['S', 'Acme AG', 'Grosse Marktgasse', '28', '9400', 'Rorschach', 'CH'];

// Positions net 8355.00. CHF at 8.1 %: tax 676.76, gross 9031.76, 2 % cash discount 180.64.
// EUR at 19 %: tax 1587.45, gross 9942.45, 2 % cash discount 198.85.
describe('invoice, reminder and timesheet PDFs', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let swiss: Seller;
  let german: Seller;
  let chfInvoiceId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 4 });
    // The QR-IBAN beside the ordinary IBAN is the one a CHF QR-bill names.
    swiss = await seedSeller(prisma, {
      iban: 'CH93 0076 2011 6238 5295 7',
      qrIban: 'CH44 3199 9123 0008 8901 2',
      countryCode: 'CH',
      street: 'Bahnhofstrasse 7',
      zip: '8001',
      city: 'Zürich',
    });
    german = await seedSeller(
      prisma,
      {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        countryCode: 'DE',
        street: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
      },
      'DE',
    );
    chfInvoiceId = (
      await seedInvoice(prisma, swiss, { identifier: 'R260001', currency: 'CHF', tax: 8.1 })
    ).id;
  });

  afterAll(async () => {
    await closePdfRenderer();
    await prisma.$disconnect();
    await db.drop();
  });

  const runJob = (accountId: number, payload: RenderPayload, jobId = '1') =>
    renderPdfHandler({
      job: {
        id: jobId,
        type: 'documents.render-pdf',
        payload,
        accountId,
        attempts: 1,
        maxAttempts: 5,
        steps: {},
      } as ClaimedJob & { payload: RenderPayload },
      prisma,
      log: silentLogger,
      step: async (_name, work) => work(),
    });

  const render = async (seller: Seller, kind: DocumentRequest['kind'], documentId: number) => {
    const { fileId } = await renderDocumentPdf(prisma, {
      kind,
      accountId: seller.account.id,
      documentId,
      letterPaperId: null,
      publicUrl,
    });
    return prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } });
  };

  it('prints a CHF invoice with a Swiss QR-bill on its own last page', async () => {
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const notes: string[] = [];
    listener.on('notification', (note) => notes.push(note.payload ?? ''));
    await listener.query('LISTEN faktura_documents');
    try {
      await runJob(
        swiss.account.id,
        {
          kind: 'invoice',
          documentId: chfInvoiceId,
          letterPaperId: null,
        },
        '7',
      );
      const { contentHash } = await buildDocument(prisma, {
        kind: 'invoice',
        accountId: swiss.account.id,
        documentId: chfInvoiceId,
        letterPaperId: null,
        publicUrl,
      });
      await waitFor(() => notes.length > 0);
      expect(notes).toEqual([`invoice:${chfInvoiceId}:${contentHash}:7`]);
    } finally {
      await listener.end();
    }
    const rendered = await prisma.renderedDocument.findFirstOrThrow({
      where: { accountId: swiss.account.id, documentKind: 'invoice', documentId: chfInvoiceId },
      include: { file: true },
    });
    expect(rendered.file.filename).toBe('R260001.pdf');
    const pages = await pdfPageTexts(rendered.file.data);
    expect(pages).toHaveLength(3);
    const text = pages.join('\n');
    for (const expected of [
      'Invoice R260001',
      'Service period 03/2026',
      'Web shop relaunch',
      'Design phase',
      'designed the new shop.',
      'Concept workshop',
      'Wireframes',
      'Design subtotal',
      'Build phase',
      'Implementation lump sum',
      'Total so far',
      '2400.00 CHF',
      '3355.00 CHF',
      '8355.00 CHF',
      'VAT 8.1 %',
      '676.76 CHF',
      '9031.76 CHF',
      'Dear Acme AG, we charge 9031.76 for 03/2026.',
      'Regards, Olga Muster. 2 % off within 10 days.',
      'Payable by 2026-04-01 (within 30 days).',
      '2 % cash discount if paid within 10 days: 8851.12 CHF',
      '1 / 3',
      '2 / 3',
    ]) {
      expect(text).toContain(expected);
    }
    // The account's locale is de-CH: the swissqrbill renderer labels the bill in German.
    expect(pages[2]).toContain('Zahlteil');
    expect(pages[2]).toContain('Empfangsschein');
    expect(pages[2]).toContain('CH44 3199 9123 0008 8901 2');
    expect(pages[0]).not.toContain('Zahlteil');

    const codes = await decodePageQrCodes(rendered.file.data);
    expect(codes.map((code) => code.page)).toEqual([3]);
    expect(codes[0]!.text.split('\n')).toEqual([
      ...['SPC', '0200', '1', 'CH4431999123000889012'],
      ...['S', 'Seller AG', 'Bahnhofstrasse', '7', '8001', 'Zürich', 'CH'],
      ...ULTIMATE_CREDITOR,
      ...['9031.76', 'CHF'],
      ...ACME_DEBTOR,
      ...['QRR', qrReferenceFor(chfInvoiceId), 'R260001', 'EPD'],
    ]);
  });

  it('prints an ISO 11649 reference on a QR-bill to an ordinary IBAN, in English', async () => {
    const ordinary = await seedSeller(prisma, {
      iban: 'CH93 0076 2011 6238 5295 7',
      countryCode: 'CH',
      street: 'Rue du Lac 1268',
      zip: '2501',
      city: 'Biel',
    });
    await prisma.company.update({
      where: { id: ordinary.customer.id },
      data: { alternativeLanguage: true },
    });
    const invoice = await seedInvoice(prisma, ordinary, {
      identifier: 'R260005',
      currency: 'CHF',
      tax: 8.1,
    });
    const file = await render(ordinary, 'invoice', invoice.id);
    const pages = await pdfPageTexts(file.data);
    expect(pages[2]).toContain('Payment part');
    expect(pages[2]).toContain('Receipt');
    const codes = await decodePageQrCodes(file.data);
    expect(codes.map((code) => code.page)).toEqual([3]);
    expect(codes[0]!.text.split('\n')).toEqual([
      ...['SPC', '0200', '1', 'CH9300762011623852957'],
      ...['S', 'Seller AG', 'Rue du Lac', '1268', '2501', 'Biel', 'CH'],
      ...ULTIMATE_CREDITOR,
      ...['9031.76', 'CHF'],
      ...ACME_DEBTOR,
      ...['SCOR', creditorReferenceFor('R260005'), 'R260005', 'EPD'],
    ]);
    expect(isValidCreditorReference(codes[0]!.text.split('\n')[28]!)).toBe(true);
  });

  it('prints a EUR invoice with an EPC code beside the payment terms', async () => {
    const invoice = await seedInvoice(prisma, german, {
      identifier: 'R260001',
      currency: 'EUR',
      tax: 19,
      creditorReference: 'RF18 5390 0754 7034',
    });
    const file = await render(german, 'invoice', invoice.id);
    const text = await pdfText(file.data);
    for (const expected of [
      '8355.00 EUR',
      'VAT 19 %',
      '1587.45 EUR',
      '9942.45 EUR',
      '2 % cash discount if paid within 10 days: 9743.60 EUR',
      'Reference: RF18 5390 0754 7034',
      'Scan to pay 9942.45 EUR',
      'Service period 03/2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Zahlteil|Payment part/);
    const codes = await decodePageQrCodes(file.data);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.text.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Seller AG',
      'DE89370400440532013000',
      'EUR9942.45',
      '',
      'RF18539007547034',
    ]);
  });

  it('prints no QR code for USD, without an IBAN, for drafts and for reversals', async () => {
    const noIban = await seedSeller(prisma, {
      countryCode: 'DE',
      street: 'Hauptstr. 1',
      zip: '10115',
      city: 'Berlin',
    });
    const usd = await seedInvoice(prisma, swiss, {
      identifier: 'R260002',
      currency: 'USD',
      tax: 0,
    });
    const eurWithoutIban = await seedInvoice(prisma, noIban, {
      identifier: 'R260001',
      currency: 'EUR',
      tax: 19,
    });
    const draft = await seedInvoice(prisma, swiss, { identifier: null, currency: 'CHF', tax: 8.1 });
    const reversal = await seedInvoice(prisma, swiss, {
      identifier: 'R260003',
      currency: 'CHF',
      tax: 8.1,
      negate: true,
      reversedInvoiceId: chfInvoiceId,
    });
    const files = [
      await render(swiss, 'invoice', usd.id),
      await render(noIban, 'invoice', eurWithoutIban.id),
      await render(swiss, 'invoice', draft.id),
      await render(swiss, 'invoice', reversal.id),
    ];
    // Decoding page images is slow under jest; drafts and reversals are covered by their text
    // here and by their views in packages/documents.
    for (const file of files.slice(0, 2)) {
      expect(await decodePageQrCodes(file.data)).toEqual([]);
    }
    const texts = await Promise.all(files.map((file) => pdfText(file.data)));
    for (const text of texts) {
      expect(text).not.toMatch(/Zahlteil|Payment part/);
      expect(text).not.toContain('Scan to pay');
    }
    expect(files[0]!.filename).toBe('R260002.pdf');
    expect(texts[0]).toContain('8355.00 USD');
    expect(texts[1]).toContain('9942.45 EUR');
    expect(files[2]!.filename).toBe(`invoice-draft-${draft.id}.pdf`);
    expect(texts[2]).toContain('Invoice Draft');
    expect(texts[3]).toContain('This invoice reverses invoice R260001.');
    expect(texts[3]).toContain('-9031.76 CHF');
    expect(texts[3]).not.toContain('Payable by');
  }, 120_000);

  it('prints a reminder with the amount now due and a QR-bill for it', async () => {
    await prisma.invoicePayment.create({
      data: {
        accountId: swiss.account.id,
        invoiceId: chfInvoiceId,
        date: new Date('2026-04-05'),
        paidTotal: 1000,
        currency: 'CHF',
      },
    });
    const reminder = await prisma.invoiceReminder.create({
      data: {
        accountId: swiss.account.id,
        invoiceId: chfInvoiceId,
        title: 'Friendly reminder',
        date: new Date('2026-04-10'),
        dueDate: new Date('2026-04-24'),
        fee: 20,
        text: '<p>Our invoice {identifier} is still open.</p>',
      },
    });
    await runJob(swiss.account.id, {
      kind: 'invoice_reminder',
      documentId: reminder.id,
      letterPaperId: null,
    });
    const rendered = await prisma.renderedDocument.findFirstOrThrow({
      where: {
        accountId: swiss.account.id,
        documentKind: 'invoice_reminder',
        documentId: reminder.id,
      },
      include: { file: true },
    });
    expect(rendered.file.filename).toBe('R260001-reminder-1.pdf');
    const text = await pdfText(rendered.file.data);
    for (const expected of [
      'Friendly reminder',
      'Our invoice R260001 is still open.',
      'Reminder no. 1',
      'Due date 2026-04-24',
      'Invoice R260001 of 2026-03-02',
      '9031.76 CHF',
      'Paid so far',
      '1000.00 CHF',
      'Reminder fee',
      '20.00 CHF',
      'Amount due',
      '8051.76 CHF',
      'Please pay 8051.76 CHF by 2026-04-24.',
      'Zahlteil',
    ]) {
      expect(text).toContain(expected);
    }
    const codes = await decodePageQrCodes(rendered.file.data);
    expect(codes).toHaveLength(1);
    const lines = codes[0]!.text.split('\n');
    expect(lines[3]).toBe('CH4431999123000889012');
    expect(lines.slice(18, 20)).toEqual(['8051.76', 'CHF']);
    // The reminder asks for the invoice: the same QR reference, so the payment matches it.
    expect(lines.slice(27)).toEqual(['QRR', qrReferenceFor(chfInvoiceId), 'R260001', 'EPD']);
  });

  it('prints the timesheet of the billed activities, and refuses one without hours', async () => {
    const accountId = swiss.account.id;
    const colleague = await prisma.user.create({
      data: { accountId, firstname: 'Sam', lastname: 'Beispiel', email: 'sam@seller.test' },
    });
    const project = await prisma.project.create({
      data: {
        accountId,
        identifier: 'P1',
        name: 'Shop',
        companyId: swiss.customer.id,
        currency: 'CHF',
      },
    });
    const task = await prisma.projectTask.create({
      data: { accountId, projectId: project.id, name: 'Development' },
    });
    const activity = (date: string, hours: string, userId: number, description: string) =>
      prisma.activity.create({
        data: {
          accountId,
          date: new Date(date),
          hours,
          description,
          userId,
          projectId: project.id,
          taskId: task.id,
          invoiceId: chfInvoiceId,
          billed: true,
        },
      });
    await activity('2026-03-03', '2.5', swiss.user.id, 'Concept workshop preparation');
    await activity('2026-03-04', '6.25', colleague.id, 'Wireframes checkout');
    await runJob(accountId, {
      kind: 'invoice_timesheet',
      documentId: chfInvoiceId,
      letterPaperId: null,
    });
    const rendered = await prisma.renderedDocument.findFirstOrThrow({
      where: { accountId, documentKind: 'invoice_timesheet', documentId: chfInvoiceId },
      include: { file: true },
    });
    expect(rendered.file.filename).toBe('R260001-timesheet.pdf');
    const text = await pdfText(rendered.file.data);
    for (const expected of [
      'Timesheet: Web shop relaunch',
      'Invoice R260001',
      '2026-03-03',
      'Olga Muster',
      'Concept workshop preparation',
      '2.50',
      '2026-03-04',
      'Sam Beispiel',
      'Wireframes checkout',
      '6.25',
      'Total hours',
      '8.75',
    ]) {
      expect(text).toContain(expected);
    }

    const empty = await seedInvoice(prisma, swiss, {
      identifier: 'R260004',
      currency: 'CHF',
      tax: 8.1,
    });
    await expect(render(swiss, 'invoice_timesheet', empty.id)).rejects.toBeInstanceOf(
      EmptyTimesheetError,
    );
    await expect(
      runJob(accountId, { kind: 'invoice_timesheet', documentId: empty.id, letterPaperId: null }),
    ).rejects.toBeInstanceOf(EmptyTimesheetError);
  });

  it('prints invoices on the account default paper unless asked for blank', async () => {
    const accountId = german.account.id;
    const paper = await prisma.letterPaper.create({
      data: { accountId, name: 'Branded', html: '<header>SELLER LETTERHEAD</header>' },
    });
    await prisma.account.update({
      where: { id: accountId },
      data: { defaultLetterPaperId: paper.id },
    });
    const invoice = await seedInvoice(prisma, german, {
      identifier: 'R260002',
      currency: 'EUR',
      tax: 19,
    });
    await runJob(accountId, { kind: 'invoice', documentId: invoice.id, letterPaperId: null });
    await runJob(accountId, {
      kind: 'invoice',
      documentId: invoice.id,
      letterPaperId: null,
      blank: true,
    });
    const rows = await prisma.renderedDocument.findMany({
      where: { accountId, documentKind: 'invoice', documentId: invoice.id },
      include: { file: true },
      orderBy: { id: 'asc' },
    });
    expect(rows).toHaveLength(2);
    expect(await pdfText(rows[0]!.file.data)).toContain('SELLER LETTERHEAD');
    expect(await pdfText(rows[1]!.file.data)).not.toContain('SELLER LETTERHEAD');
  });

  it('does not print an invoice of another account', async () => {
    await expect(render(german, 'invoice', chfInvoiceId)).rejects.toThrow('not found');
  });
});

async function waitFor(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the notification');
    await new Promise((done) => setTimeout(done, 20));
  }
}
