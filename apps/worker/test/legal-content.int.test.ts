import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import type { DocumentRequest } from '@faktura/documents';
import { closePdfRenderer } from '../src/pdf/pdf-renderer';
import { seedInvoice, seedSeller } from './support/invoice-test-data';
import { GERMAN_SELLER, seedGermanSeller } from './support/legal-seller';
import { pdfPageTexts } from './support/pdf-inspect';
import { renderStoredPdf } from './support/stored-pdf';

type Seller = Awaited<ReturnType<typeof seedGermanSeller>>;

// Amounts and dates as the documents of a de-DE account print them (`8.355,00 €`,
// `02.03.2026`); the only place that knows their format.
const amount = (value: string) =>
  `${value
    .replace(/\B(?=(\d{3})+\.)/g, '#')
    .replace('.', ',')
    .replaceAll('#', '.')} €`;
const date = (iso: string) => iso.split('-').reverse().join('.');

/** The footer's facts, which every page of every document prints (labels of the de footer). */
const FOOTER = [
  'Muster Software GmbH',
  'Hauptstr. 1',
  '10115 Berlin',
  'Deutschland',
  'Tel. +49 30 1234567',
  'E-Mail info@muster.example',
  'www.muster.example',
  'USt-IdNr. DE123456789',
  'Steuernummer 30/123/45678',
  'Amtsgericht Charlottenburg',
  'HRB 12345 B',
  'Geschäftsführung: Anna Muster, Ben Beispiel',
  'Berliner Sparkasse',
  'IBAN DE89 3704 0044 0532 0130 00',
  'BIC COBADEFFXXX',
];

// Collapses the line breaks and spacing a PDF's text extraction puts between words.
const flat = (text: string) => text.replace(/\s+/g, ' ');

function expectItems(text: string, items: readonly string[]) {
  for (const item of items) expect(flat(text)).toContain(flat(item));
}

// Positions net 8355.00 at 19 %: tax 1587.45, gross 9942.45, 2 % cash discount 9743.60.
describe('legally required content of every document kind', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let seller: Seller;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 4 });
    seller = await seedGermanSeller(prisma);
  });

  afterAll(async () => {
    await closePdfRenderer();
    await prisma.$disconnect();
    await db.drop();
  });

  const pages = async (
    kind: DocumentRequest['kind'],
    documentId: number,
    accountId = seller.account.id,
  ) => pdfPageTexts(await renderStoredPdf(prisma, kind, accountId, documentId));

  const expectFooterOnEveryPage = (texts: string[]) => {
    for (const page of texts) expectItems(page, FOOTER);
  };

  it('prints every item of §14 UStG on an invoice and the footer on each of its pages', async () => {
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260001',
      currency: 'EUR',
      tax: 19,
    });
    const texts = await pages('invoice', invoice.id);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expectFooterOnEveryPage(texts);
    expectItems(texts.join('\n'), [
      'Acme AG',
      'Grosse Marktgasse 28',
      '9400 Rorschach',
      'R260001',
      date('2026-03-02'),
      '03/2026',
      amount('8355.00'),
      '19 %',
      amount('1587.45'),
      amount('9942.45'),
      amount('9743.60'),
    ]);
  });

  it('dates the supply on the invoice date when the invoice has no service period', async () => {
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260002',
      currency: 'EUR',
      tax: 19,
    });
    await prisma.invoice.update({
      where: { id: invoice.id },
      data: { servicePeriod: null, servicePeriodFrom: null, servicePeriodTo: null },
    });
    const text = (await pages('invoice', invoice.id)).join('\n');
    expectItems(text, ['Das Leistungsdatum entspricht dem Rechnungsdatum.', date('2026-03-02')]);
  });

  it('names both VAT IDs under the notice of a reverse-charge invoice', async () => {
    const reverse = await prisma.vatCodeSale.create({
      data: { accountId: seller.account.id, code: 'RC', tax: 0, kind: 'reverse_charge' },
    });
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260003',
      currency: 'EUR',
      tax: 0,
      vatCodeId: reverse.id,
    });
    const texts = await pages('invoice', invoice.id);
    expectFooterOnEveryPage(texts);
    expectItems(texts.join('\n'), [
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
      'USt-IdNr. des Leistungsempfängers: ATU12345678 · Unsere USt-IdNr.: DE123456789',
      amount('8355.00'),
    ]);
  });

  it('names both VAT IDs after the VAT code’s own intra-EU notice', async () => {
    const intraEu = await prisma.vatCodeSale.create({
      data: {
        accountId: seller.account.id,
        code: 'EU',
        tax: 0,
        kind: 'intra_eu',
        noticeTaxExemption: 'Innergemeinschaftliche Lieferung nach § 4 Nr. 1b UStG.',
      },
    });
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260004',
      currency: 'EUR',
      tax: 0,
      vatCodeId: intraEu.id,
    });
    expectItems((await pages('invoice', invoice.id)).join('\n'), [
      'Innergemeinschaftliche Lieferung nach § 4 Nr. 1b UStG.',
      'USt-IdNr. des Leistungsempfängers: ATU12345678 · Unsere USt-IdNr.: DE123456789',
    ]);
  });

  it('prints the same items on a reversal, with the reversed invoice', async () => {
    const original = await seedInvoice(prisma, seller, {
      identifier: 'R260005',
      currency: 'EUR',
      tax: 19,
    });
    const reversal = await seedInvoice(prisma, seller, {
      identifier: 'R260006',
      currency: 'EUR',
      tax: 19,
      negate: true,
      reversedInvoiceId: original.id,
    });
    const texts = await pages('invoice', reversal.id);
    expectFooterOnEveryPage(texts);
    expectItems(texts.join('\n'), [
      'Acme AG',
      'R260006',
      'R260005',
      date('2026-03-02'),
      '03/2026',
      amount('-8355.00'),
      '19 %',
      amount('-1587.45'),
    ]);
  });

  it('prints the seller footer on a reminder', async () => {
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260007',
      currency: 'EUR',
      tax: 19,
    });
    const reminder = await prisma.invoiceReminder.create({
      data: {
        accountId: seller.account.id,
        invoiceId: invoice.id,
        date: new Date('2026-04-10'),
        dueDate: new Date('2026-04-24'),
        fee: 5,
      },
    });
    const texts = await pages('invoice_reminder', reminder.id);
    expectFooterOnEveryPage(texts);
    expectItems(texts.join('\n'), ['Acme AG', 'R260007', date('2026-04-10'), amount('9947.45')]);
  });

  it('prints the seller footer and both VAT IDs on a reverse-charge offer', async () => {
    const accountId = seller.account.id;
    const reverse = await prisma.vatCodeSale.create({
      data: { accountId, code: 'RC-O', tax: 0, kind: 'reverse_charge' },
    });
    const offer = await prisma.offer.create({
      data: {
        accountId,
        identifier: 'A260001',
        date: new Date('2026-03-02'),
        dueDate: new Date('2026-04-01'),
        title: 'Web shop relaunch',
        recipientAddress: 'Acme AG\nGrosse Marktgasse 28\n9400 Rorschach',
        currency: 'EUR',
        tax: 0,
        vatCodeId: reverse.id,
        companyId: seller.customer.id,
        positions: {
          create: [{ accountId, sortOrder: 0, type: 'item', title: 'Workshop', netTotal: 1200 }],
        },
      },
    });
    const texts = await pages('offer', offer.id);
    expectFooterOnEveryPage(texts);
    expectItems(texts.join('\n'), [
      'Acme AG',
      'A260001',
      date('2026-03-02'),
      amount('1200.00'),
      'USt-IdNr. des Leistungsempfängers: ATU12345678 · Unsere USt-IdNr.: DE123456789',
    ]);
  });

  it('prints the seller footer on a timesheet', async () => {
    const accountId = seller.account.id;
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260008',
      currency: 'EUR',
      tax: 19,
    });
    const project = await prisma.project.create({
      data: {
        accountId,
        identifier: 'P1',
        name: 'Shop',
        companyId: seller.customer.id,
        currency: 'EUR',
      },
    });
    const task = await prisma.projectTask.create({
      data: { accountId, projectId: project.id, name: 'Development' },
    });
    await prisma.activity.create({
      data: {
        accountId,
        date: new Date('2026-03-03'),
        hours: '2.5',
        description: 'Concept workshop preparation',
        userId: seller.user.id,
        projectId: project.id,
        taskId: task.id,
        invoiceId: invoice.id,
        billed: true,
      },
    });
    const texts = await pages('invoice_timesheet', invoice.id);
    expectFooterOnEveryPage(texts);
    expectItems(texts.join('\n'), ['Acme AG', 'R260008', 'Concept workshop preparation']);
  });

  it('keeps the Swiss QR-bill page free of the footer', async () => {
    const swiss = await seedSeller(prisma, {
      iban: 'CH93 0076 2011 6238 5295 7',
      countryCode: 'CH',
      street: 'Bahnhofstrasse 7',
      zip: '8001',
      city: 'Zürich',
    });
    await prisma.account.update({
      where: { id: swiss.account.id },
      data: { vatIdentifier: 'CHE-123.456.789 MWST' },
    });
    const invoice = await seedInvoice(prisma, swiss, {
      identifier: 'R260010',
      currency: 'CHF',
      tax: 8.1,
    });
    const texts = await pages('invoice', invoice.id, swiss.account.id);
    const billPage = texts.pop()!;
    expect(billPage).toContain('Zahlteil');
    expect(billPage).not.toContain('MWST-Nr.');
    for (const page of texts) {
      expectItems(page, ['Seller AG', 'Bahnhofstrasse 7', '8001 Zürich · Schweiz']);
      expectItems(page, ['MWST-Nr. CHE-123.456.789 MWST', 'IBAN CH93 0076 2011 6238 5295 7']);
    }
  });

  it('leaves out the footer lines of fields that are not set', async () => {
    await prisma.account.update({
      where: { id: seller.account.id },
      data: { phone: null, taxNumber: null, bic: null, managingDirectors: [] },
    });
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260009',
      currency: 'EUR',
      tax: 19,
    });
    const text = flat((await pages('invoice', invoice.id)).join('\n'));
    expect(text).toContain('USt-IdNr. DE123456789');
    expect(text).toContain(`IBAN DE89 3704 0044 0532 0130 00`);
    for (const absent of ['Tel.', 'Steuernummer', 'BIC', 'Geschäftsführung']) {
      expect(text).not.toContain(absent);
    }
    await prisma.account.update({ where: { id: seller.account.id }, data: GERMAN_SELLER });
  });
});
