import { Decimal } from '@faktura/domain';
import { paymentCodeFor, type PaymentCodeInput } from './payment-code.selector';

const input: PaymentCodeInput = {
  account: {
    name: 'Seller',
    legalName: 'Seller AG',
    street: 'Rue du Lac 1268',
    zip: '2501',
    city: 'Biel',
    countryCode: 'CH',
    iban: 'CH44 3199 9123 0008 8901 2',
    qrIban: null,
    bic: null,
  },
  currency: 'CHF',
  amount: new Decimal('1949.75'),
  documentNumber: 4711,
  message: 'R260001',
  creditorReference: null,
  recipientAddress: 'Acme AG\nGrosse Marktgasse 28\n9400 Rorschach',
  debtorCountry: 'CH',
  language: 'de',
};
const withAccount = (change: Partial<PaymentCodeInput['account']>) => ({
  ...input,
  account: { ...input.account, ...change },
});

describe('paymentCodeFor', () => {
  it('makes a QR-bill with a QR reference from the invoice id for a QR-IBAN', () => {
    expect(paymentCodeFor(input)).toEqual({
      kind: 'swiss_qr_bill',
      language: 'DE',
      data: {
        creditor: {
          account: 'CH4431999123000889012',
          name: 'Seller AG',
          address: 'Rue du Lac',
          buildingNumber: '1268',
          zip: '2501',
          city: 'Biel',
          country: 'CH',
        },
        amount: 1949.75,
        currency: 'CHF',
        debtor: {
          name: 'Acme AG',
          address: 'Grosse Marktgasse',
          buildingNumber: '28',
          zip: '9400',
          city: 'Rorschach',
          country: 'CH',
        },
        reference: '000000000000000000000047119',
        message: 'R260001',
      },
    });
  });

  it('pays a CHF bill to the QR-IBAN with a QR reference when the account has one', () => {
    const code = paymentCodeFor(
      withAccount({ iban: 'CH9300762011623852957', qrIban: 'CH44 3199 9123 0008 8901 2' }),
    );
    expect(code).toMatchObject({
      data: {
        creditor: { account: 'CH4431999123000889012' },
        reference: '000000000000000000000047119',
      },
    });
  });

  it('keeps a valid stored QR reference on a QR-IBAN', () => {
    const code = paymentCodeFor({ ...input, creditorReference: '210000000003139471430009017' });
    expect(code).toMatchObject({ data: { reference: '210000000003139471430009017' } });
  });

  it('uses SCOR on an ordinary IBAN: the stored reference, else one from the number, else NON', () => {
    const ordinary = withAccount({
      iban: 'CH9300762011623852957',
      qrIban: 'CH9300762011623852957',
    });
    const scor = paymentCodeFor({ ...ordinary, creditorReference: 'RF18 5390 0754 7034' });
    expect(scor).toMatchObject({ data: { reference: 'RF18539007547034', message: 'R260001' } });
    const derived = paymentCodeFor({ ...ordinary, creditorReference: 'RF00 bad' });
    expect(derived).toMatchObject({ data: { reference: 'RF69R260001' } });
    const non = paymentCodeFor({ ...ordinary, message: '' });
    if (non?.kind !== 'swiss_qr_bill') throw new Error('expected a QR-bill');
    expect(non.data.reference).toBeUndefined();
    expect(non.data.message).toBeUndefined();
  });

  it('leaves the debtor out when the customer has no country or the address does not parse', () => {
    for (const change of [{ debtorCountry: null }, { recipientAddress: 'Acme AG' }]) {
      const code = paymentCodeFor({ ...input, ...change });
      if (code?.kind !== 'swiss_qr_bill') throw new Error('expected a QR-bill');
      expect(code.data.debtor).toBeUndefined();
    }
  });

  it("labels the bill in the document's language", () => {
    const language = (change: Partial<PaymentCodeInput>) => {
      const code = paymentCodeFor({ ...input, ...change });
      return code?.kind === 'swiss_qr_bill' ? code.language : null;
    };
    expect(language({})).toBe('DE');
    expect(language({ language: 'fr' })).toBe('FR');
    expect(language({ language: 'it' })).toBe('IT');
    expect(language({ language: 'en' })).toBe('EN');
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
    ['a seller address without town', withAccount({ city: null })],
    ['a seller without country', withAccount({ countryCode: null })],
  ])('prints nothing for %s', (_, change) => {
    expect(paymentCodeFor(change)).toBeNull();
  });
});
