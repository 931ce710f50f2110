import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkEInvoiceTotals, eInvoiceXml, parseEInvoice, type ParsedEInvoice } from '../src';
import { MATRIX } from './fixtures/generation/sources';
import { fileErrorsOf, pdfWithAttachment, utf8 } from './fixtures/import/documents';

// What other writers than Faktura's library do: other prefixes and encodings, entities and
// CDATA, line allowances and charges, a tax currency, other attachment names.

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/import', name));
const mixedRates = MATRIX[0].source;

describe('a hand-written invoice with charges, in UBL and CII', () => {
  let ubl: ParsedEInvoice;
  let cii: ParsedEInvoice;

  beforeAll(async () => {
    ubl = await parseEInvoice(fixture('charges-invoice.ubl.xml'));
    cii = await parseEInvoice(fixture('charges-invoice.cii.xml'));
  });

  it('reads the same from both syntaxes, whatever prefixes they use', () => {
    expect(ubl.syntax).toBe('ubl');
    expect(cii.syntax).toBe('cii');
    expect({ ...cii, syntax: 'ubl' }).toEqual(ubl);
  });

  it('decodes entities, character references and CDATA', () => {
    expect(ubl.seller.name).toBe('Müller & Söhne GmbH');
    expect(ubl.seller.tradingName).toBe('Müller Werkzeuge');
    expect(ubl.buyer.name).toBe('Kunde & Co. KG');
    expect(ubl.notes).toEqual(['Lieferung <frei Haus> & versichert', 'Zweite Notiz']);
  });

  it('reads the header and the parties', () => {
    expect(ubl).toMatchObject({
      number: 'F-2026-042',
      issueDate: '2026-11-24',
      dueDate: '2026-12-24',
      currency: 'EUR',
      buyerReference: 'PO-77',
      servicePeriod: { start: '2026-11-01' },
      paymentTerms: '30 Tage netto',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      paymentReference: 'F-2026-042',
    });
    expect(ubl.seller).toEqual({
      name: 'Müller & Söhne GmbH',
      tradingName: 'Müller Werkzeuge',
      vatId: 'DE987654321',
      street: 'Lindenweg 5',
      postcode: '50667',
      city: 'Köln',
      countryCode: 'DE',
      email: 'buchhaltung@mueller.example',
      electronicAddress: 'rechnung@mueller.example',
    });
  });

  it('reads line allowances and charges, the per-unit price and normalised decimals', () => {
    expect(ubl.lines).toEqual([
      {
        id: '10',
        name: 'Schraubendreher',
        description: 'Dreierpack',
        quantity: '3',
        unitCode: 'H87',
        // 10.00 per 3 pieces, to 10 decimals.
        unitPrice: '3.3333333333',
        netAmount: '9.50',
        vatCategory: 'S',
        vatRate: '19',
        allowanceTotal: '1.00',
        chargeTotal: '0.50',
      },
      {
        id: '20',
        name: 'Zange',
        quantity: '2',
        unitCode: 'C62',
        unitPrice: '25.0',
        netAmount: '50.00',
        vatCategory: 'S',
        vatRate: '19',
      },
    ]);
  });

  it('reads document allowances and charges and the totals in the invoice currency', () => {
    expect(ubl.allowances).toEqual([
      { amount: '5.00', vatCategory: 'S', vatRate: '19', reason: 'Treuerabatt' },
    ]);
    expect(ubl.charges).toEqual([
      { amount: '10.00', vatCategory: 'S', vatRate: '19', reason: 'Fracht' },
    ]);
    expect(ubl.totals).toEqual({
      lineTotal: '59.50',
      allowanceTotal: '5.00',
      chargeTotal: '10.00',
      taxExclusive: '64.50',
      // Not the CHF amount (BT-111) stated first.
      taxTotal: '12.26',
      taxInclusive: '76.76',
      prepaid: '20.00',
      rounding: '0.24',
      payable: '57.00',
    });
    expect(checkEInvoiceTotals(ubl)).toEqual([]);
  });
});

describe('encodings', () => {
  let xml: string;
  let expected: ParsedEInvoice;

  beforeAll(async () => {
    xml = await eInvoiceXml(mixedRates, 'xrechnung-ubl');
    expected = await parseEInvoice(utf8(xml));
    expect(expected.seller.street).toBe('Hauptstraße 1');
  });

  it.each([
    [
      'UTF-8 with a byte order mark',
      () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]),
    ],
    [
      'UTF-16LE with a byte order mark',
      () => Buffer.from(`\uFEFF${xml.replace('utf-8', 'UTF-16')}`, 'utf16le'),
    ],
    [
      'UTF-16BE with a byte order mark',
      () => Buffer.from(`\uFEFF${xml.replace('utf-8', 'UTF-16')}`, 'utf16le').swap16(),
    ],
    ['ISO-8859-1 as declared', () => Buffer.from(xml.replace('utf-8', 'ISO-8859-1'), 'latin1')],
  ])('reads %s', async (_, bytes) => {
    expect(await parseEInvoice(new Uint8Array(bytes()))).toEqual(expected);
  });

  it('refuses bytes that are not the declared UTF-8', async () => {
    const latin1 = new Uint8Array(Buffer.from(xml, 'latin1'));
    expect(await fileErrorsOf(parseEInvoice(latin1))).toEqual(['is not valid UTF-8 text']);
  });

  it('refuses an encoding it does not know', async () => {
    const ebcdic = utf8(xml.replace('encoding="utf-8"', 'encoding="IBM037"'));
    expect(await fileErrorsOf(parseEInvoice(ebcdic))).toEqual([
      'is written in a character encoding that is not supported',
    ]);
  });
});

describe('PDFs from other writers', () => {
  it.each(['ZUGFeRD-invoice.xml', 'zugferd-invoice.xml', 'xrechnung.xml'])(
    'reads an invoice attached as %s',
    async (name) => {
      const xml = await eInvoiceXml(mixedRates, 'cii');
      const parsed = await parseEInvoice(await pdfWithAttachment(utf8(xml), name));
      expect(parsed).toEqual({ ...(await parseEInvoice(utf8(xml))), container: 'pdf' });
    },
  );

  it('reads a UBL xrechnung.xml too', async () => {
    const xml = await eInvoiceXml(mixedRates, 'xrechnung-ubl');
    const parsed = await parseEInvoice(await pdfWithAttachment(utf8(xml), 'xrechnung.xml'));
    expect(parsed.syntax).toBe('ubl');
    expect(parsed.container).toBe('pdf');
    expect(parsed.number).toBe(mixedRates.number);
  });

  it('names the attachment in the refusal of what it carries', async () => {
    const pdf = await pdfWithAttachment(utf8('<foo/>'), 'ZUGFeRD-invoice.xml');
    expect(await fileErrorsOf(parseEInvoice(pdf))).toEqual([
      'embedded ZUGFeRD-invoice.xml: is neither a UBL 2.1 Invoice or CreditNote nor a CII CrossIndustryInvoice (its root element is "foo")',
    ]);
  });
});
