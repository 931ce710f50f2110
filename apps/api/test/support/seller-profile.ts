/**
 * A German seller's account data (PUT /account) complete enough for XRechnung: legal name,
 * address, contact, VAT ID, tax number, register, bank. The e-invoice tests share it.
 */
export const GERMAN_SELLER = {
  legal_name: 'Alpha Software GmbH',
  street: 'Friedrichstraße 123',
  zip: '10117',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 1234567',
  email: 'info@alpha.example',
  vat_identifier: 'DE123456789',
  tax_number: '30/123/45678',
  commercial_register: 'HRB 123456 B',
  register_court: 'Amtsgericht Charlottenburg',
  managing_directors: ['Anna Becker'],
  iban: 'DE02100500000054540402',
  bic: 'BELADEBEXXX',
  email_from_address: 'rechnung@alpha.example',
};
