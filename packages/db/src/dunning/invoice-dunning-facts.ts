import { Prisma } from '../generated/prisma/client';

/** The stored form of one dunning level (dunning_settings.levels). */
export interface StoredDunningLevel {
  days: number;
  fee: string;
  interest: boolean;
  texts: Partial<Record<'de' | 'en' | 'fr' | 'it', { subject: string; text: string }>>;
}

/** What an invoice's dunning plan reads besides the invoice's own columns. */
export interface InvoiceDunningFacts {
  /** Highest level reached (0: none) and its letter's date (`YYYY-MM-DD`). */
  level: number;
  levelDate: string | null;
  /** Sum of the payments, decimal text. */
  paidTotal: string;
  pause: { until: string | null } | null;
  /**
   * The invoice's direct debit: one of its collections is pending; it was announced (the
   * customer pays by direct debit under an active mandate and the account has a creditor
   * identifier: the pre-notification's conditions); one of its collections came back.
   */
  directDebit: { pending: boolean; announced: boolean; returned: boolean };
  /** The account's settings: off, and no levels of its own, while it has no row. */
  enabled: boolean;
  sendEmail: boolean;
  levels: StoredDunningLevel[] | null;
}

/**
 * The dunning facts of the invoice aliased `invoice` as one JSON expression of correlated
 * subqueries (InvoiceDunningFacts): the API's invoice records embed it, the dunning run reads it
 * under the invoice's lock, so both plan from the same facts.
 */
export function invoiceDunningFactsSql(invoice: string): Prisma.Sql {
  const i = `"${invoice}"`;
  const a = `${invoice}_dn`;
  return Prisma.raw(`(SELECT json_build_object(
      'level', coalesce((SELECT max(${a}_r.dunning_level) FROM invoice_reminders ${a}_r
                          WHERE ${a}_r.invoice_id = ${i}.id), 0),
      'levelDate', (SELECT to_char(${a}_r.date, 'YYYY-MM-DD') FROM invoice_reminders ${a}_r
                     WHERE ${a}_r.invoice_id = ${i}.id AND ${a}_r.dunning_level IS NOT NULL
                     ORDER BY ${a}_r.dunning_level DESC LIMIT 1),
      'paidTotal', (SELECT coalesce(sum(${a}_p.paid_total), 0)::text FROM invoice_payments ${a}_p
                     WHERE ${a}_p.invoice_id = ${i}.id),
      'pause', (SELECT json_build_object('until', to_char(${a}_d.until, 'YYYY-MM-DD'))
                  FROM invoice_dunning_pauses ${a}_d WHERE ${a}_d.invoice_id = ${i}.id),
      'directDebit', json_build_object(
        'pending', EXISTS (SELECT 1 FROM direct_debits ${a}_x
                    WHERE ${a}_x.invoice_id = ${i}.id AND ${a}_x.status = 'pending'),
        'announced', EXISTS (SELECT 1 FROM companies ${a}_c
                       JOIN accounts ${a}_a ON ${a}_a.id = ${a}_c.account_id
                      WHERE ${a}_c.id = ${i}.customer_id AND ${a}_c.account_id = ${i}.account_id
                        AND ${a}_c.default_payment_means = 'direct_debit'
                        AND coalesce(btrim(${a}_a.sepa_creditor_id), '') <> ''
                        AND EXISTS (SELECT 1 FROM sepa_mandates ${a}_m
                                     WHERE ${a}_m.company_id = ${a}_c.id
                                       AND ${a}_m.account_id = ${i}.account_id
                                       AND ${a}_m.status = 'active')),
        'returned', EXISTS (SELECT 1 FROM direct_debits ${a}_x
                     WHERE ${a}_x.invoice_id = ${i}.id AND ${a}_x.status = 'returned')),
      'enabled', coalesce(${a}.enabled, false),
      'sendEmail', coalesce(${a}.send_email, false),
      'levels', ${a}.levels)
      FROM (SELECT 1) ${a}_one
      LEFT JOIN dunning_settings ${a} ON ${a}.account_id = ${i}.account_id)`);
}
