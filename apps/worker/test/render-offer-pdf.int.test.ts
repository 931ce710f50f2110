import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { Client } from 'pg';
import { PDFParse } from 'pdf-parse';
import { buildOfferDocumentView, offerDocumentHtml } from '@faktura/documents';
import { renderOfferPdf } from '../src/document-rendering/offer-pdf.renderer';
import { createRenderPdfHandler } from '../src/handlers/documents-render-pdf/render-pdf.handler';
import { silentLogger } from '../src/logger';
import { closePdfRenderer } from '../src/pdf/pdf-renderer';
import type { ClaimedJob } from '../src/runner/job.types';

const publicUrl = 'https://faktura.example.com';
const renderPdfHandler = createRenderPdfHandler({ publicUrl });

// pdf.js reads table cells with tabs between them and Intl's no-break spaces as spaces.
const pdfText = async (data: Uint8Array) =>
  (await new PDFParse({ data: Buffer.from(data) }).getText()).text.replace(/\s+/g, ' ');

// Every position type; net 8355.00, tax 19 % 1587.45, gross 9942.45; the optional 300.00 is
// printed but never summed.
const positions = [
  { type: 'title', title: 'Design phase' },
  { type: 'description', description: '<p>We <strong>design</strong> the new shop.</p>' },
  { type: 'item', title: 'Concept workshop', quantity: '2', unit: 'days', unitPrice: '1200' },
  { type: 'item', title: 'Wireframes', quantity: '10', unit: 'hours', unitPrice: '95.5' },
  { type: 'subtotal', title: 'Design subtotal', subtotalType: 'part_total' },
  { type: 'separator' },
  {
    type: 'item',
    title: 'Extra revision',
    quantity: '1',
    unit: 'pcs',
    unitPrice: '300',
    optional: true,
  },
  { type: 'page_break' },
  { type: 'title', title: 'Build phase' },
  { type: 'item', title: 'Implementation lump sum', netTotal: '5000' },
  { type: 'subtotal', title: 'Total so far', subtotalType: 'sub_total' },
] as const;

describe('offer PDF', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  let offerId: number;
  let reverseChargeOfferId: number;
  let englishOfferId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 4 });
    const account = await prisma.account.create({
      data: {
        name: 'Seller',
        slug: 'pdf-seller',
        legalName: 'Seller GmbH',
        address: 'Hauptstr. 1\n10115 Berlin',
      },
    });
    accountId = account.id;
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'Acme AG' },
    });
    const vat = await prisma.vatCodeSale.create({ data: { accountId, code: 'DE19', tax: 19 } });
    const reverse = await prisma.vatCodeSale.create({
      data: {
        accountId,
        code: 'RC',
        tax: 0,
        kind: 'reverse_charge',
        noticeTaxExemption: 'Reverse charge: the recipient owes the VAT.',
      },
    });
    const offer = (identifier: string, vatCodeId: number, companyId = company.id) =>
      prisma.offer.create({
        data: {
          accountId,
          identifier,
          date: new Date('2026-03-02'),
          dueDate: new Date('2026-04-01'),
          title: 'Web shop relaunch',
          recipientAddress: 'Acme AG\nBahnhofstr. 5\n8001 Zürich',
          currency: 'EUR',
          tax: 19,
          vatCodeId,
          companyId,
          salutation: '<p>Dear {company_name}, we offer {gross_total} EUR.</p>',
          footer: '<p>Valid for {due_days} days. <script>x</script></p>',
          positions: {
            create: positions.map((position, sortOrder) => ({ ...position, accountId, sortOrder })),
          },
        },
      });
    offerId = (await offer('A260001', vat.id)).id;
    reverseChargeOfferId = (await offer('A260002', reverse.id)).id;
    const english = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'English Ltd', alternativeLanguage: true },
    });
    englishOfferId = (await offer('A260003', vat.id, english.id)).id;
  });

  afterAll(async () => {
    await closePdfRenderer();
    await prisma.$disconnect();
    await db.drop();
  });

  const runJob = (documentId: number) =>
    renderPdfHandler({
      job: {
        id: '1',
        type: 'documents.render-pdf',
        payload: { kind: 'offer', documentId, letterPaperId: null },
        accountId,
        attempts: 1,
        maxAttempts: 5,
        steps: {},
      } as ClaimedJob & { payload: { kind: 'offer'; documentId: number; letterPaperId: null } },
      prisma,
      log: silentLogger,
      step: async (_name, work) => work(),
    });

  const renderedFiles = (documentId: number) =>
    prisma.renderedDocument.findMany({
      where: { accountId, documentKind: 'offer', documentId },
      include: { file: true },
      orderBy: { id: 'asc' },
    });

  it('prints identifier, title, every position, totals, optional marks and page numbers', async () => {
    await runJob(offerId);
    const [rendered] = await renderedFiles(offerId);
    expect(rendered!.file.filename).toBe('A260001.pdf');
    expect(rendered!.file.contentType).toBe('application/pdf');
    expect(rendered!.file.size).toBe(rendered!.file.data.length);
    const text = await pdfText(rendered!.file.data);
    for (const expected of [
      'A260001',
      'Web shop relaunch',
      'Design phase',
      'design the new shop.',
      'Concept workshop',
      'Wireframes',
      'Design subtotal',
      'Extra revision',
      'Build phase',
      'Implementation lump sum',
      'Total so far',
      // A de-DE account: German labels, `02.03.2026`, `9.942,45 €`.
      'Angebot A260001',
      'Datum 02.03.2026',
      'Gültig bis 01.04.2026',
      'Beschreibung Menge Einheit Einzelpreis Gesamt',
      '2 days 1.200,00 € 2.400,00 €',
      '10 hours 95,50 € 955,00 €',
      'Design subtotal 3.355,00 €',
      'Nettobetrag 8.355,00 €',
      'MwSt. 19 % 1.587,45 €',
      'Gesamtbetrag 9.942,45 €',
      '(optional)',
      // The amount variable as de-DE writes amounts, without the currency.
      'Dear Acme AG, we offer 9.942,45 EUR.',
      'Valid for 30 days.',
      '8001 Zürich',
      '1 / 2',
      '2 / 2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Reverse charge');
    // The optional item is not in any sum: 8355 + 300 would be 8655.
    expect(text).not.toContain('8.655,00');
  });

  it('prints the exemption notice and no tax for a reverse-charge VAT code', async () => {
    const result = await renderOfferPdf(prisma, {
      accountId,
      offerId: reverseChargeOfferId,
      letterPaperId: null,
      publicUrl,
    });
    const file = await prisma.storedFile.findUniqueOrThrow({ where: { id: result.fileId } });
    const text = await pdfText(file.data);
    expect(text).toContain('Reverse charge: the recipient owes the VAT.');
    expect(text).toContain('MwSt. 0 % 0,00 €');
  });

  const renderedText = async (owner: number, id: number) => {
    const result = await renderOfferPdf(prisma, {
      accountId: owner,
      offerId: id,
      letterPaperId: null,
      publicUrl,
    });
    const file = await prisma.storedFile.findUniqueOrThrow({ where: { id: result.fileId } });
    const { view } = await buildOfferDocumentView(prisma, {
      accountId: owner,
      offerId: id,
      letterPaperId: null,
      publicUrl,
    });
    const lang = /<html lang="([^"]*)"/.exec(offerDocumentHtml(view))?.[1];
    return { text: await pdfText(file.data), lang };
  };

  it('prints in English for a company that asks for it, with the account region numbers', async () => {
    const { text, lang } = await renderedText(accountId, englishOfferId);
    expect(lang).toBe('en');
    for (const expected of [
      'Offer A260003',
      'Date 02/03/2026',
      'Valid until 01/04/2026',
      'Description Quantity Unit Unit price Total',
      'Net total €8,355.00',
      'VAT 19 % €1,587.45',
      'Gross total €9,942.45',
      // The user's own texts stay as written.
      'Dear English Ltd, we offer 9,942.45 EUR.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints in French with CHF amounts for a fr-CH account', async () => {
    const romand = await prisma.account.create({
      data: { name: 'Vendeur', slug: 'pdf-romand', locale: 'fr-CH', currencies: ['CHF'] },
    });
    const client = await prisma.company.create({
      data: { accountId: romand.id, type: 'customer', name: 'Client SA' },
    });
    const offer = await prisma.offer.create({
      data: {
        accountId: romand.id,
        identifier: 'A260009',
        date: new Date('2026-11-23'),
        dueDate: new Date('2026-12-23'),
        title: 'Refonte de la boutique',
        recipientAddress: 'Client SA\nRue du Lac 1\n2501 Biel',
        currency: 'CHF',
        tax: 8.1,
        companyId: client.id,
        positions: {
          create: positions.map((position, sortOrder) => ({
            ...position,
            accountId: romand.id,
            sortOrder,
          })),
        },
      },
    });
    const { text, lang } = await renderedText(romand.id, offer.id);
    expect(lang).toBe('fr');
    for (const expected of [
      'Offre A260009',
      'Date 23.11.2026',
      "Valable jusqu'au 23.12.2026",
      'Description Quantité Unité Prix unitaire Total',
      '2 days 1 200.00 CHF 2 400.00 CHF',
      'Extra revision (facultatif)',
      'Total net 8 355.00 CHF',
      'TVA 8,1% 676.76 CHF',
      'Total TTC 9 031.76 CHF',
      'Refonte de la boutique',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders an unchanged offer once and notifies the API with the content hash', async () => {
    const listener = new Client({ connectionString: db.url });
    await listener.connect();
    const notes: string[] = [];
    listener.on('notification', (note) => notes.push(note.payload ?? ''));
    await listener.query('LISTEN faktura_documents');
    try {
      const before = await renderedFiles(offerId);
      const filesBefore = await prisma.storedFile.count({ where: { accountId } });
      await runJob(offerId);
      const after = await renderedFiles(offerId);
      expect(after.map((row) => row.fileId)).toEqual(before.map((row) => row.fileId));
      expect(await prisma.storedFile.count({ where: { accountId } })).toBe(filesBefore);
      const { contentHash } = await buildOfferDocumentView(prisma, {
        accountId,
        offerId,
        letterPaperId: null,
        publicUrl,
      });
      await waitFor(() => notes.length > 0);
      expect(notes).toEqual([`offer:${offerId}:${contentHash}:1`]);
    } finally {
      await listener.end();
    }
  });

  it('renders again when the offer changed', async () => {
    const before = await buildOfferDocumentView(prisma, {
      accountId,
      offerId,
      letterPaperId: null,
      publicUrl,
    });
    await prisma.offer.update({ where: { id: offerId }, data: { title: 'Web shop relaunch v2' } });
    await runJob(offerId);
    const rows = await renderedFiles(offerId);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.contentHash).not.toBe(before.contentHash);
    expect(rows[1]!.fileId).not.toBe(rows[0]!.fileId);
    expect(await pdfText(rows[1]!.file.data)).toContain('Web shop relaunch v2');
  });

  it('uses the letter paper as the frame, and prints White plain', async () => {
    const paper = await prisma.letterPaper.create({
      data: { accountId, name: 'Branded', html: '<header>SELLER LETTERHEAD</header>' },
    });
    await prisma.letterPaper.create({
      data: { accountId, name: 'White', html: '<header>NEVER PRINTED</header>' },
    });
    const branded = await renderOfferPdf(prisma, {
      accountId,
      offerId,
      letterPaperId: paper.id,
      publicUrl,
    });
    const plain = await renderOfferPdf(prisma, {
      accountId,
      offerId,
      letterPaperId: null,
      publicUrl,
    });
    const brandedText = await pdfText(
      (await prisma.storedFile.findUniqueOrThrow({ where: { id: branded.fileId } })).data,
    );
    const plainText = await pdfText(
      (await prisma.storedFile.findUniqueOrThrow({ where: { id: plain.fileId } })).data,
    );
    expect(brandedText).toContain('SELLER LETTERHEAD');
    expect(plainText).not.toContain('NEVER PRINTED');
    expect(plain.cached).toBe(true);
  });

  it('does not print an offer of another account', async () => {
    const other = await prisma.account.create({ data: { name: 'Other', slug: 'pdf-other' } });
    await expect(
      renderOfferPdf(prisma, { accountId: other.id, offerId, letterPaperId: null, publicUrl }),
    ).rejects.toThrow('not found');
  });
});

async function waitFor(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the notification');
    await new Promise((done) => setTimeout(done, 20));
  }
}
