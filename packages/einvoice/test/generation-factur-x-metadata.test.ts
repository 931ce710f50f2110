import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString } from '@cantoo/pdf-lib';
import { checkHybridPdf, eInvoiceXml, generateEInvoice } from '../src';
import { infoXmpMismatches, metadataMismatches } from '../src/validation/pdf-info-xmp.check';
import { pdfDate, readPdfMetadata, xmpDate } from '../src/validation/pdf-metadata.reader';
import { MATRIX } from './fixtures/generation/sources';

// ISO 19005-3 wants every entry of the Info dictionary to equal its XMP property (veraPDF and
// Mustang refuse the file otherwise). veraPDF is not available here; the reader follows the
// rule's table: Title/dc:title, Author/dc:creator (one entry), Subject/dc:description,
// Keywords/pdf:Keywords, Creator/xmp:CreatorTool, Producer/pdf:Producer,
// CreationDate/xmp:CreateDate, ModDate/xmp:ModifyDate, dates with the same offset.

const INVOICE_PDF = new Uint8Array(
  readFileSync(join(__dirname, 'fixtures/generation/invoice.pdf')),
);

type TimersConfig = Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>;
type Fakeable = NonNullable<TimersConfig['doNotFake']>;
const NOT_DATE: Fakeable = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

async function edited(pdf: Uint8Array, edit: (document: PDFDocument) => void) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  edit(document);
  return document.save();
}

describe.each(MATRIX)('Factur-X metadata: $name', ({ source }) => {
  let hybrid: Uint8Array;

  beforeAll(async () => {
    hybrid = (await generateEInvoice(source, 'factur-x', INVOICE_PDF)).bytes as Uint8Array;
  });

  it('has every Info entry equal to its XMP property', async () => {
    const metadata = await readPdfMetadata(hybrid);
    expect(Object.keys(metadata.info).sort()).toEqual([
      'Author',
      'CreationDate',
      'Creator',
      'Keywords',
      'ModDate',
      'Producer',
      'Subject',
      'Title',
    ]);
    expect(metadataMismatches(metadata)).toEqual([]);
    const xmp = metadata.xmp;
    expect(xmp).not.toBeNull();
    expect(xmp?.title).toBe(metadata.info.Title);
    expect(xmp?.creators).toEqual([source.seller.name]);
    expect(xmp?.description).toBe(metadata.info.Subject);
    expect(xmp?.keywords).toBe(metadata.info.Keywords);
    expect(xmp?.producer).toBe(metadata.info.Producer);
    expect(xmp?.creatorTool).toBe(metadata.info.Creator);
    expect(xmp?.createDate).toBe(metadata.info.CreationDate);
    expect(xmp?.modifyDate).toBe(metadata.info.ModDate);
    expect(metadata.info.CreationDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(metadata.xmpFiltered).toBe(false);
  });

  it('names the invoice in its title and writes the document language', async () => {
    const metadata = await readPdfMetadata(hybrid);
    expect(metadata.info.Title).toMatch(new RegExp(`^(Rechnung|Invoice) ${source.number}$`));
    expect(metadata.info.Author).toBe(source.seller.name);
    expect(metadata.language).toBe(source.language ?? 'en-US');
    expect(metadata.xmp?.languages).toEqual([source.language ?? 'en-US']);
  });

  it('is reported by no Info/XMP finding of the hybrid check', async () => {
    expect(await infoXmpMismatches(hybrid)).toEqual([]);
  });
});

describe('Factur-X metadata', () => {
  const [{ source }] = MATRIX;
  let hybrid: Uint8Array;

  beforeAll(async () => {
    hybrid = (await generateEInvoice(source, 'factur-x', INVOICE_PDF)).bytes as Uint8Array;
  });

  it('is the same bytes for the same invoice and PDF, whatever the clock says', async () => {
    // Only Date is faked: the library dates its XMP and attachments with the clock.
    jest.useFakeTimers({ doNotFake: NOT_DATE, now: new Date('2031-02-03T04:05:06Z') });
    try {
      const later = (await generateEInvoice(source, 'factur-x', INVOICE_PDF)).bytes;
      expect(Buffer.from(later as Uint8Array).equals(Buffer.from(hybrid))).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps an unfiltered XMP packet in its xpacket wrapper with PDF/A-3 and Factur-X', async () => {
    const document = await PDFDocument.load(hybrid, { updateMetadata: false });
    const stream = document.catalog.lookup(PDFName.of('Metadata'));
    if (!(stream instanceof PDFRawStream)) throw new Error('no metadata stream');
    expect(stream.dict.has(PDFName.of('Filter'))).toBe(false);
    const packet = new TextDecoder().decode(stream.contents);
    expect(packet.startsWith('<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>')).toBe(
      true,
    );
    expect(packet.trimEnd().endsWith('<?xpacket end="w"?>')).toBe(true);
    expect(packet).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(packet).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(packet).toContain('Factur-X PDFA Extension Schema');
  });

  it('passes the hybrid check of the gate', async () => {
    const report = await checkHybridPdf(hybrid, await eInvoiceXml(source, 'factur-x'));
    expect(report.findings).toEqual([]);
  });

  it('reports an Info title that differs from dc:title, in the check and the gate', async () => {
    const retitled = await edited(hybrid, (document) => document.setTitle('Demo GmbH: Invoice'));
    expect(await infoXmpMismatches(retitled)).toEqual([
      expect.objectContaining({ entry: 'Title', property: 'dc:title', info: 'Demo GmbH: Invoice' }),
    ]);
    const report = await checkHybridPdf(retitled, await eInvoiceXml(source, 'factur-x'));
    expect(report.status).toBe('invalid');
    expect(report.findings.map((each) => each.id)).toEqual(['PDFA-INFO-XMP']);
    expect(report.findings[0].text).toContain('dc:title');
  });

  it('reports the same instant written with another time zone offset', async () => {
    const { info } = await readPdfMetadata(hybrid);
    const instant = new Date(info.ModDate ?? '').getTime();
    // The clock one hour ahead at +01:00: the same instant, written in another time zone.
    const local = new Date(instant + 3_600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
    const shifted = await edited(hybrid, (document) => {
      const dict = document.context.lookup(document.context.trailerInfo.Info, PDFDict);
      dict.set(PDFName.of('ModDate'), PDFString.of(`D:${local}+01'00'`));
    });
    const { info: shiftedInfo } = await readPdfMetadata(shifted);
    expect(new Date(shiftedInfo.ModDate ?? '').getTime()).toBe(instant);
    expect((await infoXmpMismatches(shifted)).map((each) => each.entry)).toEqual(['ModDate']);
  });

  it('reports a compressed metadata stream, which PDF/A forbids', async () => {
    const compressed = await edited(hybrid, (document) => {
      const reference = document.catalog.get(PDFName.of('Metadata'));
      const stream = document.catalog.lookup(PDFName.of('Metadata'));
      if (!(reference instanceof PDFRef) || !(stream instanceof PDFRawStream)) throw new Error();
      const dict = { Type: 'Metadata', Subtype: 'XML' };
      document.context.assign(reference, document.context.flateStream(stream.contents, dict));
    });
    const report = await checkHybridPdf(compressed, await eInvoiceXml(source, 'factur-x'));
    expect(report.findings.map((each) => each.id)).toContain('PDFA-XMP-FILTER');
  });

  it('reports every Info entry of a PDF without XMP', async () => {
    const mismatches = await infoXmpMismatches(INVOICE_PDF);
    expect(mismatches.length).toBeGreaterThan(0);
    expect(mismatches.every((each) => each.xmp === undefined)).toBe(true);
  });
});

describe('PDF and XMP dates', () => {
  it('compare by local time and offset, Z being +00:00', () => {
    expect(pdfDate("D:20260917083000+02'00'")).toBe('2026-09-17T08:30:00+02:00');
    expect(xmpDate('2026-09-17T08:30:00+02:00')).toBe(pdfDate("D:20260917083000+02'00'"));
    expect(xmpDate('2026-09-17T06:30:00Z')).toBe('2026-09-17T06:30:00+00:00');
    expect(pdfDate('D:20260917063000Z')).toBe(xmpDate('2026-09-17T06:30:00+00:00'));
    expect(pdfDate("D:20260917063000+00'00'")).not.toBe(xmpDate('2026-09-17T08:30:00+02:00'));
    expect(pdfDate('D:2026')).toBe('2026-01-01T00:00:00');
    expect(pdfDate('yesterday')).toBeUndefined();
  });
});
