import { DomainError } from '@faktura/domain';
import type { ValidationFinding, ValidationReport } from '@faktura/einvoice';
import type { StoredEInvoice } from './einvoice-documents.repository';
import { deliverableOrThrow, formatForCustomer } from './einvoice-gate';

const finding = (id: string, flag: ValidationFinding['flag'] = 'fatal'): ValidationFinding => ({
  id,
  flag,
  location: '/Invoice[1]',
  text: `${id} text`,
  source: 'XRechnung',
});

const stored = (report: ValidationReport): StoredEInvoice => ({
  id: 7,
  format: 'xrechnung-ubl',
  validationStatus: report.status,
  report,
  generationMs: 1,
  createdAt: new Date(),
  file: { filename: 'R1.xml', contentType: 'application/xml', data: Buffer.from('<x/>') },
});

const thrown = (report: ValidationReport): DomainError => {
  try {
    deliverableOrThrow(stored(report));
  } catch (error) {
    if (DomainError.is(error)) return error;
    throw error;
  }
  throw new Error('passed the gate');
};

describe('the e-invoice gate', () => {
  it('lets a valid e-invoice out, warnings and all', () => {
    const report: ValidationReport = {
      status: 'valid',
      findings: [finding('BR-DE-TMP-32', 'information')],
      durationMs: 3,
    };
    expect(deliverableOrThrow(stored(report)).id).toBe(7);
  });

  it('refuses an invalid one with each fatal finding as "<rule id>: <text>" under einvoice', () => {
    const error = thrown({
      status: 'invalid',
      findings: [finding('BR-DE-15'), finding('BR-CO-10', 'warning'), finding('BR-16')],
      durationMs: 3,
    });
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors).toEqual({
      einvoice: ['BR-DE-15: BR-DE-15 text', 'BR-16: BR-16 text'],
    });
  });

  it('lists at most 20 findings and says how many more the report has', () => {
    const findings = Array.from({ length: 23 }, (_, index) => finding(`BR-${index}`));
    const listed = thrown({ status: 'invalid', findings, durationMs: 3 }).fieldErrors!.einvoice!;
    expect(listed).toHaveLength(21);
    expect(listed[20]).toMatch(/^and 3 more/);
  });

  it('answers 503 naming why while validation is unavailable, never passing it', () => {
    const unavailable = finding('UNAVAILABLE');
    const error = thrown({
      status: 'unavailable',
      findings: [{ ...unavailable, text: 'rules missing', source: 'validator' }],
      durationMs: 0,
    });
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('E-invoice validation is unavailable: rules missing');
  });

  it('sends XRechnung UBL for x_invoice, Factur-X for zugferd_x_invoice, Peppol for peppol', () => {
    expect(formatForCustomer('x_invoice')).toBe('xrechnung-ubl');
    expect(formatForCustomer('zugferd_x_invoice')).toBe('factur-x');
    expect(formatForCustomer('peppol')).toBe('peppol');
    expect(formatForCustomer('regular_pdf')).toBe('xrechnung-ubl');
  });
});
