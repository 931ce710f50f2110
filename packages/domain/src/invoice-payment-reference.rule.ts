import { isQrIban } from './bank-account.checks.js';
import { creditorReferenceFor, qrReferenceFor } from './payment-reference.checks.js';

/** What decides the structured payment reference of an invoice. */
export interface PaymentReferenceSubject {
  /** The invoice's id, the digits of a QR reference (as the QR-bill has always derived it). */
  id: number;
  /** The invoice number; null for a draft. */
  identifier: string | null;
  currency: string;
  /** The account's QR-IBAN, when it has one. */
  qrIban: string | null;
}

/**
 * The structured reference an invoice is paid with, fixed when it gets its number: the Swiss QR
 * reference of its id for a CHF invoice of an account with a QR-IBAN (the only reference a
 * QR-IBAN accepts), else the ISO 11649 creditor reference of its number; none for a draft.
 */
export function invoicePaymentReference(subject: PaymentReferenceSubject): string | null {
  if (subject.identifier === null) return null;
  const qrIban = subject.qrIban !== null && isQrIban(subject.qrIban);
  if (qrIban && subject.currency === 'CHF') return qrReferenceFor(subject.id);
  return creditorReferenceFor(subject.identifier);
}
