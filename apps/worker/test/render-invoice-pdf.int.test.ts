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
import { printedPaymentReference } from '@faktura/domain';
import { Client } from 'pg';
import { renderDocumentPdf } from '../src/document-rendering/document-pdf.renderer';
import { createRenderPdfHandler } from '../src/handlers/documents-render-pdf/render-pdf.handler';
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

// pdf.js reads table cells with tabs between them and Intl's no-break spaces as spaces.
const flat = (text: string) => text.replace(/\s+/g, ' ');
// The lang attribute of a document's HTML page.
const langOf = (built: { html: string }) => /<html lang="([^"]*)"/.exec(built.html)?.[1];

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

  const request = (
    seller: Seller,
    kind: DocumentRequest['kind'],
    documentId: number,
  ): DocumentRequest => ({
    kind,
    accountId: seller.account.id,
    documentId,
    letterPaperId: null,
    publicUrl,
  });

  const render = async (seller: Seller, kind: DocumentRequest['kind'], documentId: number) => {
    const { fileId } = await renderDocumentPdf(prisma, request(seller, kind, documentId));
    return prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } });
  };

  /** Bills activities (date, hours, user, description) on the invoice, in a new project. */
  const billActivities = async (
    seller: Seller,
    invoiceId: number,
    rows: ReadonlyArray<readonly [date: string, hours: string, userId: number, text: string]>,
  ) => {
    const accountId = seller.account.id;
    const project = await prisma.project.create({
      data: {
        accountId,
        identifier: `P${invoiceId}`,
        name: 'Shop',
        companyId: seller.customer.id,
        currency: 'CHF',
      },
    });
    const task = await prisma.projectTask.create({
      data: { accountId, projectId: project.id, name: 'Development' },
    });
    for (const [date, hours, userId, description] of rows) {
      await prisma.activity.create({
        data: {
          accountId,
          date: new Date(date),
          hours,
          description,
          userId,
          projectId: project.id,
          taskId: task.id,
          invoiceId,
          billed: true,
        },
      });
    }
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
    const pages = (await pdfPageTexts(rendered.file.data)).map(flat);
    expect(pages).toHaveLength(3);
    const text = pages.join('\n');
    // A de-CH account: German labels, Swiss numbers and dates; the user's texts as written.
    expect(langOf(await buildDocument(prisma, request(swiss, 'invoice', chfInvoiceId)))).toBe('de');
    for (const expected of [
      'Rechnung R260001',
      'Datum 02.03.2026',
      'Leistungszeitraum 03/2026',
      'Web shop relaunch',
      'Design phase',
      'designed the new shop.',
      'Concept workshop',
      'Wireframes',
      'Design subtotal',
      'Build phase',
      'Implementation lump sum',
      'Total so far',
      "CHF 2'400.00",
      "CHF 3'355.00",
      "Nettobetrag CHF 8'355.00",
      'MwSt. 8.1% CHF 676.76',
      "Gesamtbetrag CHF 9'031.76",
      // The amount variable as de-CH writes amounts, without the currency.
      "Dear Acme AG, we charge 9'031.76 for 03/2026.",
      'Regards, Olga Muster. 2 % off within 10 days.',
      'Zahlbar bis 01.04.2026 (innerhalb von 30 Tagen).',
      "2% Skonto bei Zahlung innerhalb von 10 Tagen: CHF 8'851.12",
      '1 / 3',
      '2 / 3',
    ]) {
      expect(text).toContain(expected);
    }
    // The account's locale is de-CH: the swissqrbill renderer labels the bill in German.
    expect(pages[2]).toContain('Zahlteil zur Rechnung R260001');
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
    const pages = (await pdfPageTexts(file.data)).map(flat);
    // The company asks for English: English labels, the account's Swiss numbers.
    const built = await buildDocument(prisma, request(ordinary, 'invoice', invoice.id));
    expect(langOf(built)).toBe('en');
    for (const expected of [
      'Invoice R260005',
      'Date 02.03.2026',
      'Service period 03/2026',
      'Unit price',
      "Net total CHF 8'355.00",
      'VAT 8.1% CHF 676.76',
      "Gross total CHF 9'031.76",
      'Payable by 01.04.2026 (within 30 days).',
    ]) {
      expect(pages[0]! + pages[1]!).toContain(expected);
    }
    expect(pages[2]).toContain('Payment slip for invoice R260005');
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
    const text = flat(await pdfText(file.data));
    // A de-DE account: German labels, `23.11.2026` dates and `5.570,00 €` amounts.
    expect(langOf(await buildDocument(prisma, request(german, 'invoice', invoice.id)))).toBe('de');
    for (const expected of [
      'Rechnung R260001',
      'Datum 02.03.2026',
      'Fällig am 01.04.2026',
      'Beschreibung Menge Einheit Einzelpreis Gesamt',
      '2 days 1.200,00 € 2.400,00 €',
      'Nettobetrag 8.355,00 €',
      'MwSt. 19 % 1.587,45 €',
      'Gesamtbetrag 9.942,45 €',
      '2 % Skonto bei Zahlung innerhalb von 10 Tagen: 9.743,60 €',
      'Referenz: RF18 5390 0754 7034',
      'Scannen und 9.942,45 € bezahlen',
      'Leistungszeitraum 03/2026',
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
    const texts = await Promise.all(files.map(async (file) => flat(await pdfText(file.data))));
    for (const text of texts) {
      expect(text).not.toMatch(/Zahlteil|Payment part/);
      expect(text).not.toContain('Scannen und');
    }
    expect(files[0]!.filename).toBe('R260002.pdf');
    expect(texts[0]).toContain("$ 8'355.00");
    expect(texts[1]).toContain('9.942,45 €');
    expect(files[2]!.filename).toBe(`Rechnungsentwurf-${draft.id}.pdf`);
    expect(texts[2]).toContain('Rechnung Entwurf');
    expect(texts[3]).toContain('Diese Rechnung storniert die Rechnung R260001.');
    expect(texts[3]).toContain("CHF-9'031.76");
    expect(texts[3]).not.toContain('Zahlbar bis');
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
    // As POST /invoices stores it for a CHF invoice of an account with a QR-IBAN.
    await prisma.invoice.update({
      where: { id: chfInvoiceId },
      data: { creditorReference: qrReferenceFor(chfInvoiceId) },
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
    expect(rendered.file.filename).toBe('R260001-Mahnung-1.pdf');
    const text = flat(await pdfText(rendered.file.data));
    for (const expected of [
      'Friendly reminder',
      'Our invoice R260001 is still open.',
      'Mahnung Nr. 1',
      'Fällig am 24.04.2026',
      "Rechnung R260001 vom 02.03.2026, fällig am 01.04.2026 CHF 9'031.76",
      "Bereits bezahlt CHF 1'000.00",
      'Mahngebühr CHF 20.00',
      "Offener Betrag CHF 8'051.76",
      "Bitte zahlen Sie CHF 8'051.76 bis 24.04.2026.",
      'Zahlteil zur Rechnung R260001',
      `Referenz: ${printedPaymentReference(qrReferenceFor(chfInvoiceId))}`,
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
    await billActivities(swiss, chfInvoiceId, [
      ['2026-03-03', '2.5', swiss.user.id, 'Concept workshop preparation'],
      ['2026-03-04', '6.25', colleague.id, 'Wireframes checkout'],
    ]);
    await runJob(accountId, {
      kind: 'invoice_timesheet',
      documentId: chfInvoiceId,
      letterPaperId: null,
    });
    const rendered = await prisma.renderedDocument.findFirstOrThrow({
      where: { accountId, documentKind: 'invoice_timesheet', documentId: chfInvoiceId },
      include: { file: true },
    });
    expect(rendered.file.filename).toBe('R260001-Stundennachweis.pdf');
    const text = flat(await pdfText(rendered.file.data));
    for (const expected of [
      'Stundennachweis: Web shop relaunch',
      'Rechnung R260001',
      'Datum Mitarbeiter Beschreibung Stunden',
      '03.03.2026 Olga Muster Concept workshop preparation 2.50',
      '04.03.2026 Sam Beispiel Wireframes checkout 6.25',
      'Summe der Stunden 8.75',
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

  it('prints invoice, reminder and timesheet in French for a fr-CH account, in CHF', async () => {
    const romand = await seedSeller(prisma, {
      iban: 'CH93 0076 2011 6238 5295 7',
      countryCode: 'CH',
      street: 'Rue du Lac 1268',
      zip: '2501',
      city: 'Biel',
    });
    await prisma.account.update({ where: { id: romand.account.id }, data: { locale: 'fr-CH' } });
    const invoice = await seedInvoice(prisma, romand, {
      identifier: 'R260007',
      currency: 'CHF',
      tax: 8.1,
    });
    const reminder = await prisma.invoiceReminder.create({
      data: {
        accountId: romand.account.id,
        invoiceId: invoice.id,
        date: new Date('2026-04-10'),
        dueDate: new Date('2026-04-24'),
        fee: 20,
      },
    });
    await billActivities(romand, invoice.id, [['2026-03-03', '2.5', romand.user.id, 'Atelier']]);
    const kinds = [
      ['invoice', invoice.id],
      ['invoice_reminder', reminder.id],
      ['invoice_timesheet', invoice.id],
    ] as const;
    for (const [kind, id] of kinds) {
      expect(langOf(await buildDocument(prisma, request(romand, kind, id)))).toBe('fr');
    }
    const [bill, letter, sheet] = await Promise.all(
      kinds.map(([kind, id]) => render(romand, kind, id)),
    );
    // fr-CH writes amounts `9 031.76 CHF`, percentages `8,1%` and dates `01.04.2026`.
    const billText = flat(await pdfText(bill!.data));
    for (const expected of [
      'Facture R260007',
      'Date 02.03.2026',
      'Échéance 01.04.2026',
      'Période de prestation 03/2026',
      'Description Quantité Unité Prix unitaire Total',
      'Total net 8 355.00 CHF',
      'TVA 8,1% 676.76 CHF',
      'Total TTC 9 031.76 CHF',
      "Payable jusqu'au 01.04.2026 (dans les 30 jours).",
      'Escompte de 2% en cas de paiement dans les 10 jours : 8 851.12 CHF',
      'Bulletin de versement pour la facture R260007',
      'Section paiement',
    ]) {
      expect(billText).toContain(expected);
    }
    expect(bill!.filename).toBe('R260007.pdf');
    const letterText = flat(await pdfText(letter!.data));
    for (const expected of [
      'Rappel de paiement',
      'Rappel n° 1',
      'Facture R260007 du 02.03.2026, échue le 01.04.2026 9 031.76 CHF',
      'Frais de rappel 20.00 CHF',
      'Montant dû 9 051.76 CHF',
      "Veuillez payer 9 051.76 CHF jusqu'au 24.04.2026.",
    ]) {
      expect(letterText).toContain(expected);
    }
    expect(letter!.filename).toBe('R260007-rappel-1.pdf');
    const sheetText = flat(await pdfText(sheet!.data));
    for (const expected of [
      'Relevé des heures : Web shop relaunch',
      'Date Collaborateur Description Heures',
      '03.03.2026 Olga Muster Atelier 2,50',
      'Total des heures 2,50',
    ]) {
      expect(sheetText).toContain(expected);
    }
    expect(sheet!.filename).toBe('R260007-releve-heures.pdf');
  }, 120_000);

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
