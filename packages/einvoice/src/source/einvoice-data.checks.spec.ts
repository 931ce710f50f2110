import { InvoiceService } from '@e-invoice-eu/core';
import { DomainError } from '@faktura/domain';
import { toEInvoiceInput } from '../generation/einvoice-input.mapper';
import { invoiceToEInvoiceSource } from './invoice-source.mapper';
import { checkEInvoiceData, eInvoiceDataErrors } from './einvoice-data.checks';
import type { EInvoiceSource } from '../generation/einvoice-source.types';

const LEITWEG_ID = '04011000-1234512345-06';

const source = (change: (source: EInvoiceSource) => void = () => undefined): EInvoiceSource => {
  const made = invoiceToEInvoiceSource({
    identifier: 'R-1',
    date: new Date('2026-11-02T00:00:00Z'),
    dueDate: new Date('2026-11-16T00:00:00Z'),
    servicePeriodFrom: null,
    servicePeriodTo: null,
    title: 'Rechnung',
    recipientAddress: 'Kunde GmbH\nWeg 1\n20095 Hamburg',
    currency: 'EUR',
    tax: '19',
    discount: '0',
    cashDiscount: '0',
    cashDiscountDays: 0,
    creditorReference: null,
    buyerReference: null,
    vatCode: { kind: 'tax', noticeTaxExemption: null },
    reversedInvoice: null,
    positions: [
      {
        type: 'item',
        title: 'Beratung',
        description: null,
        quantity: '2',
        unit: 'h',
        unitPrice: '100',
        netTotal: '200',
        optional: false,
      },
    ],
    account: {
      name: 'Verkauf GmbH',
      legalName: null,
      street: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      phone: null,
      email: 'info@verkauf.example',
      emailFromAddress: null,
      vatIdentifier: 'DE123456789',
      peppolId: null,
      taxNumber: null,
      commercialRegister: null,
      registerCourt: null,
      managingDirectors: [],
      iban: null,
      bic: null,
      locale: 'de-DE',
    },
    customer: {
      name: 'Kunde GmbH',
      identifier: null,
      email: 'einkauf@kunde.example',
      peppolId: null,
      countryCode: 'DE',
      vatIdentifier: null,
      iban: null,
      bic: null,
      bankOwner: null,
    },
    contact: null,
  });
  change(made);
  return made;
};

const fieldsOf = (work: () => void) => {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return error.fieldErrors;
    throw error;
  }
  return {};
};

describe('checkEInvoiceData: what an e-invoice cannot be made without', () => {
  it('passes a complete source in every format', () => {
    for (const format of ['xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii', 'factur-x'] as const) {
      expect(fieldsOf(() => checkEInvoiceData(source(), format))).toEqual({});
    }
  });

  it("names the buyer's electronic address for UBL; a Leitweg-ID is one", () => {
    const noEmail = source((s) => (s.buyer.electronicAddress = undefined));
    expect(Object.keys(fieldsOf(() => checkEInvoiceData(noEmail, 'ubl')))).toEqual([
      'buyer.electronicAddress',
    ]);
    expect(fieldsOf(() => checkEInvoiceData(noEmail, 'cii'))).toEqual({});
    const leitweg = source(
      (s) => (s.buyer.electronicAddress = { value: LEITWEG_ID, scheme: '0204' }),
    );
    expect(fieldsOf(() => checkEInvoiceData(leitweg, 'xrechnung-ubl'))).toEqual({});
  });

  it('asks the seller for a VAT ID or a tax number, the VAT ID itself for reverse charge', () => {
    const none = source((s) => (s.seller.vatId = undefined));
    for (const format of ['xrechnung-ubl', 'cii', 'factur-x'] as const) {
      expect(Object.keys(fieldsOf(() => checkEInvoiceData(none, format)))).toEqual([
        'seller.vatId',
        'seller.taxNumber',
      ]);
    }
    const taxNumber = source((s) => {
      s.seller.vatId = undefined;
      s.seller.taxNumber = '30/123/45678';
    });
    expect(fieldsOf(() => checkEInvoiceData(taxNumber, 'ubl'))).toEqual({});
    const reverseCharge = source((s) => {
      s.seller.vatId = undefined;
      s.seller.taxNumber = '30/123/45678';
      for (const line of s.lines) line.vat = { category: 'AE', rate: '0' };
    });
    expect(Object.keys(fieldsOf(() => checkEInvoiceData(reverseCharge, 'ubl')))).toEqual([
      'seller.vatId',
      'buyer.vatId',
    ]);
  });
});

describe('eInvoiceDataErrors: which failures are the data', () => {
  it("takes the checks' field errors and the library's schema refusal, nothing else", () => {
    const checks = DomainError.validation({ 'buyer.electronicAddress': ['is required for UBL'] });
    expect(eInvoiceDataErrors(checks)).toEqual(checks.fieldErrors);
    // Ajv's ValidationError, as @e-invoice-eu/core throws it.
    const library = Object.assign(new Error('validation failed'), {
      validation: true,
      errors: [{ instancePath: '/ubl:Invoice/cbc:ID', message: 'must be string' }],
    });
    expect(eInvoiceDataErrors(library)).toEqual({
      einvoice: ['/ubl:Invoice/cbc:ID must be string'],
    });
    expect(eInvoiceDataErrors(new Error('spawn java ENOENT'))).toBeNull();
    expect(eInvoiceDataErrors(DomainError.unavailable('validator down'))).toBeNull();
    expect(eInvoiceDataErrors(DomainError.rule('A draft has no number'))).toBeNull();
  });

  it("reads the library's own refusal: a UBL buyer without electronic address", async () => {
    // What checkEInvoiceSource keeps from happening: the library's schema requires BT-49.
    const input = toEInvoiceInput(source(), 'ubl') as unknown as {
      'ubl:Invoice': { 'cac:AccountingCustomerParty': { 'cac:Party': Record<string, unknown> } };
    };
    const party = input['ubl:Invoice']['cac:AccountingCustomerParty']['cac:Party'];
    delete party['cbc:EndpointID'];
    delete party['cbc:EndpointID@schemeID'];
    const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };
    const refused = await new InvoiceService(silent)
      .generate(input as never, { format: 'UBL', lang: 'en' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(eInvoiceDataErrors(refused)).toEqual({
      einvoice: [
        "/ubl:Invoice/cac:AccountingCustomerParty/cac:Party must have required property 'cbc:EndpointID'",
      ],
    });
  });
});
