import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '@faktura/domain';
import { EN16931_CUSTOMIZATION_ID, eInvoiceXml, generateEInvoice } from '../src/generation';
import { MATRIX } from './fixtures/generation/sources';
import { CII_PATHS } from './fixtures/generation/xml-paths';
import {
  XmlFile,
  ciiSchemaPath,
  scratchFolder,
  validateAgainstSchema,
} from './fixtures/generation/xml-query';

// The hybrid: Faktura's PDF (here one Chromium printed from invoice.html) wrapped as PDF/A-3
// with factur-x.xml, checked with poppler and qpdf as the issue describes. veraPDF is not
// available here; the XML inside is the one eInvoiceXml gives the validator.

const INVOICE_PDF = new Uint8Array(
  readFileSync(join(__dirname, 'fixtures/generation/invoice.pdf')),
);
const scratch = scratchFolder();
afterAll(() => scratch.remove());

function run(command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const PDFA_ID = 'http://www.aiim.org/pdfa/ns/id/';
const FACTUR_X = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
const PDFA_SCHEMA = 'http://www.aiim.org/pdfa/ns/schema#';
const xmp = (namespace: string, name: string) =>
  `//*[local-name()='${name}' and namespace-uri()='${namespace}']`;

describe.each(MATRIX)('Factur-X: $name', ({ source }) => {
  let pdfPath: string;

  beforeAll(async () => {
    const generated = await generateEInvoice(source, 'factur-x', INVOICE_PDF);
    expect(generated.mimeType).toBe('application/pdf');
    expect(generated.filename).toBe(`${source.number}.pdf`);
    pdfPath = scratch.write(generated.filename, generated.bytes);
  });

  it('attaches factur-x.xml, the XML the validator gets, valid against the CII schema', async () => {
    expect(run('pdfdetach', ['-list', pdfPath]).output).toMatch(/^1: factur-x\.xml$/m);
    const extracted = scratch.path(`${source.number}-factur-x.xml`);
    expect(run('pdfdetach', ['-save', '1', '-o', extracted, pdfPath]).status).toBe(0);
    const xml = readFileSync(extracted, 'utf8');
    expect(xml).toBe(await eInvoiceXml(source, 'factur-x'));
    const cii = new XmlFile(extracted);
    expect(cii.text(CII_PATHS.customizationId)).toBe(EN16931_CUSTOMIZATION_ID);
    expect(cii.text(CII_PATHS.paymentReference)).toBe(source.payment?.remittanceInformation ?? '');
    expect(validateAgainstSchema(extracted, ciiSchemaPath()).ok).toBe(true);
  });

  it('declares PDF/A-3 and the Factur-X EN 16931 profile in its XMP metadata', () => {
    const meta = run('pdfinfo', ['-meta', pdfPath]);
    expect(meta.status).toBe(0);
    const metadata = new XmlFile(scratch.write(`${source.number}-xmp.xml`, meta.output));
    expect(metadata.text(xmp(PDFA_ID, 'part'))).toBe('3');
    expect(metadata.text(xmp(FACTUR_X, 'ConformanceLevel'))).toBe('EN 16931');
    expect(metadata.text(xmp(FACTUR_X, 'DocumentFileName'))).toBe('factur-x.xml');
    expect(metadata.text(xmp(FACTUR_X, 'DocumentType'))).toBe('INVOICE');
    expect(metadata.text(xmp(PDFA_SCHEMA, 'namespaceURI'))).toBe(FACTUR_X);
  });

  it('passes qpdf --check and embeds every font', () => {
    const check = run('qpdf', ['--check', pdfPath]);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
    const fonts = run('pdffonts', [pdfPath]).output.trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: name type encoding emb sub uni object ID; the type can hold a space.
    for (const font of fonts) expect(font).toMatch(/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/);
  });
});

describe('Factur-X without a PDF', () => {
  it('is refused, naming the pdf', async () => {
    const refusal = generateEInvoice(MATRIX[0].source, 'factur-x');
    await expect(refusal).rejects.toThrow(DomainError);
    await expect(refusal).rejects.toMatchObject({ fieldErrors: { pdf: [expect.any(String)] } });
  });
});
