/**
 * How long issued documents are kept (§ 147 AO, § 257 HGB): what a business must be able to
 * show an auditor. The period runs from the end of the calendar year of the document's date,
 * so every document of one year may be purged on the same day.
 */
export const RETENTION_YEARS = {
  // Buchungsbelege: invoices and what belongs to them (their e-invoices share their kind).
  invoice: 8,
  invoice_reminder: 8,
  invoice_timesheet: 8,
  // Handelsbriefe: offers and order confirmations.
  offer: 6,
  offer_confirmation: 6,
  // Bücher and Buchungsstapel.
  bookkeeping_export: 10,
} as const;

/** The kinds of record the archive keeps, each with its retention period. */
export type RetainedKind = keyof typeof RETENTION_YEARS;

const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * The last day (`YYYY-MM-DD`) a record of `kind` dated `documentDate` (`YYYY-MM-DD`) must be
 * kept: 31 December of the year that many years after the document's year.
 */
export function retentionUntil(kind: RetainedKind, documentDate: string): string {
  const match = ISO_DATE.exec(documentDate);
  if (!match) throw new Error(`retentionUntil needs a date (YYYY-MM-DD), got "${documentDate}"`);
  const year = Number(match[1]) + RETENTION_YEARS[kind];
  return `${String(year).padStart(4, '0')}-12-31`;
}

/** Whether a record kept until `until` (`YYYY-MM-DD`) may be purged on `today` (`YYYY-MM-DD`). */
export function retentionExpired(until: string, today: string): boolean {
  return until < today;
}
