import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkHybridPdf, eInvoiceXml, generateEInvoice } from '../src';
import { MATRIX } from './fixtures/generation/sources';

// The gate's PDF/A-3 and Factur-X structure checks (qpdf and poppler, as the worker runs them).
const INVOICE_PDF = new Uint8Array(
  readFileSync(join(__dirname, 'fixtures/generation/invoice.pdf')),
);
const [{ source }] = MATRIX;
const ids = (report: { findings: { id: string }[] }) => report.findings.map((each) => each.id);

describe('checkHybridPdf', () => {
  let hybrid: Uint8Array;
  let xml: string;

  beforeAll(async () => {
    hybrid = (await generateEInvoice(source, 'factur-x', INVOICE_PDF)).bytes as Uint8Array;
    xml = await eInvoiceXml(source, 'factur-x');
  });

  it('passes the generated hybrid with the XML the rules checked', async () => {
    const report = await checkHybridPdf(hybrid, xml);
    expect(report.findings).toEqual([]);
    expect(report.status).toBe('valid');
  });

  it('refuses a hybrid whose attached XML is not the validated one', async () => {
    const report = await checkHybridPdf(hybrid, xml.replace(source.number, 'R999999'));
    expect(report.status).toBe('invalid');
    expect(ids(report)).toEqual(['FACTURX-FILE']);
  });

  it('refuses a plain PDF: no PDF/A part 3, no Factur-X schema, no XMP, nothing attached', async () => {
    const report = await checkHybridPdf(INVOICE_PDF, xml);
    expect(report.status).toBe('invalid');
    // Chromium's Info entries (Title, Creator, Producer and two dates) have no XMP to match.
    const infoXmp = Array.from({ length: 5 }, () => 'PDFA-INFO-XMP');
    expect(ids(report)).toEqual(['PDFA-PART', 'FACTURX-XMP', ...infoXmp, 'FACTURX-FILE']);
    expect(report.findings.every((each) => each.source === 'PDF/A')).toBe(true);
  });

  it('refuses a damaged PDF', async () => {
    const damaged = hybrid.slice(0, Math.floor(hybrid.length * 0.6));
    const report = await checkHybridPdf(damaged, xml);
    expect(report.status).toBe('invalid');
    expect(ids(report)).toContain('PDF-SYNTAX');
  });
});
