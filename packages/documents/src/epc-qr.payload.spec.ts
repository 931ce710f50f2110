import { epcQrPayload, type EpcTransfer } from './epc-qr.payload';

const transfer: EpcTransfer = {
  bic: 'COBADEFFXXX',
  beneficiary: 'Seller GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  amount: '1190.00',
  reference: null,
  text: 'R260001',
};

describe('epcQrPayload', () => {
  it('writes the EPC069-12 lines with the remittance text', () => {
    expect(epcQrPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Seller GmbH',
      'DE89370400440532013000',
      'EUR1190.00',
      '',
      '',
      'R260001',
    ]);
  });

  it('takes a valid creditor reference instead of the text, never both', () => {
    const lines = epcQrPayload({ ...transfer, reference: 'rf18 5390 0754 7034' }).split('\n');
    expect(lines.slice(7)).toEqual(['EUR1190.00', '', 'RF18539007547034']);
  });

  it('ignores an invalid reference and allows an empty BIC', () => {
    const lines = epcQrPayload({ ...transfer, bic: null, reference: 'RF00123' }).split('\n');
    expect(lines[4]).toBe('');
    expect(lines[9]).toBe('');
    expect(lines[10]).toBe('R260001');
  });

  it('drops trailing empty fields', () => {
    expect(epcQrPayload({ ...transfer, text: '' }).endsWith('EUR1190.00')).toBe(true);
  });

  it.each([
    ['an invalid IBAN', { iban: 'DE89370400440532013001' }],
    ['an amount without cents', { amount: '12' }],
    ['a zero amount', { amount: '0.00' }],
    ['a malformed BIC', { bic: 'COBA' }],
    ['no beneficiary', { beneficiary: ' ' }],
  ])('refuses %s', (_, change) => {
    expect(() => epcQrPayload({ ...transfer, ...change })).toThrow();
  });
});
