import { Decimal } from '@faktura/domain';
import { paymentCodeFor, type PaymentCodeInput } from './payment-code.selector';

const input: PaymentCodeInput = {
  account: {
    name: 'Seller',
    legalName: 'Seller AG',
    address: 'Rue du Lac 1268\n2501 Biel',
    countryCode: 'CH',
    iban: 'CH44 3199 9123 0008 8901 2',
    bic: null,
  },
  currency: 'CHF',
  amount: new Decimal('1949.75'),
  documentNumber: 4711,
  message: 'R260001',
  creditorReference: null,
  recipientAddress: 'Acme AG\nGrosse Marktgasse 28\n9400 Rorschach',
  debtorCountry: 'CH',
};
const withAccount = (change: Partial<PaymentCodeInput['account']>) => ({
  ...input,
  account: { ...input.account, ...change },
});

describe('paymentCodeFor', () => {
  it('makes a QR-bill with a QR reference from the invoice id for a QR-IBAN', () => {
    const code = paymentCodeFor(input);
    if (code?.kind !== 'swiss_qr_bill') throw new Error('expected a QR-bill');
    const lines = code.payload.split('\n');
    expect(lines.slice(0, 11)).toEqual([
      'SPC',
      '0200',
      '1',
      'CH4431999123000889012',
      'S',
      'Seller AG',
      'Rue du Lac',
      '1268',
      '2501',
      'Biel',
      'CH',
    ]);
    expect(lines.slice(18, 22)).toEqual(['1949.75', 'CHF', 'S', 'Acme AG']);
    expect(lines.slice(27)).toEqual(['QRR', '000000000000000000000047119', 'R260001', 'EPD']);
    expect(code.bill).toEqual({
      account: 'CH44 3199 9123 0008 8901 2',
      creditor: ['Seller AG', 'Rue du Lac 1268', '2501 Biel'],
      reference: '00 00000 00000 00000 00000 47119',
      message: 'R260001',
      debtor: ['Acme AG', 'Grosse Marktgasse 28', '9400 Rorschach'],
      currency: 'CHF',
      amount: '1 949.75',
    });
  });

  it('keeps a valid stored QR reference on a QR-IBAN', () => {
    const code = paymentCodeFor({ ...input, creditorReference: '210000000003139471430009017' });
    expect(code?.payload).toContain('\nQRR\n210000000003139471430009017\n');
  });

  it('uses SCOR with a valid creditor reference on an ordinary IBAN, else NON', () => {
    const ordinary = withAccount({ iban: 'CH9300762011623852957' });
    const scor = paymentCodeFor({ ...ordinary, creditorReference: 'RF18 5390 0754 7034' });
    expect(scor?.payload).toContain('\nSCOR\nRF18539007547034\nR260001\nEPD');
    expect(scor?.kind === 'swiss_qr_bill' && scor.bill.reference).toBe('RF18 5390 0754 7034');
    const non = paymentCodeFor({ ...ordinary, creditorReference: 'RF00 bad' });
    expect(non?.payload).toContain('\nNON\n\nR260001\nEPD');
  });

  it('leaves the debtor out when the customer has no country or the address does not parse', () => {
    for (const change of [{ debtorCountry: null }, { recipientAddress: 'Acme AG' }]) {
      const code = paymentCodeFor({ ...input, ...change });
      if (code?.kind !== 'swiss_qr_bill') throw new Error('expected a QR-bill');
      expect(code.bill.debtor).toBeNull();
      expect(code.payload.split('\n').slice(20, 27)).toEqual(['', '', '', '', '', '', '']);
    }
  });

  it('prints foreign creditor towns with the country prefix', () => {
    const code = paymentCodeFor(
      withAccount({ address: 'Hauptstr. 1\n10115 Berlin', countryCode: 'DE' }),
    );
    expect(code?.kind === 'swiss_qr_bill' && code.bill.creditor[2]).toBe('DE-10115 Berlin');
  });

  it('makes an EPC code for EUR', () => {
    const code = paymentCodeFor({
      ...withAccount({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }),
      currency: 'EUR',
      amount: new Decimal('1190'),
    });
    expect(code).toEqual({
      kind: 'epc_qr',
      payload:
        'BCD\n002\n1\nSCT\nCOBADEFFXXX\nSeller AG\nDE89370400440532013000\nEUR1190.00\n\n\nR260001',
      beneficiary: 'Seller AG',
      iban: 'DE89 3704 0044 0532 0130 00',
      amount: '1190.00',
    });
  });

  it.each<[string, PaymentCodeInput]>([
    ['USD', { ...input, currency: 'USD' }],
    ['no IBAN', withAccount({ iban: null })],
    ['an invalid IBAN', withAccount({ iban: 'CH4431999123000889013' })],
    ['a zero amount', { ...input, amount: new Decimal(0) }],
    ['a negative amount (reversal)', { ...input, amount: new Decimal('-1949.75') }],
    ['an amount beyond the codes', { ...input, amount: new Decimal('1000000000') }],
    ['CHF to a German IBAN', withAccount({ iban: 'DE89370400440532013000' })],
    ['EUR to a QR-IBAN', { ...input, currency: 'EUR' }],
    ['a seller address without town', withAccount({ address: 'Seller Street 1' })],
  ])('prints nothing for %s', (_, change) => {
    expect(paymentCodeFor(change)).toBeNull();
  });
});
