import { readFileSync } from 'node:fs';
import { Decimal } from '@faktura/domain';
import {
  BILLING_PROFILE_ID,
  DEFAULT_UNIT_CODE,
  E_INVOICE_CORE_VERSION,
  E_INVOICE_FORMATS,
  EN16931_CUSTOMIZATION_ID,
  PEPPOL_CUSTOMIZATION_ID,
  XRECHNUNG_CUSTOMIZATION_ID,
  eInvoiceContentHash,
  eInvoiceFilename,
  skontoLine,
  toEInvoiceInput,
  unitCodeFor,
  vatCategoryFor,
  type EInvoiceSource,
} from '../src/generation';
import { MATRIX } from './fixtures/generation/sources';

const source = MATRIX[0].source;

describe('unit codes', () => {
  it.each([
    ['h', 'HUR'],
    ['Std', 'HUR'],
    ['Std.', 'HUR'],
    [' Stunden ', 'HUR'],
    ['hours', 'HUR'],
    ['d', 'DAY'],
    ['Tag', 'DAY'],
    ['Tage', 'DAY'],
    ['PT', 'DAY'],
    ['pcs', 'H87'],
    ['Stk', 'H87'],
    ['Stück', 'H87'],
    ['Min', 'MIN'],
    ['Monat', 'MON'],
    ['Woche', 'WEE'],
    ['Jahr', 'ANN'],
    ['pauschal', 'LS'],
    ['km', 'KMT'],
    ['m²', 'MTK'],
    ['kWh', 'KWH'],
    ['HUR', 'HUR'],
    ['E48', 'E48'],
    ['Lizenz', 'C62'],
    ['hur', 'C62'],
    ['', 'C62'],
    [null, 'C62'],
    [undefined, 'C62'],
  ])('maps %p to %s', (unit, code) => {
    expect(unitCodeFor(unit)).toBe(code);
  });

  it('maps only to codes of UN/ECE Recommendation 20', () => {
    const codes = ['HUR', 'MIN', 'DAY', 'WEE', 'MON', 'ANN', 'H87', 'LS', 'SET', 'KGM', 'GRM'];
    const more = ['TNE', 'MTR', 'KMT', 'CMT', 'MMT', 'MTK', 'MTQ', 'LTR', 'KWH', DEFAULT_UNIT_CODE];
    // A code passes through only when the library's Rec. 20 list has it.
    for (const code of [...codes, ...more]) expect(unitCodeFor(code)).toBe(code);
  });
});

describe('VAT categories of Faktura VAT kinds', () => {
  it.each([
    ['tax', '19', 'S'],
    ['tax', '0', 'Z'],
    ['reverse_charge', '19', 'AE'],
    ['intra_eu', '0', 'K'],
  ] as const)('%s at %s %% is %s', (kind, rate, category) => {
    expect(vatCategoryFor(kind, rate)).toBe(category);
  });
});

describe('cash discount line', () => {
  it('follows the XRechnung syntax, with the base amount when given', () => {
    expect(skontoLine(14, new Decimal('2'))).toBe('#SKONTO#TAGE=14#PROZENT=2.00#');
    expect(skontoLine(7, new Decimal('2.5'), new Decimal('1190'))).toBe(
      '#SKONTO#TAGE=7#PROZENT=2.50#BASISBETRAG=1190.00#',
    );
  });
});

describe('library input', () => {
  it('sets the specification and process identifiers explicitly for every format', () => {
    const expected = {
      'xrechnung-ubl': XRECHNUNG_CUSTOMIZATION_ID,
      'xrechnung-cii': XRECHNUNG_CUSTOMIZATION_ID,
      ubl: EN16931_CUSTOMIZATION_ID,
      cii: EN16931_CUSTOMIZATION_ID,
      'factur-x': EN16931_CUSTOMIZATION_ID,
      peppol: PEPPOL_CUSTOMIZATION_ID,
    };
    for (const format of E_INVOICE_FORMATS) {
      const input = toEInvoiceInput(source, format)['ubl:Invoice'];
      expect([input['cbc:CustomizationID'], input['cbc:ProfileID']]).toEqual([
        expected[format],
        BILLING_PROFILE_ID,
      ]);
    }
  });

  it('states the deliver-to address the source names, else the buyer address', () => {
    const address = (value: EInvoiceSource) =>
      toEInvoiceInput(value, 'cii')['ubl:Invoice']['cac:Delivery']?.['cac:DeliveryLocation']?.[
        'cac:Address'
      ];
    expect(address(source)).toEqual({
      'cbc:StreetName': 'Rathausplatz 1',
      'cbc:CityName': 'Hamburg',
      'cbc:PostalZone': '20095',
      'cac:Country': { 'cbc:IdentificationCode': 'DE' },
    });
    const site = { street: 'Baustelle 3', postcode: '6020', city: 'Innsbruck', countryCode: 'AT' };
    expect(address({ ...source, deliveryAddress: site })?.['cbc:CityName']).toBe('Innsbruck');
  });

  it('leaves out what the source does not have instead of writing empty values', () => {
    const input = toEInvoiceInput({ ...source, payment: undefined, notes: undefined }, 'cii');
    const json = JSON.stringify(input);
    expect(json).not.toContain('null');
    expect(json).not.toContain('""');
    expect(input['ubl:Invoice']['cac:PaymentMeans']).toEqual([{ 'cbc:PaymentMeansCode': '1' }]);
  });
});

describe('content hash', () => {
  it('is the same for the same data in any key order', () => {
    const reordered = Object.fromEntries(Object.entries(source).reverse()) as EInvoiceSource;
    expect(eInvoiceContentHash(reordered, 'xrechnung-ubl')).toBe(
      eInvoiceContentHash(source, 'xrechnung-ubl'),
    );
    expect(eInvoiceContentHash(source, 'cii')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the data, the format and the wrapped PDF', () => {
    const hash = eInvoiceContentHash(source, 'factur-x', 'pdf-1');
    const changed = {
      ...source,
      lines: [{ ...source.lines[0], quantity: '11' }, ...source.lines.slice(1)],
    };
    expect(eInvoiceContentHash(changed, 'factur-x', 'pdf-1')).not.toBe(hash);
    expect(eInvoiceContentHash(source, 'cii', 'pdf-1')).not.toBe(hash);
    expect(eInvoiceContentHash(source, 'factur-x', 'pdf-2')).not.toBe(hash);
  });

  it('names the installed library version', () => {
    const installed = JSON.parse(
      readFileSync(require.resolve('@e-invoice-eu/core/package.json'), 'utf8'),
    ) as { version: string };
    expect(E_INVOICE_CORE_VERSION).toBe(installed.version);
  });
});

describe('filenames', () => {
  it('carry the document number without any path', () => {
    expect(eInvoiceFilename(source, 'xrechnung-cii')).toBe('R260001-xrechnung-cii.xml');
    expect(eInvoiceFilename({ ...source, number: '../R 1/2' }, 'factur-x')).toBe('R-1-2.pdf');
    expect(eInvoiceFilename({ ...source, number: '///' }, 'ubl')).toBe('invoice-ubl.xml');
  });
});
