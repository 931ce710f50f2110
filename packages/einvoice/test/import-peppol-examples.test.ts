import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkEInvoiceTotals,
  parseEInvoice,
  validatorSettingsFromEnv,
  type ParsedEInvoice,
} from '../src';

// OpenPEPPOL's example documents of Peppol BIS Billing 3.0, read where the rule files are
// (../shared/einvoice beside the checkout, or FAKTURA_EINVOICE_RULES_DIR); never copied here.
const EXAMPLES = join(validatorSettingsFromEnv().rulesDir, 'peppol/examples');
const PEPPOL_BILLING = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

const read = (name: string) => parseEInvoice(readFileSync(join(EXAMPLES, name)));

const BASE_SELLER = { scheme: '0088', value: '9482348239847239874' };
const GLN_SELLER = { scheme: '0088', value: '7300010000001' };
const BASE_TOTALS = { taxExclusive: '1325', taxTotal: '331.25', taxInclusive: '1656.25' };
const BASE_VAT = [{ category: 'S', rate: '25.0', taxableAmount: '1325', taxAmount: '331.25' }];
const ZERO_TOTALS = { taxExclusive: '1200.00', taxTotal: '0.00', taxInclusive: '1200.00' };

/** What each example states: its header, seller, line count, totals and VAT breakdown. */
const CASES = [
  {
    file: 'base-example.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Snippet1', currency: 'EUR' },
    seller: 'SupplierOfficialName Ltd',
    peppolId: BASE_SELLER,
    lines: 2,
    totals: { ...BASE_TOTALS, payable: '1656.25' },
    vat: BASE_VAT,
  },
  {
    file: 'base-creditnote-correction.xml',
    header: { kind: 'credit_note', typeCode: '381', number: 'Snippet1', currency: 'EUR' },
    seller: 'SupplierOfficialName Ltd',
    peppolId: BASE_SELLER,
    lines: 2,
    totals: { ...BASE_TOTALS, payable: '1656.25' },
    vat: BASE_VAT,
  },
  {
    file: 'base-negative-inv-correction.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Correction1', currency: 'EUR' },
    seller: 'SupplierOfficialName Ltd',
    peppolId: BASE_SELLER,
    lines: 2,
    totals: {
      taxExclusive: '-1325',
      taxTotal: '-331.25',
      taxInclusive: '-1656.25',
      payable: '-1656.25',
    },
    vat: [{ category: 'S', rate: '25.0', taxableAmount: '-1325', taxAmount: '-331.25' }],
  },
  {
    file: 'sales-order-example.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Snippet1', currency: 'EUR' },
    seller: 'SupplierOfficialName Ltd',
    peppolId: BASE_SELLER,
    lines: 2,
    totals: { ...BASE_TOTALS, payable: '1656.25' },
    vat: BASE_VAT,
  },
  {
    file: 'Allowance-example.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Snippet1', currency: 'EUR' },
    seller: 'SupplierOfficialName Ltd',
    peppolId: GLN_SELLER,
    lines: 3,
    // The second TaxTotal states the VAT in the tax currency (SEK): not the document's.
    totals: { taxExclusive: '5900', taxTotal: '1225.00', taxInclusive: '7125', payable: '6125.00' },
    vat: [
      { category: 'S', rate: '25', taxableAmount: '4900.0', taxAmount: '1225' },
      { category: 'E', rate: '0', taxableAmount: '1000.0', taxAmount: '0' },
    ],
  },
  {
    file: 'Vat-category-S.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Snippet1', currency: 'EUR' },
    seller: 'SupplierOfficialName Ltd',
    peppolId: GLN_SELLER,
    lines: 3,
    totals: { taxExclusive: '7000', taxTotal: '1550.00', taxInclusive: '8550', payable: '8550' },
    vat: [
      { category: 'S', rate: '25', taxableAmount: '5000.0', taxAmount: '1250' },
      { category: 'S', rate: '15', taxableAmount: '2000.0', taxAmount: '300' },
    ],
  },
  {
    file: 'vat-category-E.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Vat-Z', currency: 'GBP' },
    seller: 'The Sellercompany Incorporated',
    peppolId: GLN_SELLER,
    lines: 1,
    totals: { ...ZERO_TOTALS, payable: '1200.00' },
    vat: [{ category: 'E', rate: '0', taxableAmount: '1200.00', taxAmount: '0.00' }],
  },
  {
    file: 'vat-category-Z.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Vat-Z', currency: 'GBP' },
    seller: 'The Sellercompany Incorporated',
    peppolId: GLN_SELLER,
    lines: 1,
    totals: { ...ZERO_TOTALS, payable: '1200.00' },
    vat: [{ category: 'Z', rate: '0', taxableAmount: '1200.00', taxAmount: '0.00' }],
  },
  {
    file: 'vat-category-O.xml',
    header: { kind: 'invoice', typeCode: '380', number: 'Vat-O', currency: 'SEK' },
    seller: 'The Sellercompany Incorporated',
    peppolId: GLN_SELLER,
    lines: 1,
    totals: {
      taxExclusive: '3200.00',
      taxTotal: '0.00',
      taxInclusive: '3200.00',
      payable: '3200.00',
    },
    // Category O states no rate: read as zero.
    vat: [{ category: 'O', rate: '0', taxableAmount: '3200.00', taxAmount: '0.00' }],
  },
] as const;

describe('the OpenPEPPOL examples of Peppol BIS Billing 3.0', () => {
  const parsed = new Map<string, ParsedEInvoice>();

  beforeAll(async () => {
    for (const { file } of CASES) parsed.set(file, await read(file));
  });

  it.each(CASES.map((example) => [example.file, example] as const))(
    '%s: header, seller with its participant id, totals and VAT breakdown',
    (file, example) => {
      const document = parsed.get(file)!;
      expect(document).toMatchObject({
        syntax: 'ubl',
        container: 'xml',
        customizationId: PEPPOL_BILLING,
        ...example.header,
      });
      expect(document.seller.name).toBe(example.seller);
      expect(document.seller.peppolId).toEqual(example.peppolId);
      expect(document.lines).toHaveLength(example.lines);
      expect(document.totals).toMatchObject(example.totals);
      expect(document.vatBreakdown.map(({ exemptionReason: _, ...entry }) => entry)).toEqual(
        example.vat,
      );
      // Every example adds up by itself, as the import requires.
      expect(checkEInvoiceTotals(document)).toEqual([]);
    },
  );

  it('reads the parties of the base example with their participant ids', () => {
    const document = parsed.get('base-example.xml')!;
    expect(document).toMatchObject({ issueDate: '2017-11-13', dueDate: '2017-12-01' });
    expect(document.seller).toEqual({
      name: 'SupplierOfficialName Ltd',
      tradingName: 'SupplierTradingName Ltd.',
      vatId: 'GB1232434',
      street: 'Main street 1',
      postcode: 'GB 123 EW',
      city: 'London',
      countryCode: 'GB',
      electronicAddress: '9482348239847239874',
      peppolId: BASE_SELLER,
    });
    expect(document.buyer).toMatchObject({
      name: 'Buyer Official Name',
      vatId: 'SE4598375937',
      email: 'lj@buyer.se',
      peppolId: { scheme: '0002', value: 'FR23342' },
    });
    expect(document.charges).toEqual([
      { amount: '25', vatCategory: 'S', vatRate: '25.0', reason: 'Insurance' },
    ]);
  });

  it('reads the credit note: its credited lines and the invoice it corrects', () => {
    const document = parsed.get('base-creditnote-correction.xml')!;
    expect(document).toMatchObject({ precedingInvoiceNumber: 'Snippet1', issueDate: '2017-11-13' });
    expect(document.dueDate).toBeUndefined();
    expect(document.lines).toEqual([
      expect.objectContaining({ id: '1', name: 'item name', quantity: '7', netAmount: '2800' }),
      expect.objectContaining({ id: '2', name: 'item name 2', quantity: '-3', netAmount: '-1500' }),
    ]);
    expect(document.lines.map((line) => [line.unitCode, line.unitPrice, line.vatRate])).toEqual([
      ['DAY', '400', '25.0'],
      ['DAY', '500', '25.0'],
    ]);
    // The negative invoice that corrects the same invoice is an invoice, negative by itself.
    expect(parsed.get('base-negative-inv-correction.xml')).toMatchObject({
      kind: 'invoice',
      precedingInvoiceNumber: 'Snippet1',
    });
  });

  it('reads line and document allowances and charges, the base quantity and the prepaid amount', () => {
    const document = parsed.get('Allowance-example.xml')!;
    expect(
      document.lines.map((line) => [line.netAmount, line.unitPrice, line.vatCategory]),
    ).toEqual([
      ['4000.00', '410', 'S'],
      ['1000.00', '100', 'E'],
      ['900.00', '100', 'S'],
    ]);
    expect(document.lines[0]).toMatchObject({ allowanceTotal: '101', chargeTotal: '1' });
    expect(document.allowances.map((item) => item.amount)).toEqual(['200']);
    expect(document.charges.map((item) => item.amount)).toEqual(['200']);
    expect(document.totals).toMatchObject({ prepaid: '1000', allowanceTotal: '200' });
  });

  it('reads a seller without VAT identifier (category O) with its participant id', () => {
    const document = parsed.get('vat-category-O.xml')!;
    // Only the participant id (or the name) can find this supplier.
    expect(document.seller.vatId).toBeUndefined();
    expect(document.seller.peppolId).toEqual(GLN_SELLER);
    expect(document.buyer.peppolId).toEqual({ scheme: '0192', value: '987654325' });
  });

  it('reads the participant id from CII (URIID with an ICD scheme) as from UBL', async () => {
    const withGln = (name: string) =>
      Buffer.from(
        readFileSync(join(__dirname, 'fixtures/import', name), 'utf8').replace(
          /schemeID="EM">rechnung@mueller.example/,
          'schemeID="0088">4000001000005',
        ),
      );
    const ubl = await parseEInvoice(withGln('charges-invoice.ubl.xml'));
    const cii = await parseEInvoice(withGln('charges-invoice.cii.xml'));
    expect(cii.seller.peppolId).toEqual({ scheme: '0088', value: '4000001000005' });
    expect(cii.seller).toEqual(ubl.seller);
  });

  it('gives no participant id for an electronic address under another scheme (EM)', async () => {
    const xml = readFileSync(join(EXAMPLES, 'base-example.xml'), 'utf8').replace(
      '<cbc:EndpointID schemeID="0088">9482348239847239874',
      '<cbc:EndpointID schemeID="EM">billing@supplier.example',
    );
    const document = await parseEInvoice(Buffer.from(xml));
    expect(document.seller.electronicAddress).toBe('billing@supplier.example');
    expect(document.seller.peppolId).toBeUndefined();
  });
});
