import type { StructuredAddress } from './postal-address.parser';
import { swissQrPayload, type SwissQrBill } from './swiss-qr.payload';

const creditor: StructuredAddress = {
  name: 'Robert Schneider AG',
  street: 'Rue du Lac',
  buildingNumber: '1268',
  postalCode: '2501',
  town: 'Biel',
  country: 'CH',
};
const debtor: StructuredAddress = {
  name: 'Pia-Maria Rutschmann-Schnyder',
  street: 'Grosse Marktgasse',
  buildingNumber: '28',
  postalCode: '9400',
  town: 'Rorschach',
  country: 'CH',
};
const qrBill: SwissQrBill = {
  iban: 'CH44 3199 9123 0008 8901 2',
  creditor,
  amount: '1949.75',
  currency: 'CHF',
  debtor,
  reference: { type: 'QRR', value: '210000000003139471430009017' },
  message: 'Order of 15 June 2020',
};

describe('swissQrPayload', () => {
  it('writes the guidelines example with structured addresses and a QR reference', () => {
    expect(swissQrPayload(qrBill).split('\n')).toEqual([
      'SPC',
      '0200',
      '1',
      'CH4431999123000889012',
      'S',
      'Robert Schneider AG',
      'Rue du Lac',
      '1268',
      '2501',
      'Biel',
      'CH',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '1949.75',
      'CHF',
      'S',
      'Pia-Maria Rutschmann-Schnyder',
      'Grosse Marktgasse',
      '28',
      '9400',
      'Rorschach',
      'CH',
      'QRR',
      '210000000003139471430009017',
      'Order of 15 June 2020',
      'EPD',
    ]);
  });

  it('leaves the debtor empty and takes an ISO 11649 reference on an ordinary IBAN', () => {
    const lines = swissQrPayload({
      ...qrBill,
      iban: 'CH9300762011623852957',
      debtor: null,
      reference: { type: 'SCOR', value: 'RF18 5390 0754 7034' },
    }).split('\n');
    expect(lines).toHaveLength(31);
    expect(lines.slice(20, 27)).toEqual(['', '', '', '', '', '', '']);
    expect(lines.slice(27)).toEqual(['SCOR', 'RF18539007547034', 'Order of 15 June 2020', 'EPD']);
  });

  it('writes NON with an empty reference line', () => {
    const payload = swissQrPayload({
      ...qrBill,
      iban: 'CH9300762011623852957',
      reference: { type: 'NON' },
      message: '',
    });
    expect(payload.endsWith('\nNON\n\n\nEPD')).toBe(true);
  });

  it('cuts fields to their maximum length and keeps them on one line', () => {
    const lines = swissQrPayload({
      ...qrBill,
      creditor: { ...creditor, name: `A\nB${'x'.repeat(80)}`, town: 'T'.repeat(40) },
    }).split('\n');
    expect(lines[5]).toHaveLength(70);
    expect(lines[5]!.startsWith('A Bx')).toBe(true);
    expect(lines[9]).toHaveLength(35);
  });

  it.each([
    ['a QR-IBAN without a QR reference', { reference: { type: 'NON' } }],
    ['a QR reference on an ordinary IBAN', { iban: 'CH9300762011623852957' }],
    ['a German IBAN', { iban: 'DE89370400440532013000' }],
    ['a wrong QR reference', { reference: { type: 'QRR', value: '210000000003139471430009018' } }],
    [
      'a wrong creditor reference',
      { iban: 'CH9300762011623852957', reference: { type: 'SCOR', value: 'RF18539007547035' } },
    ],
    ['an amount without cents', { amount: '1949' }],
    ['a zero amount', { amount: '0.00' }],
    ['an amount too large', { amount: '1000000000.00' }],
  ] as const)('refuses %s', (_, change) => {
    expect(() => swissQrPayload({ ...qrBill, ...change } as SwissQrBill)).toThrow();
  });
});
