import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import type { DocumentRequest } from '@faktura/documents';
import { PNG } from 'pngjs';
import { closePdfRenderer } from '../src/pdf/pdf-renderer';
import { seedInvoice, seedReminder, seedSeller } from './support/invoice-test-data';
import { GERMAN_SELLER, seedGermanSeller } from './support/legal-seller';
import { pdfPageTexts } from './support/pdf-inspect';
import { pdfWordBoxes } from './support/pdf-layout';
import { renderStoredPdf } from './support/stored-pdf';

const run = promisify(execFile);

/** Where the README's pictures of the documents are kept. */
const DOCS_IMAGES = join(__dirname, '..', '..', '..', 'docs', 'images');
// 60 dpi: an A4 page is 496 x 702 pixels, enough to read the layout on a README.
const DPI = 60;
const MM = DPI / 25.4;

/** A Swiss company's own data, as GET /account would show it. */
const SWISS_SELLER = {
  legalName: 'Alpenblick Beratung AG',
  street: 'Bahnhofstrasse 7',
  zip: '8001',
  city: 'Zürich',
  phone: '+41 44 123 45 67',
  email: 'info@alpenblick.example',
  vatIdentifier: 'CHE-123.456.788 MWST',
  commercialRegister: 'CHE-123.456.788',
  registerCourt: 'Handelsregisteramt des Kantons Zürich',
  managingDirectors: ['Urs Keller'],
  bankName: 'Zürcher Kantonalbank',
  iban: 'CH93 0076 2011 6238 5295 7',
  qrIban: 'CH44 3199 9123 0008 8901 2',
  bic: 'ZKBKCHZZ80A',
};

/** Share of non-white pixels in a rectangle given in mm from the page's top left corner. */
function ink(png: PNG, rect: { left: number; top: number; width: number; height: number }) {
  let dark = 0;
  let all = 0;
  const [x0, y0] = [Math.round(rect.left * MM), Math.round(rect.top * MM)];
  const [x1, y1] = [x0 + Math.round(rect.width * MM), y0 + Math.round(rect.height * MM)];
  for (let y = y0; y < Math.min(y1, png.height); y++) {
    for (let x = x0; x < Math.min(x1, png.width); x++) {
      const i = (y * png.width + x) * 4;
      all++;
      if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 600) dark++;
    }
  }
  return all === 0 ? 0 : dark / all;
}

// One invoice per language and country as the README shows it, page images by pdftoppm
// (poppler-utils, installed by set-up). The pictures in docs/images change only when
// FAKTURA_UPDATE_DOC_IMAGES=1, so a test run leaves the tree as it was.
describe('pictures of the documents for the README', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let work: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 4 });
    work = await mkdtemp(join(tmpdir(), 'document-images-'));
  });

  afterAll(async () => {
    await closePdfRenderer();
    await prisma?.$disconnect();
    await db?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const render = (kind: DocumentRequest['kind'], accountId: number, documentId: number) =>
    renderStoredPdf(prisma, kind, accountId, documentId);

  /** Every page of the PDF as a PNG file, in page order. */
  const pageImages = async (name: string, pdf: Uint8Array) => {
    const dir = join(work, name);
    await mkdir(dir);
    await writeFile(join(dir, 'document.pdf'), pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      String(DPI),
      join(dir, 'document.pdf'),
      join(dir, 'page'),
    ]);
    const files = (await readdir(dir)).filter((file) => file.endsWith('.png')).sort();
    return files.map((file) => join(dir, file));
  };

  const germanInvoice = async (locale: string, alternativeLanguage: boolean) => {
    const seller = await seedGermanSeller(prisma);
    await prisma.account.update({ where: { id: seller.account.id }, data: { locale } });
    await prisma.company.update({
      where: { id: seller.customer.id },
      data: { alternativeLanguage },
    });
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R2611-0042',
      currency: 'EUR',
      tax: 19,
    });
    return { accountId: seller.account.id, invoice };
  };

  const swissInvoice = async (locale: string) => {
    const seller = await seedSeller(prisma, { ...SWISS_SELLER, countryCode: 'CH' });
    await prisma.account.update({
      where: { id: seller.account.id },
      data: { ...SWISS_SELLER, locale },
    });
    const invoice = await seedInvoice(prisma, seller, {
      identifier: 'R2611-0042',
      currency: 'CHF',
      tax: 8.1,
    });
    return { accountId: seller.account.id, invoice };
  };

  const cases = [
    { name: 'invoice-de-DE', make: () => germanInvoice('de-DE', false), swiss: false },
    { name: 'invoice-en-DE', make: () => germanInvoice('de-DE', true), swiss: false },
    { name: 'invoice-fr-CH', make: () => swissInvoice('fr-CH'), swiss: true },
    { name: 'invoice-it-CH', make: () => swissInvoice('it-CH'), swiss: true },
  ];

  it.each(cases)(
    '$name: a letter with the address in the window, a footer and (CHF) a QR-bill page',
    async ({ name, make, swiss }) => {
      const { accountId, invoice } = await make();
      const pdf = await render('invoice', accountId, invoice.id);
      const images = await pageImages(name, pdf);
      // The positions' page break makes two pages; a CHF invoice adds the QR-bill's page.
      expect(images).toHaveLength(swiss ? 3 : 2);
      const first = PNG.sync.read(await readFile(images[0]!));
      expect(Math.round(first.width / MM)).toBe(210);
      expect(Math.round(first.height / MM)).toBe(297);
      // The address window (DIN 5008 form B at the left, Swiss at the right) holds ink, the
      // other side of the letterhead at that height holds the info block; the footer too.
      const window = swiss
        ? { left: 118, top: 60, width: 72, height: 45 }
        : { left: 20, top: 45, width: 85, height: 45 };
      expect(ink(first, window)).toBeGreaterThan(0.005);
      expect(ink(first, { left: 20, top: 275, width: 170, height: 18 })).toBeGreaterThan(0.005);
      // No word of the letter pages (the QR-bill's page has its own rules) comes nearer to the
      // paper's left or right edge than the body does: 20 mm, the page number and footer included.
      const letterPages = (await pdfWordBoxes(pdf)).slice(0, 2);
      const outside = letterPages
        .flat()
        .filter((word) => word.left < 19.5 || word.right > 190.5)
        .map((word) => `${word.text} ${word.left.toFixed(1)}-${word.right.toFixed(1)} mm`);
      expect(outside).toEqual([]);
      const texts = await pdfPageTexts(pdf);
      expect(texts[0]).toContain(swiss ? SWISS_SELLER.legalName : GERMAN_SELLER.legalName);
      if (process.env.FAKTURA_UPDATE_DOC_IMAGES === '1') {
        await mkdir(DOCS_IMAGES, { recursive: true });
        await copyFile(images[0]!, join(DOCS_IMAGES, `${name}.png`));
      }
    },
    120_000,
  );

  it('a reminder is a letter of the same layout', async () => {
    const { accountId, invoice } = await germanInvoice('de-DE', false);
    const reminder = await seedReminder(prisma, accountId, invoice.id);
    const images = await pageImages(
      'reminder',
      await render('invoice_reminder', accountId, reminder.id),
    );
    expect(images.length).toBeGreaterThanOrEqual(1);
    const first = PNG.sync.read(await readFile(images[0]!));
    expect(ink(first, { left: 20, top: 45, width: 85, height: 45 })).toBeGreaterThan(0.005);
  }, 120_000);
});
