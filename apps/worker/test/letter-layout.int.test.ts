import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { buildDocument, type DocumentRequest } from '@faktura/documents';
import { closePdfRenderer, renderPdf } from '../src/pdf/pdf-renderer';
import {
  INVOICE_POSITIONS,
  seedInvoice,
  seedReminder,
  seedSeller,
} from './support/invoice-test-data';
import { PNG } from 'pngjs';
import { findPhrase, lineOf, pdfImages, pdfWordBoxes, type PdfWord } from './support/pdf-layout';

type Seller = Awaited<ReturnType<typeof seedSeller>>;
type Kind = DocumentRequest['kind'];

const publicUrl = 'https://faktura.example.com';
const RECIPIENT = ['Acme AG', 'Grosse Marktgasse 28', '9400 Rorschach'];

// The windows the layouts promise, in mm from the page's top left corner: DIN 5008 form B and
// the Swiss window on the right (SN 010130, C5/C4 envelope).
const WINDOWS = {
  DE: { left: 20, top: 45, right: 105, bottom: 90 },
  CH: { left: 118, top: 60, right: 190, bottom: 105 },
} as const;
type Country = keyof typeof WINDOWS;
const TOLERANCE = 0.2;

const inside = (word: PdfWord, box: { left: number; top: number; right: number; bottom: number }) =>
  word.left >= box.left - TOLERANCE &&
  word.right <= box.right + TOLERANCE &&
  word.top >= box.top - TOLERANCE &&
  word.bottom <= box.bottom + TOLERANCE;

/** The table head: the line right above the given first row of a table. */
function headAbove(page: PdfWord[], row: PdfWord): PdfWord[] {
  const above = page.filter((word) => word.bottom <= row.top);
  const nearest = above.reduce((best, word) => (word.bottom > best.bottom ? word : best));
  return lineOf(page, nearest);
}

const rightEdge = (words: PdfWord[]) => Math.max(...words.map((word) => word.right));

describe('letter layout of offers, order confirmations, invoices, reminders and timesheets', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  const sellers = {} as Record<Country, Seller>;
  const documents = {} as Record<Country, Record<Kind, number>>;

  const print = async (seller: Seller, kind: Kind, documentId: number) => {
    const built = await buildDocument(prisma, {
      kind,
      accountId: seller.account.id,
      documentId,
      letterPaperId: null,
      publicUrl,
    });
    return { html: built.html, pdf: await renderPdf(built.html) };
  };

  async function seedDocuments(seller: Seller, currency: string): Promise<Record<Kind, number>> {
    const accountId = seller.account.id;
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R260001',
      currency,
      tax: 8.1,
    });
    const offer = await prisma.offer.create({
      data: {
        accountId,
        identifier: 'A260001',
        date: new Date('2026-03-02'),
        dueDate: new Date('2026-04-01'),
        title: 'Web shop relaunch',
        recipientAddress: RECIPIENT.join('\n'),
        currency,
        tax: 8.1,
        companyId: seller.customer.id,
        positions: {
          create: [
            {
              accountId,
              sortOrder: 0,
              type: 'item',
              title: 'Workshop',
              quantity: 2,
              unitPrice: 1200,
            },
          ],
        },
      },
    });
    const reminder = await seedReminder(prisma, accountId, invoice.id);
    // The order confirmation keeps its own copy of the offer's customer and positions.
    const confirmation = await prisma.offerConfirmation.create({
      data: {
        accountId,
        offerId: offer.id,
        identifier: 'AB260001',
        date: new Date('2026-03-05'),
        title: 'Order confirmation Web shop relaunch',
        recipientAddress: RECIPIENT.join('\n'),
        currency,
        tax: 8.1,
        companyId: seller.customer.id,
        positions: {
          create: [
            {
              accountId,
              sortOrder: 0,
              type: 'item',
              title: 'Workshop',
              quantity: 2,
              unitPrice: 1200,
              netTotal: 2400,
            },
          ],
        },
      },
    });
    const project = await prisma.project.create({
      data: { accountId, identifier: 'P1', name: 'Shop', companyId: seller.customer.id, currency },
    });
    const task = await prisma.projectTask.create({
      data: { accountId, projectId: project.id, name: 'Development' },
    });
    await prisma.activity.create({
      data: {
        accountId,
        date: new Date('2026-03-03'),
        hours: 2.5,
        description: 'Concept workshop preparation',
        userId: seller.user.id,
        projectId: project.id,
        taskId: task.id,
        invoiceId: invoice.id,
        billed: true,
      },
    });
    return {
      invoice: invoice.id,
      offer: offer.id,
      offer_confirmation: confirmation.id,
      invoice_reminder: reminder.id,
      invoice_timesheet: invoice.id,
    };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 4 });
    sellers.DE = await seedSeller(
      prisma,
      {
        iban: 'DE89370400440532013000',
        countryCode: 'DE',
        street: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
      },
      'DE',
    );
    sellers.CH = await seedSeller(prisma, {
      iban: 'CH93 0076 2011 6238 5295 7',
      countryCode: 'CH',
      street: 'Bahnhofstrasse 7',
      zip: '8001',
      city: 'Zürich',
    });
    documents.DE = await seedDocuments(sellers.DE, 'EUR');
    documents.CH = await seedDocuments(sellers.CH, 'CHF');
  });

  afterAll(async () => {
    await closePdfRenderer();
    await prisma.$disconnect();
    await db.drop();
  });

  const cases: Array<[Country, Kind, string]> = (['DE', 'CH'] as const).flatMap((country) => [
    [country, 'invoice', 'R260001'],
    [country, 'offer', 'A260001'],
    [country, 'offer_confirmation', 'AB260001'],
    [country, 'invoice_reminder', 'R260001'],
    [country, 'invoice_timesheet', 'R260001'],
  ]);

  it.each(cases)(
    '%s %s: the address in the window, the return line in its top 5 mm, the info block beside it',
    async (country, kind, number) => {
      const seller = sellers[country];
      const { pdf } = await print(seller, kind, documents[country][kind]);
      const [page] = await pdfWordBoxes(pdf);
      const window = WINDOWS[country];
      for (const line of RECIPIENT) {
        for (const word of findPhrase(page!, line))
          expect([word.text, inside(word, window)]).toEqual([word.text, true]);
      }
      const { street, zip, city } = seller.account;
      const returnLine = findPhrase(page!, `Seller AG · ${street} · ${zip} ${city}`);
      const returnZone = { ...window, bottom: window.top + 5 };
      for (const word of returnLine)
        expect([word.text, inside(word, returnZone)]).toEqual([word.text, true]);
      // The info block holds the document's (or its invoice's) number, level with the window.
      const info = findPhrase(page!, number)[0]!;
      if (country === 'DE') expect(info.left).toBeGreaterThanOrEqual(window.right);
      else expect(info.right).toBeLessThanOrEqual(window.left);
      expect(info.top).toBeGreaterThanOrEqual(window.top - TOLERANCE);
      expect(info.bottom).toBeLessThanOrEqual(window.bottom);
    },
  );
  /** An invoice of the German seller with the given positions (numbered from R260100 on). */
  let nextNumber = 100;
  const invoiceWith = async (positions: ReadonlyArray<Record<string, unknown>>) => {
    const seller = sellers.DE;
    const accountId = seller.account.id;
    const invoice = await seedInvoice(prisma, seller, {
      identifier: `R260${nextNumber++}`,
      currency: 'EUR',
      tax: 19,
    });
    await prisma.invoicePosition.deleteMany({ where: { accountId, invoiceId: invoice.id } });
    await prisma.invoicePosition.createMany({
      data: positions.map((position, sortOrder) => ({
        ...position,
        accountId,
        invoiceId: invoice.id,
        sortOrder,
      })) as never,
    });
    return invoice.id;
  };
  const item = (index: number) => ({
    type: 'item',
    title: `Task ${index}`,
    quantity: '1',
    unit: 'h',
    unitPrice: String(100 + index),
  });

  it.each(['DE', 'CH'] as const)(
    '%s invoice: headings aligned like their columns, the same columns after a page break',
    async (country) => {
      const { pdf } = await print(sellers[country], 'invoice', documents[country].invoice);
      const [first, second] = await pdfWordBoxes(pdf);
      // The positions break after "Design subtotal" (INVOICE_POSITIONS): a new table, new page.
      expect(INVOICE_POSITIONS.some((position) => position.type === 'page_break')).toBe(true);
      const head = headAbove(first!, findPhrase(first!, 'Design phase')[0]!);
      const amount = lineOf(first!, findPhrase(first!, 'Concept workshop')[0]!);
      expect(Math.abs(rightEdge(head) - rightEdge(amount))).toBeLessThanOrEqual(1);
      // The quantity's heading (the second heading word from the left) ends where "2" ends.
      const quantity = amount.find((word) => word.text === '2')!;
      const quantityHeading = head.filter((word) => word.left < quantity.right + 1).at(-1)!;
      expect(Math.abs(quantityHeading.right - quantity.right)).toBeLessThanOrEqual(1);
      const secondHead = headAbove(second!, findPhrase(second!, 'Build phase')[0]!);
      expect(secondHead.map((word) => word.text)).toEqual(head.map((word) => word.text));
      secondHead.forEach((word, index) => expect(word.left).toBeCloseTo(head[index]!.left, 1));
    },
  );

  it('repeats the table head on the next page when a long table flows over, same columns', async () => {
    const invoiceId = await invoiceWith(Array.from({ length: 45 }, (_, index) => item(index + 1)));
    const { pdf } = await print(sellers.DE, 'invoice', invoiceId);
    const pages = await pdfWordBoxes(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const [first, second] = pages as [PdfWord[], PdfWord[]];
    const firstRow = findPhrase(first, 'Task 1')[0]!;
    const head = headAbove(first, firstRow);
    expect(head.length).toBeGreaterThanOrEqual(5);
    // The first position on page 2 and the head right above it, at the page's top.
    const carried = second.find((word) => word.text === 'Task')!;
    const secondHead = headAbove(second, carried);
    expect(secondHead.map((word) => word.text)).toEqual(head.map((word) => word.text));
    secondHead.forEach((word, index) => {
      expect(word.left).toBeCloseTo(head[index]!.left, 1);
      expect(word.right).toBeCloseTo(head[index]!.right, 1);
    });
    expect(rightEdge(lineOf(second, carried))).toBeCloseTo(rightEdge(lineOf(first, firstRow)), 1);
  });

  it('makes no extra page for a trailing page break, and no empty table for a leading one', async () => {
    const plain = await invoiceWith([item(1), item(2)]);
    const trailing = await invoiceWith([item(1), item(2), { type: 'page_break' }]);
    const leading = await invoiceWith([{ type: 'page_break' }, item(1), item(2)]);
    const pageCount = async (invoiceId: number) =>
      (await pdfWordBoxes((await print(sellers.DE, 'invoice', invoiceId)).pdf)).length;
    expect(await pageCount(plain)).toBe(1);
    expect(await pageCount(trailing)).toBe(1);
    const { html } = await print(sellers.DE, 'invoice', leading);
    expect(html.match(/<table class="positions/g)).toHaveLength(1);
    expect(await pageCount(leading)).toBe(2);
  });

  it('keeps the address and the columns in place on a letter paper with its own page margins', async () => {
    const seller = sellers.DE;
    const paper = await prisma.letterPaper.create({
      data: {
        accountId: seller.account.id,
        name: 'Margins',
        html: '<style>@page { margin: 30mm 10mm }</style><header>SELLER LETTERHEAD</header>',
      },
    });
    const columns = async (letterPaperId: number | null) => {
      const built = await buildDocument(prisma, {
        kind: 'invoice',
        accountId: seller.account.id,
        documentId: documents.DE.invoice,
        letterPaperId,
        publicUrl,
      });
      const [page] = await pdfWordBoxes(await renderPdf(built.html));
      for (const line of RECIPIENT) {
        for (const word of findPhrase(page!, line)) expect(inside(word, WINDOWS.DE)).toBe(true);
      }
      return headAbove(page!, findPhrase(page!, 'Design phase')[0]!).map((word) => word.left);
    };
    const onPaper = await columns(paper.id);
    const plain = await columns(null);
    onPaper.forEach((left, index) => expect(left).toBeCloseTo(plain[index]!, 1));
  });

  it('prints the account logo in the letterhead, once also on a letter paper of text only', async () => {
    const seller = sellers.DE;
    const accountId = seller.account.id;
    const png = new PNG({ width: 90, height: 40 });
    png.data.fill(200);
    const data = PNG.sync.write(png);
    const logo = await prisma.storedFile.create({
      data: {
        accountId,
        filename: 'logo.png',
        contentType: 'image/png',
        size: data.length,
        sha256: '0'.repeat(64),
        data: new Uint8Array(data),
      },
    });
    await prisma.account.update({ where: { id: accountId }, data: { logoFileId: logo.id } });
    try {
      const src = `data:image/png;base64,${data.toString('base64')}`;
      const { html, pdf } = await print(seller, 'invoice', documents.DE.invoice);
      expect(html).toContain(`<div class="logo"><img src="${src}" alt=""></div>`);
      const images = await pdfImages(pdf);
      expect(images.filter((image) => image.page === 1)).toContainEqual(
        expect.objectContaining({ width: 90, height: 40 }),
      );
      // A paper with its own image carries the logo already; one of text only gets it.
      const paper = (html: string) =>
        prisma.letterPaper.create({ data: { accountId, name: `Paper ${html.length}`, html } });
      const withImage = await paper(`<img src="${src}" alt="Our logo">`);
      const textOnly = await paper('<header>SELLER LETTERHEAD</header>');
      const onPaper = async (letterPaperId: number) =>
        (
          await buildDocument(prisma, {
            kind: 'offer',
            accountId,
            documentId: documents.DE.offer,
            letterPaperId,
            publicUrl,
          })
        ).html.split(src).length - 1;
      expect(await onPaper(withImage.id)).toBe(1);
      expect(await onPaper(textOnly.id)).toBe(1);
      const { html: plainOffer } = await print(seller, 'offer', documents.DE.offer);
      expect(plainOffer).toContain('<div class="logo">');
    } finally {
      await prisma.account.update({ where: { id: accountId }, data: { logoFileId: null } });
    }
  });
});
