import { createHash } from 'node:crypto';
import type { StatementEntry } from './bank-statement.types';

/**
 * The key an import stores so that the same entry is never booked twice: the bank's own entry
 * reference where there is one ("ref:" + account + reference), otherwise a SHA-256 ("sha256:")
 * over account, booking date, direction, amount, currency and the first transaction's
 * references and remittance. Two genuinely identical entries without a bank reference on one
 * day share a key; `entryFingerprints` numbers repeats within one file.
 */
export function entryFingerprint(accountIdentifier: string, entry: StatementEntry): string {
  const account = accountIdentifier.replace(/\s+/g, '').toUpperCase();
  if (entry.entryReference !== null) return `ref:${account}:${entry.entryReference}`;
  const first = entry.transactions[0];
  const facts = [
    account,
    entry.bookingDate,
    entry.direction,
    entry.reversal ? 'reversal' : '',
    entry.amount,
    entry.currency,
    first?.endToEndId,
    first?.mandateId,
    first?.bankReference,
    first?.structuredReference,
    first?.remittanceText,
    first?.counterparty.iban,
  ];
  // JSON keeps the fields apart: no two different lists of values give the same text.
  const digest = createHash('sha256').update(JSON.stringify(facts)).digest('hex');
  return `sha256:${digest}`;
}

/**
 * The fingerprints of one file's entries, in order, with the n-th repeat of a key suffixed
 * "#n" (the first stays bare): a file with two identical entries imports both, and importing
 * it again finds both keys taken.
 */
export function entryFingerprints(accountIdentifier: string, entries: StatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = entryFingerprint(accountIdentifier, entry);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}#${count}`;
  });
}
