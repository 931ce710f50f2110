import type { StructuredAddress } from './postal-address.parser';
import { swissQrBillData, type SwissQrBill } from './swiss-qr-bill.data';

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

describe('swissQrBillData', () => {
  it('maps the guidelines example with structured addresses and a QR reference', () => {
    expect(swissQrBillData(qrBill)).toEqual({
      creditor: {
        account: 'CH4431999123000889012',
        name: 'Robert Schneider AG',
        address: 'Rue du Lac',
        buildingNumber: '1268',
        zip: '2501',
        city: 'Biel',
        country: 'CH',
      },
      amount: 1949.75,
      currency: 'CHF',
      debtor: {
        name: 'Pia-Maria Rutschmann-Schnyder',
        address: 'Grosse Marktgasse',
        buildingNumber: '28',
        zip: '9400',
        city: 'Rorschach',
        country: 'CH',
      },
      reference: '210000000003139471430009017',
      message: 'Order of 15 June 2020',
    });
  });

  it('leaves the debtor out and takes an ISO 11649 reference on an ordinary IBAN', () => {
    const data = swissQrBillData({
      ...qrBill,
      iban: 'CH9300762011623852957',
      debtor: null,
      reference: { type: 'SCOR', value: 'RF18 5390 0754 7034' },
    });
    expect(data).not.toHaveProperty('debtor');
    expect(data.reference).toBe('RF18539007547034');
  });

  it('leaves reference, message and an empty building number out', () => {
    const data = swissQrBillData({
      ...qrBill,
      iban: 'CH9300762011623852957',
      creditor: { ...creditor, buildingNumber: '' },
      reference: { type: 'NON' },
      message: '',
    });
    expect(data).not.toHaveProperty('reference');
    expect(data).not.toHaveProperty('message');
    expect(data.creditor).not.toHaveProperty('buildingNumber');
  });

  it('cuts fields to their maximum length and keeps them on one line', () => {
    const { creditor: cut } = swissQrBillData({
      ...qrBill,
      creditor: { ...creditor, name: `A\nB${'x'.repeat(80)}`, town: 'T'.repeat(40) },
    });
    expect(cut.name).toHaveLength(70);
    expect(cut.name.startsWith('A Bx')).toBe(true);
    expect(cut.city).toHaveLength(35);
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
    expect(() => swissQrBillData({ ...qrBill, ...change } as SwissQrBill)).toThrow();
  });
});
