import {
  E_INVOICE_FORMATS,
  EInvoiceValidator,
  eInvoiceFormatInfo,
  eInvoiceXml,
  type EInvoiceFormat,
  type EInvoiceSource,
} from '../src';
import { MATRIX } from './fixtures/generation/sources';

/**
 * Every invoice of the matrix in every format, checked by the official rules: EN 16931 for all,
 * the XRechnung CIUS for the XRechnung formats, OpenPEPPOL's Peppol BIS Billing 3.0 rules for
 * `peppol` (invoices and credit notes; Belgian, Norwegian and German parties among them), the
 * CII schema for CII (Factur-X's factur-x.xml included). This is the acceptance matrix;
 * the generation tests check the values.
 */
describe('the e-invoice matrix against the official rules', () => {
  let validator: EInvoiceValidator;

  beforeAll(async () => {
    validator = await EInvoiceValidator.start();
  });

  afterAll(async () => {
    await validator?.close();
  });

  const validate = async (source: EInvoiceSource, format: EInvoiceFormat) => {
    const xml = await eInvoiceXml(source, format);
    const info = eInvoiceFormatInfo(format);
    return validator.validate(xml, info.syntax, {
      xrechnung: info.cius === 'xrechnung',
      peppol: info.cius === 'peppol',
    });
  };

  const cases = MATRIX.flatMap(({ name, source }) =>
    E_INVOICE_FORMATS.map((format) => ({ name, source, format })),
  );

  // Information findings stay allowed: BR-DE-TMP-32 recommends a delivery date or period,
  // which the cases without a service period leave out on purpose.
  it.each(cases)('$name as $format: valid, no fatal finding, no warning', async (each) => {
    const report = await validate(each.source, each.format);
    expect(report.findings.filter((finding) => finding.flag !== 'information')).toEqual([]);
    expect(report.status).toBe('valid');
  });

  it('keeps Peppol BIS valid with several notes (joined into one, PEPPOL-EN16931-R002)', async () => {
    const belgian = MATRIX.find((each) => each.source.seller.address.countryCode === 'BE')!;
    const notes = ['Bedankt voor uw bestelling.', 'Project Digitaal Rathaus'];
    const report = await validate({ ...belgian.source, notes }, 'peppol');
    expect(report.findings.filter((finding) => finding.flag !== 'information')).toEqual([]);
    expect(report.status).toBe('valid');
  });

  it('catches plain EN 16931 UBL under the Peppol rules: specification, note, e-mail endpoint', async () => {
    const belgian = MATRIX.find((each) => each.source.seller.address.countryCode === 'BE')!;
    const notes = ['Bedankt voor uw bestelling.', 'Project Digitaal Rathaus'];
    const xml = await eInvoiceXml({ ...belgian.source, notes }, 'ubl');
    const report = await validator.validate(xml, 'ubl', { peppol: true });
    expect(report.status).toBe('invalid');
    const fatal = report.findings.filter((finding) => finding.flag === 'fatal');
    expect(fatal.map((finding) => finding.id)).toEqual(
      expect.arrayContaining([
        'PEPPOL-EN16931-R004',
        'PEPPOL-EN16931-R002',
        'PEPPOL-EN16931-CL008',
      ]),
    );
  });

  it('catches a wrong document with the expected rule ids', async () => {
    const [{ source }] = MATRIX;
    const wrong: EInvoiceSource = { ...source, buyerReference: undefined };
    const report = await validate(wrong, 'xrechnung-ubl');
    expect(report.status).toBe('invalid');
    expect(report.findings.map((finding) => finding.id)).toContain('BR-DE-15');
  });
});
