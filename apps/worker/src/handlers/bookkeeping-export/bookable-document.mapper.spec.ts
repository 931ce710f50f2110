import { Decimal } from '@faktura/domain';
import {
  bookableInvoice,
  bookablePurchase,
  type ExportInvoiceRow,
  splitByWeights,
  taxCaseOf,
} from './bookable-document.mapper';

const invoice = (extra: Partial<ExportInvoiceRow> = {}): ExportInvoiceRow => ({
  id: 7,
  identifier: 'R/2026-001',
  date: new Date('2026-04-02'),
  service_period_from: null,
  service_period_to: new Date('2026-03-31'),
  currency: 'EUR',
  net_total: '1000.00',
  gross_total: '1190.00',
  tax: '19',
  vat_kind: 'tax',
  reversed_invoice_id: null,
  party_account: 10000,
  party_vat_id: null,
  party_name: 'Kunde AG',
  accounts: [],
  reminders: [],
  ...extra,
});

const sum = (values: string[]) => values.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed(2);

describe('bookable documents', () => {
  it('splits a total by weights to the cent, the parts adding up exactly', () => {
    const parts = splitByWeights(
      new Decimal('100.00'),
      ['1', '1', '1'].map((w) => new Decimal(w)),
    );
    expect(parts.map((part) => part.toFixed(2))).toEqual(['33.33', '33.33', '33.34']);
  });

  it("splits an invoice's stored net and tax over its revenue accounts (discount included)", () => {
    // Items 600 + 400 before a 10 % discount: stored net 900, tax 171.
    const doc = bookableInvoice(
      invoice({
        net_total: '900.00',
        gross_total: '1071.00',
        accounts: [
          { account: null, net: '600' },
          { account: 8401, net: '400' },
        ],
      }),
    );
    expect(doc.lines).toEqual([
      { net: '540.00', tax: '102.60', rate: '19', taxCase: 'standard', account: null },
      { net: '360.00', tax: '68.40', rate: '19', taxCase: 'standard', account: 8401 },
    ]);
    expect(sum(doc.lines.flatMap((line) => [line.net, line.tax]))).toBe('1071.00');
    expect(doc.documentLink).toBe('Belege/R_2026-001.pdf');
    expect(doc.kind).toBe('invoice');
  });

  it('books a reversal as a credit note with positive amounts', () => {
    const doc = bookableInvoice(
      invoice({ reversed_invoice_id: 3, net_total: '-1000.00', gross_total: '-1190.00' }),
    );
    expect(doc.kind).toBe('credit_note');
    expect(doc.lines[0]).toMatchObject({ net: '1000.00', tax: '190.00' });
  });

  it('takes the tax case from the VAT kind and the rate', () => {
    expect(taxCaseOf('reverse_charge', '0')).toBe('reverse_charge');
    expect(taxCaseOf('intra_eu', '0')).toBe('intra_eu');
    expect(taxCaseOf('tax', '0')).toBe('tax_free');
    expect(taxCaseOf(null, '7')).toBe('reduced');
    expect(taxCaseOf('tax', '19')).toBe('standard');
  });

  it("books a purchase's lines with its categories' numeric accounts only", () => {
    const doc = bookablePurchase({
      id: 1,
      identifier: 'E-1',
      date: new Date('2026-03-10'),
      service_period_from: null,
      service_period_to: null,
      currency: 'EUR',
      party_account: 70000,
      party_vat_id: null,
      party_name: 'Papier GmbH',
      document_extension: 'pdf',
      lines: [
        { rate: '19', vat_kind: 'tax', account: '4930', net: '100', tax: '19' },
        { rate: '7', vat_kind: 'tax', account: 'Bürobedarf', net: '100', tax: '7' },
      ],
    });
    expect(doc.lines.map((line) => [line.taxCase, line.account])).toEqual([
      ['standard', 4930],
      ['reduced', null],
    ]);
    expect(doc.documentLink).toBe('Belege/E-1.pdf');
  });
});
