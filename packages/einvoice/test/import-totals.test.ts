import { checkEInvoiceTotals, eInvoiceXml, parseEInvoice, type ParsedEInvoice } from '../src';
import { MATRIX } from './fixtures/generation/sources';
import { utf8 } from './fixtures/import/documents';

// The consistency check on generated documents with one figure changed, and on hand-made ones
// for the cases the generator never writes (line allowances, charges, rounding).

const mixedRates = MATRIX[0].source;

async function parsedWith(
  format: 'ubl' | 'cii',
  from: string,
  to: string,
): Promise<ParsedEInvoice> {
  const xml = await eInvoiceXml(mixedRates, format);
  expect(xml).toContain(from);
  return parseEInvoice(utf8(xml.replace(from, to)));
}

describe('checkEInvoiceTotals on tampered documents', () => {
  it('finds a changed amount due (UBL)', async () => {
    const parsed = await parsedWith(
      'ubl',
      '<cbc:PayableAmount currencyID="EUR">3171.25</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="EUR">3171.26</cbc:PayableAmount>',
    );
    expect(checkEInvoiceTotals(parsed)).toEqual([
      'The total with VAT minus the paid amount plus rounding (BT-115) is 3171.25, but 3171.26 is stated',
    ]);
  });

  it('finds a changed amount due (CII)', async () => {
    const parsed = await parsedWith(
      'cii',
      '<ram:DuePayableAmount>3171.25</ram:DuePayableAmount>',
      '<ram:DuePayableAmount>3000.00</ram:DuePayableAmount>',
    );
    expect(checkEInvoiceTotals(parsed)).toEqual([
      'The total with VAT minus the paid amount plus rounding (BT-115) is 3171.25, but 3000.00 is stated',
    ]);
  });

  it('finds a changed line net amount, in the line and in the line total', async () => {
    const parsed = await parsedWith(
      'ubl',
      '<cbc:LineExtensionAmount currencyID="EUR">997.50</cbc:LineExtensionAmount>',
      '<cbc:LineExtensionAmount currencyID="EUR">997.60</cbc:LineExtensionAmount>',
    );
    expect(checkEInvoiceTotals(parsed)).toEqual([
      'Line 1 ("1"): 10.5 x 95.00 is 997.50, but its net amount (BT-131) is 997.60',
      'The sum of the line net amounts (BT-106) is 2672.57, but 2672.47 is stated',
    ]);
  });

  it('finds a changed VAT total in the invoice currency (CII)', async () => {
    const parsed = await parsedWith(
      'cii',
      '<ram:TaxTotalAmount currencyID="EUR">498.78</ram:TaxTotalAmount>',
      '<ram:TaxTotalAmount currencyID="EUR">498.87</ram:TaxTotalAmount>',
    );
    expect(parsed.totals.taxTotal).toBe('498.87');
    expect(checkEInvoiceTotals(parsed)).toEqual([
      'The sum of the VAT breakdown tax amounts (BT-110) is 498.78, but 498.87 is stated',
      'The total without VAT plus the VAT total (BT-112) is 3171.34, but 3171.25 is stated',
    ]);
  });
});

/** A consistent one-line invoice to change by hand. */
function invoice(extra: Partial<ParsedEInvoice> = {}): ParsedEInvoice {
  return {
    syntax: 'ubl',
    container: 'xml',
    typeCode: '380',
    kind: 'invoice',
    number: 'X-1',
    issueDate: '2026-11-24',
    currency: 'EUR',
    notes: [],
    seller: { name: 'Seller' },
    buyer: { name: 'Buyer' },
    lines: [
      {
        id: '1',
        name: 'Screws',
        quantity: '3',
        unitPrice: '0.3333',
        netAmount: '1.00',
        vatCategory: 'S',
        vatRate: '19',
      },
    ],
    allowances: [],
    charges: [],
    vatBreakdown: [{ category: 'S', rate: '19', taxableAmount: '1.00', taxAmount: '0.19' }],
    totals: {
      lineTotal: '1.00',
      allowanceTotal: '0.00',
      chargeTotal: '0.00',
      taxExclusive: '1.00',
      taxTotal: '0.19',
      taxInclusive: '1.19',
      prepaid: '0.00',
      rounding: '0.00',
      payable: '1.19',
    },
    ...extra,
  };
}

describe('checkEInvoiceTotals on hand-made invoices', () => {
  it('allows the rounding of quantity x price to cents, half up', () => {
    expect(checkEInvoiceTotals(invoice())).toEqual([]);
    const line = { ...invoice().lines[0], quantity: '1', unitPrice: '0.005', netAmount: '0.01' };
    const halfUp = invoice({ lines: [line] });
    expect(checkEInvoiceTotals(halfUp)).toEqual([
      'The sum of the line net amounts (BT-106) is 0.01, but 1.00 is stated',
    ]);
    const wrong = invoice({ lines: [{ ...invoice().lines[0], netAmount: '0.99' }] });
    expect(checkEInvoiceTotals(wrong)[0]).toBe(
      'Line 1 ("1"): 3 x 0.3333 is 1.00, but its net amount (BT-131) is 0.99',
    );
  });

  it('takes line allowances and charges, prepaid and rounding amounts into account', () => {
    const line = {
      ...invoice().lines[0],
      quantity: '10',
      unitPrice: '10.00',
      allowanceTotal: '5.00',
      chargeTotal: '1.50',
      netAmount: '96.50',
    };
    const consistent = invoice({
      lines: [line],
      charges: [{ amount: '3.50', vatCategory: 'S', vatRate: '19' }],
      vatBreakdown: [{ category: 'S', rate: '19', taxableAmount: '100.00', taxAmount: '19.00' }],
      totals: {
        lineTotal: '96.50',
        allowanceTotal: '0.00',
        chargeTotal: '3.50',
        taxExclusive: '100.00',
        taxTotal: '19.00',
        taxInclusive: '119.00',
        prepaid: '20.00',
        rounding: '0.01',
        payable: '99.01',
      },
    });
    expect(checkEInvoiceTotals(consistent)).toEqual([]);
    const unbalanced = { ...consistent, charges: [] };
    expect(checkEInvoiceTotals(unbalanced)).toEqual([
      'The sum of the document level charges (BT-108) is 0.00, but 3.50 is stated',
    ]);
  });
});
