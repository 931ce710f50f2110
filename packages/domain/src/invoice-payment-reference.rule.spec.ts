import fc from 'fast-check';
import { invoicePaymentReference } from './invoice-payment-reference.rule.js';
import {
  creditorReferenceFor,
  isValidCreditorReference,
  isValidQrReference,
  qrReferenceFor,
} from './payment-reference.checks.js';

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const invoice = { id: 4711, identifier: 'R260001', currency: 'EUR', qrIban: null };

describe('invoicePaymentReference', () => {
  it('gives a numbered invoice the ISO 11649 reference of its number', () => {
    expect(invoicePaymentReference(invoice)).toBe('RF69R260001');
    expect(invoicePaymentReference({ ...invoice, currency: 'CHF' })).toBe('RF69R260001');
  });

  it('gives a CHF invoice of an account with a QR-IBAN the QR reference of its id', () => {
    const chf = { ...invoice, currency: 'CHF', qrIban: QR_IBAN };
    expect(invoicePaymentReference(chf)).toBe(qrReferenceFor(4711));
  });

  it('keeps the creditor reference for other currencies and for an IBAN that is no QR-IBAN', () => {
    expect(invoicePaymentReference({ ...invoice, qrIban: QR_IBAN })).toBe('RF69R260001');
    const ordinary = { ...invoice, currency: 'CHF', qrIban: 'CH9300762011623852957' };
    expect(invoicePaymentReference(ordinary)).toBe('RF69R260001');
  });

  it('gives a draft none', () => {
    expect(invoicePaymentReference({ ...invoice, identifier: null, qrIban: QR_IBAN })).toBeNull();
  });

  it('always answers a valid reference of the kind the account and currency call for', () => {
    const subjects = fc.record({
      id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      identifier: fc.stringMatching(/^[A-Z]{1,3}[0-9]{6,8}$/),
      currency: fc.constantFrom('CHF', 'EUR', 'USD'),
      qrIban: fc.constantFrom(null, QR_IBAN, 'CH9300762011623852957'),
    });
    fc.assert(
      fc.property(subjects, (subject) => {
        const reference = invoicePaymentReference(subject)!;
        if (subject.currency === 'CHF' && subject.qrIban === QR_IBAN) {
          expect(isValidQrReference(reference)).toBe(true);
        } else {
          expect(isValidCreditorReference(reference)).toBe(true);
          expect(reference).toBe(creditorReferenceFor(subject.identifier));
        }
      }),
    );
  });
});
