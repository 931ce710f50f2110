import type { ParsedEInvoice } from '@faktura/einvoice';
import {
  documentTotals,
  precedingReceipt,
  purchaseFromEInvoice,
  sellerKeys,
  type ImportChoices,
} from './import-purchase.plan';

const parsed = (extra: Partial<ParsedEInvoice> = {}): ParsedEInvoice =>
  ({
    syntax: 'ubl',
    container: 'xml',
    typeCode: '380',
    kind: 'invoice',
    number: 'R260017',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'EUR',
    servicePeriod: { start: '2026-10-01', end: '2026-10-31' },
    notes: [],
    seller: { name: 'Alpha Software GmbH', tradingName: 'Alpha', vatId: 'DE 123.456-789' },
    buyer: { name: 'Beta GmbH' },
    paymentTerms: 'Zahlbar bis 2026-12-02',
    iban: 'DE02100500000054540402',
    paymentReference: 'RF18539007547034',
    lines: [
      {
        id: '1',
        name: 'Programmierung',
        quantity: '8',
        unitPrice: '125',
        netAmount: '1000.00',
        vatCategory: 'S',
        vatRate: '19',
      },
      {
        id: '2',
        name: 'Buch',
        quantity: '1',
        unitPrice: '40',
        netAmount: '40.00',
        vatCategory: 'S',
        vatRate: '7.00',
      },
    ],
    allowances: [{ amount: '10.00', vatCategory: 'S', vatRate: '19', reason: 'Rabatt' }],
    charges: [{ amount: '5.00', vatCategory: 'S', vatRate: '19' }],
    vatBreakdown: [],
    totals: {
      lineTotal: '1040.00',
      allowanceTotal: '10.00',
      chargeTotal: '5.00',
      taxExclusive: '1035.00',
      taxTotal: '190.85',
      taxInclusive: '1225.85',
      prepaid: '0.00',
      rounding: '0.00',
      payable: '1225.85',
    },
    ...extra,
  }) as ParsedEInvoice;

const choices: ImportChoices = {
  companyId: 12,
  paymentMethod: 'bank_transfer',
  categoryId: null,
  vatCodes: [{ id: 2, kind: 'reverse_charge' }],
  file: { filename: 'r.xml', base64: 'PA==' },
  original: null,
};

describe('purchaseFromEInvoice', () => {
  it('books every line, allowance and charge as an item with its VAT rate', () => {
    const body = purchaseFromEInvoice(parsed(), choices);
    // The purchase resolver gives each rate the account's code of that rate, if any.
    expect(body.items).toEqual([
      { title: 'Programmierung', total: 1000, tax_included: false, tax: 19 },
      { title: 'Buch', total: 40, tax_included: false, tax: 7 },
      { title: 'Rabatt', total: -10, tax_included: false, tax: 19 },
      { title: 'Charge', total: 5, tax_included: false, tax: 19 },
    ]);
    expect(body).toMatchObject({
      date: '2026-11-02',
      due_date: '2026-12-02',
      service_period_from: '2026-10-01',
      service_period_to: '2026-10-31',
      currency: 'EUR',
      company_id: 12,
      payment_method: 'bank_transfer',
      receipt_identifier: 'R260017',
      title: 'Alpha Software GmbH R260017',
      iban: 'DE02100500000054540402',
      reference: 'RF18539007547034',
      info: 'Zahlbar bis 2026-12-02',
      file: { filename: 'r.xml', base64: 'PA==' },
    });
  });

  it('books a credit note negative and reverse charge with a code of that kind', () => {
    const credit = parsed({
      kind: 'credit_note',
      typeCode: '381',
      lines: [
        {
          id: '1',
          name: 'Gutschrift',
          quantity: '1',
          unitPrice: '100',
          netAmount: '100.00',
          vatCategory: 'AE',
          vatRate: '0',
        },
      ],
      allowances: [],
      charges: [],
    });
    const body = purchaseFromEInvoice(credit, { ...choices, categoryId: 4 });
    expect(body.items).toEqual([
      { title: 'Gutschrift', total: -100, tax_included: false, vat_code_id: 2, category_id: 4 },
    ]);
    expect(documentTotals(credit)).toEqual({ net: '-1035.00', gross: '-1225.85' });
  });

  it('names the credited invoice and its purchase in info, before the payment terms', () => {
    const credit = parsed({ kind: 'credit_note', typeCode: '381', precedingInvoiceNumber: 'R1' });
    const original = { id: 7, identifier: 'E260007' };
    expect(purchaseFromEInvoice(credit, { ...choices, original })).toMatchObject({
      receipt_identifier: 'R260017',
      info: 'Credit note for invoice R1 (purchase E260007)\nZahlbar bis 2026-12-02',
    });
    // Without the original purchase the invoice number alone; without terms the note alone.
    expect(purchaseFromEInvoice({ ...credit, paymentTerms: undefined }, choices).info).toBe(
      'Credit note for invoice R1',
    );
    // A corrective invoice refers to its invoice as well.
    const correction = parsed({ precedingInvoiceNumber: 'R1', paymentTerms: undefined });
    expect(purchaseFromEInvoice(correction, { ...choices, original }).info).toBe(
      'Refers to invoice R1 (purchase E260007)',
    );
    expect(purchaseFromEInvoice(parsed({ paymentTerms: undefined }), choices).info).toBeNull();
    expect(precedingReceipt(credit)).toBe('R1');
    expect(precedingReceipt(parsed())).toBeNull();
  });

  it('keeps a credit note numbered like its invoice apart from that receipt', () => {
    const credit = parsed({
      kind: 'credit_note',
      typeCode: '381',
      precedingInvoiceNumber: 'R260017',
    });
    expect(purchaseFromEInvoice(credit, choices).receipt_identifier).toBe('R260017 (credit note)');
    // An invoice never is: the same number twice stays the duplicate it is.
    const invoice = parsed({ precedingInvoiceNumber: 'R260017' });
    expect(purchaseFromEInvoice(invoice, choices).receipt_identifier).toBe('R260017');
  });

  it('clips long titles to the field length', () => {
    const long = 'x'.repeat(300);
    const body = purchaseFromEInvoice(parsed({ number: long }), choices);
    expect(body.receipt_identifier).toHaveLength(255);
    expect(body.title).toHaveLength(255);
  });
});

describe('sellerKeys and documentTotals', () => {
  it('compacts the VAT ID, writes the Peppol id as companies store it, lists the names', () => {
    expect(sellerKeys(parsed())).toEqual({
      vatId: 'DE123456789',
      peppolId: null,
      names: ['Alpha Software GmbH', 'Alpha'],
    });
    const peppolId = { scheme: '0088', value: '7300010000001' };
    expect(sellerKeys(parsed({ seller: { name: ' Solo ', peppolId } }))).toEqual({
      vatId: null,
      peppolId: '0088:7300010000001',
      names: ['Solo'],
    });
  });

  it("states the document's net and gross", () => {
    expect(documentTotals(parsed())).toEqual({ net: '1035.00', gross: '1225.85' });
  });
});
