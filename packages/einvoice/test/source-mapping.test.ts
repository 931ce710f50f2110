import {
  EInvoiceValidator,
  eInvoiceFormatInfo,
  eInvoiceXml,
  invoiceToEInvoiceSource,
  type EInvoiceFormat,
  type InvoiceForEInvoice,
} from '../src';
import { buyerAddress, sellerAddress } from '../src/source/party-address.mapper';
import {
  LEITWEG_ID,
  account,
  customer,
  day,
  regularInvoice,
  reversalInvoice,
} from './fixtures/source/invoices';

const map = (overrides: Partial<InvoiceForEInvoice> = {}) =>
  invoiceToEInvoiceSource(regularInvoice(overrides));

describe('invoiceToEInvoiceSource: a regular invoice', () => {
  const source = map();

  it('is an invoice with its number, dates and service period (no delivery date)', () => {
    expect(source).toMatchObject({
      kind: 'invoice',
      number: 'R-2026-0042',
      issueDate: '2026-11-02',
      dueDate: '2026-11-16',
      currency: 'EUR',
      buyerReference: LEITWEG_ID,
      servicePeriod: { start: '2026-10-01', end: '2026-10-31' },
      notes: ['Rechnung Portal'],
      paymentTerms: 'Zahlbar bis 2026-11-16',
      language: 'de-DE',
    });
    expect(source.deliveryDate).toBeUndefined();
    expect(source.precedingInvoice).toBeUndefined();
  });

  // Title, subtotal and the optional item are layout or offers; only billed items are lines.
  // (toEqual: a property left out here must be undefined, e.g. the lump sum's unit.)
  it('has the billed items as lines: hourly item and lump sum, plain-text description', () => {
    const vat = { category: 'S', rate: '19' };
    // Tags gone, entities decoded (the sanitizer stores & as &amp;), white space collapsed.
    const description = 'Umsetzung Portal & Größe inkl. Tests';
    expect(source.lines).toEqual([
      {
        id: '1',
        name: 'Entwicklung',
        description,
        quantity: '8',
        unit: 'h',
        unitPrice: '125.00',
        netAmount: '1000.00',
        vat,
      },
      // The lump sum is one unit at its amount; its stray unit is not stated.
      { id: '2', name: 'Hosting', quantity: '1', unitPrice: '150.00', netAmount: '150.00', vat },
    ]);
  });

  it('describes the account as seller', () => {
    expect(source.seller).toEqual({
      name: 'Muster Software GmbH',
      tradingName: 'Muster Software',
      address: { street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', countryCode: 'DE' },
      vatId: 'DE123456789',
      taxNumber: '30/123/45678',
      registrationId: 'HRB 123456',
      legalInformation:
        'Amtsgericht Berlin-Charlottenburg, Geschäftsführung: Erika Muster, Hans Beispiel',
      electronicAddress: { value: 'rechnung@muster-software.example' },
      // No peppol_id stored: the German VAT ID's (source-peppol-id.test.ts has the rest).
      peppolId: { scheme: '9930', value: 'DE123456789' },
      // The user has no phone: the account's stands in (XRechnung wants all three).
      contact: {
        name: 'Erika Muster',
        phone: '+49 30 1234567',
        email: 'erika@muster-software.example',
      },
    });
  });

  it('falls back to the account without legal name, sender address or contact', () => {
    const seller = map({
      account: { ...account, legalName: null, emailFromAddress: ' ', managingDirectors: [] },
      contact: null,
    }).seller;
    const email = 'info@muster-software.example';
    expect(seller).toMatchObject({
      name: 'Muster Software',
      tradingName: undefined,
      legalInformation: 'Amtsgericht Berlin-Charlottenburg',
      electronicAddress: { value: email },
      contact: { name: 'Muster Software', phone: '+49 30 1234567', email },
    });
  });

  it('describes the customer as buyer with the address parsed from the address block', () => {
    expect(source.buyer).toEqual({
      name: 'Stadt Beispiel',
      identifier: 'K-1001',
      address: { street: 'Rathausplatz 1', postcode: '20095', city: 'Hamburg', countryCode: 'DE' },
      electronicAddress: { value: LEITWEG_ID, scheme: '0204' },
      contact: { email: 'einkauf@stadt-beispiel.example' },
    });
  });

  it('addresses the buyer by e-mail when the buyer reference is no Leitweg-ID', () => {
    expect(map({ buyerReference: 'Bestellung 4711' }).buyer.electronicAddress).toEqual({
      value: 'einkauf@stadt-beispiel.example',
    });
    const anonymous = map({ buyerReference: null, customer: { ...customer, email: null } });
    expect(anonymous.buyer.electronicAddress).toBeUndefined();
    expect(anonymous.buyerReference).toBeUndefined();
  });

  it("is paid to the seller's IBAN, referenced by creditor reference, else the number", () => {
    expect(source.payment).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountName: 'Muster Software GmbH',
      remittanceInformation: 'R-2026-0042',
    });
    const referenced = map({ creditorReference: 'RF18539007547034' });
    expect(referenced.payment?.remittanceInformation).toBe('RF18539007547034');
  });

  it('is collected by direct debit when the invoice announces one; a reversal never is', () => {
    expect(source.directDebit).toBeUndefined();
    const directDebit = {
      mandateReference: 'M-2026-7',
      creditorIdentifier: 'DE98ZZZ09999999999',
      debtorIban: 'DE02120300000000202051',
    };
    expect(map({ directDebit }).directDebit).toEqual(directDebit);
    expect(invoiceToEInvoiceSource(reversalInvoice({ directDebit })).directDebit).toBeUndefined();
  });

  it('tells a direct debit customer when the amount is debited instead of asking to pay', () => {
    const debited = map({
      directDebit: {
        mandateReference: 'M-2026-7',
        creditorIdentifier: 'DE98ZZZ09999999999',
        debtorIban: 'DE02 1203 0000 0000 2020 51',
        collectionDate: '2026-11-18',
      },
    });
    expect(debited.paymentTerms).toBe(
      'Der Betrag wird am 2026-11-18 per SEPA-Lastschrift von IBAN ****2051 eingezogen ' +
        '(Mandatsreferenz M-2026-7, Gläubiger-ID DE98ZZZ09999999999).',
    );
    expect(debited.paymentTerms).not.toContain('Zahlbar');
    expect(debited.directDebit).toEqual({
      mandateReference: 'M-2026-7',
      creditorIdentifier: 'DE98ZZZ09999999999',
      debtorIban: 'DE02 1203 0000 0000 2020 51',
    });
  });

  it('dates the delivery with the invoice when there is no (complete) service period', () => {
    for (const servicePeriodTo of [null, day('2026-10-31')]) {
      const undated = map({ servicePeriodFrom: null, servicePeriodTo });
      expect(undated.servicePeriod).toBeUndefined();
      expect(undated.deliveryDate).toBe('2026-11-02');
    }
  });
});

describe('invoiceToEInvoiceSource: a reversal', () => {
  const source = invoiceToEInvoiceSource(reversalInvoice());

  it('is a credit note referencing the reversed invoice, with no due date', () => {
    expect(source).toMatchObject({
      kind: 'credit_note',
      number: 'R-2026-0050',
      issueDate: '2026-11-20',
      precedingInvoice: { number: 'R-2026-0042', issueDate: '2026-11-02' },
    });
    expect(source.dueDate).toBeUndefined();
    expect(source.paymentTerms).toContain('R-2026-0042');
  });

  // The generator states the negated amounts as positive credits; the mapper keeps Faktura's.
  it("keeps the reversal's negative amounts on its lines", () => {
    expect(
      source.lines.map(({ quantity, unitPrice, netAmount }) => [quantity, unitPrice, netAmount]),
    ).toEqual([
      ['-8', '125.00', '-1000'],
      ['1', '-150', '-150'],
    ]);
  });

  it("is paid out to the customer's IBAN, and to no account without one", () => {
    expect(source.payment).toEqual({
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      accountName: 'Stadtkasse Beispiel',
    });
    const unknown = invoiceToEInvoiceSource(reversalInvoice({ customer }));
    expect(unknown.payment).toBeUndefined();
  });
});

describe('invoiceToEInvoiceSource: VAT and discounts', () => {
  const notice = 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)';

  // The category follows the vat code's kind; only AE, K (and E) carry an exemption reason.
  it.each([
    ['reverse_charge', '19', notice, 'AE', notice],
    ['intra_eu', '19', ' Steuerfreie  Lieferung ', 'K', 'Steuerfreie Lieferung'],
    ['intra_eu', '0', null, 'K', undefined],
    ['tax', '0', notice, 'Z', undefined],
    ['tax', '7', null, 'S', undefined],
  ] as const)(
    '%s at %s %% (notice %p) is category %s',
    (kind, tax, noticeTaxExemption, category, reason) => {
      const lines = map({ tax, vatCode: { kind, noticeTaxExemption } }).lines;
      const vat = { category, rate: category === 'S' ? tax : '0', exemptionReason: reason };
      expect(lines.map((line) => line.vat)).toEqual([vat, vat]);
    },
  );

  it('taxes an invoice without a vat code at its rate', () => {
    expect(map({ vatCode: null }).lines[0].vat).toMatchObject({ category: 'S', rate: '19' });
  });

  it('passes cash discount and document discount on, and leaves zero ones out', () => {
    const source = map({ cashDiscount: '3', cashDiscountDays: 10, discount: '5' });
    expect(source.cashDiscount).toEqual({ days: 10, percent: '3' });
    expect(source.discountPercent).toBe('5');
    const zero = map({ cashDiscount: '0.00', cashDiscountDays: 10, discount: '0.00' });
    expect([zero.cashDiscount, zero.discountPercent]).toEqual([undefined, undefined]);
    // Skonto needs both a percentage and a period to be stated.
    expect(map({ cashDiscount: '3', cashDiscountDays: 0 }).cashDiscount).toBeUndefined();
  });
});

describe('party addresses', () => {
  it('keeps the lines of a block whose last line has no postal code', () => {
    const bern = { street: 'Postfach', city: 'Bern', countryCode: 'CH' };
    expect(buyerAddress('Kunde AG\nPostfach\nBern', 'ch')).toEqual(bern);
    expect(buyerAddress('Kunde AG\nz. Hd. Frau Roth\nPostfach 12\nBern', 'CH')).toMatchObject({
      street: 'z. Hd. Frau Roth',
      additionalStreet: 'Postfach 12',
      city: 'Bern',
    });
  });

  it('never throws, even for a block with a name only or an unknown country', () => {
    expect(buyerAddress('Kunde AG', 'de')).toMatchObject({ city: undefined, countryCode: 'DE' });
    expect(buyerAddress('', '')).toMatchObject({ countryCode: '' });
    // Without a valid country the block is not parsed, but its lines are kept.
    const unparsed = buyerAddress('Kunde AG\nHauptstr. 5\n8001 Zürich', 'XYZ');
    expect(unparsed).toMatchObject({ street: 'Hauptstr. 5', city: '8001 Zürich' });
  });

  it('upper-cases the seller country and drops blank fields', () => {
    expect(
      sellerAddress({ street: '  ', zip: ' 10115 ', city: null, countryCode: ' de ' }),
    ).toEqual({ street: undefined, postcode: '10115', city: undefined, countryCode: 'DE' });
  });
});

describe('e-invoices of mapped invoices against the official rules', () => {
  let validator: EInvoiceValidator;

  beforeAll(async () => {
    validator = await EInvoiceValidator.start();
  }, 60_000);

  afterAll(async () => {
    await validator?.close();
  });

  it.each<[string, EInvoiceFormat, () => InvoiceForEInvoice]>([
    ['the regular invoice', 'xrechnung-ubl', regularInvoice],
    ['the regular invoice', 'xrechnung-cii', regularInvoice],
    ['the reversal', 'xrechnung-ubl', reversalInvoice],
  ])(
    '%s as %s is valid, without fatal findings',
    async (_name, format, invoice) => {
      const xml = await eInvoiceXml(invoiceToEInvoiceSource(invoice()), format);
      const report = await validator.validate(xml, eInvoiceFormatInfo(format).syntax, {
        xrechnung: true,
      });
      expect(report.findings.filter((finding) => finding.flag === 'fatal')).toEqual([]);
      expect(report.status).toBe('valid');
    },
    60_000,
  );
});
