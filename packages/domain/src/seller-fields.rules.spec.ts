import { missingSellerFieldMessage, missingSellerFields } from './seller-fields.rules.js';

const complete = {
  name: 'Muster GmbH',
  legalName: null,
  street: 'Hauptstr. 1',
  zip: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  vatIdentifier: 'DE123456789',
  taxNumber: null,
};
const empty = {
  ...complete,
  street: null,
  zip: ' ',
  city: '',
  vatIdentifier: null,
  taxNumber: null,
};

describe('missingSellerFields', () => {
  it.each(['offer', 'invoice', 'invoice_reminder', 'invoice_timesheet'] as const)(
    'asks nothing of a complete account for a %s',
    (kind) => {
      expect(missingSellerFields({ kind, vatKind: 'intra_eu' }, complete)).toEqual([]);
    },
  );

  it('names the address and both tax identifiers for an invoice', () => {
    expect(missingSellerFields({ kind: 'invoice', vatKind: 'tax' }, empty)).toEqual([
      'street',
      'zip',
      'city',
      'vat_identifier',
      'tax_number',
    ]);
  });

  it('asks a reminder for the same as its invoice', () => {
    expect(missingSellerFields({ kind: 'invoice_reminder' }, empty)).toEqual(
      missingSellerFields({ kind: 'invoice' }, empty),
    );
  });

  it('asks an offer only for the name and address', () => {
    expect(missingSellerFields({ kind: 'offer', vatKind: 'tax' }, empty)).toEqual([
      'street',
      'zip',
      'city',
    ]);
  });

  it('takes a tax number in place of the VAT ID for taxed supplies', () => {
    const taxNumberOnly = { ...complete, vatIdentifier: null, taxNumber: '12/345/67890' };
    expect(missingSellerFields({ kind: 'invoice', vatKind: 'tax' }, taxNumberOnly)).toEqual([]);
  });

  it.each(['reverse_charge', 'intra_eu'] as const)(
    'needs the VAT ID itself for %s on an invoice, not on an offer',
    (vatKind) => {
      const taxNumberOnly = { ...complete, vatIdentifier: '', taxNumber: '12/345/67890' };
      expect(missingSellerFields({ kind: 'invoice', vatKind }, taxNumberOnly)).toEqual([
        'vat_identifier',
      ]);
      expect(missingSellerFields({ kind: 'offer', vatKind }, taxNumberOnly)).toEqual([]);
    },
  );

  it('accepts the legal name in place of an empty name and names a missing country', () => {
    const legal = { ...complete, name: ' ', legalName: 'Muster GmbH', countryCode: null };
    expect(missingSellerFields({ kind: 'invoice' }, legal)).toEqual(['country_code']);
    expect(missingSellerFields({ kind: 'invoice' }, { ...legal, legalName: null })).toEqual([
      'name',
      'country_code',
    ]);
  });
});

describe('missingSellerFieldMessage', () => {
  it('names the alternative when either tax identifier would do', () => {
    const missing = ['vat_identifier', 'tax_number'] as const;
    expect(missingSellerFieldMessage('vat_identifier', missing)).toContain('or tax_number');
    expect(missingSellerFieldMessage('tax_number', missing)).toContain('or vat_identifier');
    expect(missingSellerFieldMessage('vat_identifier', ['vat_identifier'])).not.toContain(' or ');
    expect(missingSellerFieldMessage('street', ['street'])).toBe(
      'must be set in the account before the document is sent',
    );
  });
});
