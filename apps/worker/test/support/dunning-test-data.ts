import { randomUUID } from 'node:crypto';
import { DEFAULT_DUNNING_LEVELS } from '@faktura/domain';
import type { Pool } from 'pg';

/** An account ready for dunning letters, with one customer (a business when `vatId`). */
export interface DunningAccount {
  accountId: number;
  customerId: number;
}

/**
 * An account with the seller data a reminder e-mail needs, dunning on with the default levels,
 * and a customer whose invoice e-mails go to `billing-<account>@customer.test`.
 */
export async function seedDunningAccount(
  pool: Pool,
  options: { sendEmail: boolean; vatId?: string | null; timeZone?: string },
): Promise<DunningAccount> {
  const {
    rows: [account],
  } = await pool.query<{ id: number }>(
    `INSERT INTO accounts (name, slug, legal_name, street, zip, city, country_code,
                           vat_identifier, locale, time_zone, updated_at)
     VALUES ('Dunner', $1, 'Dunner GmbH', 'Hauptstr. 1', '10115', 'Berlin', 'DE',
             'DE123456789', 'de-DE', $2, now())
     RETURNING id`,
    [`dun-${randomUUID().slice(0, 8)}`, options.timeZone ?? 'Europe/Berlin'],
  );
  const {
    rows: [customer],
  } = await pool.query<{ id: number }>(
    `INSERT INTO companies (account_id, type, name, country_code, vat_identifier,
                            invoice_emails_to, updated_at)
     VALUES ($1, 'customer', 'Kunde GmbH', 'DE', $2, $3, now()) RETURNING id`,
    [account.id, options.vatId ?? null, [`billing-${account.id}@customer.test`]],
  );
  await pool.query(
    `INSERT INTO dunning_settings (account_id, enabled, send_email, levels, updated_at)
     VALUES ($1, true, $2, $3, now())`,
    [account.id, options.sendEmail, JSON.stringify(DEFAULT_DUNNING_LEVELS)],
  );
  return { accountId: account.id, customerId: customer.id };
}

/** Today (`YYYY-MM-DD`) in a time zone, as the run computes it. */
export async function todayInZone(pool: Pool, timeZone: string): Promise<string> {
  const { rows } = await pool.query<{ today: string }>(
    `SELECT to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS today`,
    [timeZone],
  );
  return rows[0].today;
}

/**
 * `count` sent EUR invoices in one statement, gross `gross`, due `overdueDays` days before
 * today (Berlin); returns their ids in order.
 */
export async function seedOverdueInvoices(
  pool: Pool,
  account: DunningAccount,
  count: number,
  overdueDays: number,
  gross = '1000.00',
): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO invoices (account_id, identifier, status, date, due_date, title,
                           recipient_address, currency, tax, gross_total, customer_id, updated_at)
     SELECT $1::int, 'D' || $1::int || '-' || n || '-' || $5, 'sent',
            (now() AT TIME ZONE 'Europe/Berlin')::date - ($3::int + 30),
            (now() AT TIME ZONE 'Europe/Berlin')::date - $3::int,
            'Consulting', 'Kunde GmbH', 'EUR', 19, $4::numeric, $2, now()
       FROM generate_series(1, $6::int) AS n
     RETURNING id`,
    [account.accountId, account.customerId, overdueDays, gross, randomUUID().slice(0, 6), count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Letters the invoices already hold: levels 1..`level`, the last dated `daysAgo` before today. */
export async function seedEarlierLevels(
  pool: Pool,
  accountId: number,
  invoiceIds: number[],
  level: number,
  daysAgo: number,
): Promise<void> {
  await pool.query(
    `INSERT INTO invoice_reminders (account_id, invoice_id, title, text, fee, date, due_date,
                                    dunning_level, updated_at)
     SELECT $1, i, 'Mahnung ' || l, '', 0,
            (now() AT TIME ZONE 'Europe/Berlin')::date - ($4::int + 14 * ($3::int - l)),
            (now() AT TIME ZONE 'Europe/Berlin')::date - ($4::int + 14 * ($3::int - l)) + 10,
            l, now()
       FROM unnest($2::int[]) AS i, generate_series(1, $3::int) AS l`,
    [accountId, invoiceIds, level, daysAgo],
  );
}
