import type { Client } from 'pg';
import { pick, type SeededAccount } from './seed-context';

/** Companies of the account as a Postgres array literal expression, by type. */
const companiesOf = (accountId: number, type: string) =>
  `(SELECT array_agg(id ORDER BY id) FROM companies WHERE account_id = ${accountId} AND type = '${type}')`;

/** Three positions per document: consulting hours, development days, a flat fee. */
const POSITIONS = `(VALUES
  (0, 'Beratung', 'Workshop und Konzeption', 1 + d.id % 8, 'h', 95.00),
  (1, 'Entwicklung', 'Umsetzung laut Angebot', 1 + d.id % 5, 'Tag', 760.00),
  (2, 'Pauschale', NULL, 1, NULL, 50.00 + (d.id % 20) * 10))
  AS p(n, title, description, quantity, unit, price)`;

/** Sales documents (invoices or offers) with their totals taken from their positions. */
async function sumTotals(
  db: Client,
  table: string,
  positions: string,
  key: string,
  accountId: number,
) {
  await db.query(
    `UPDATE ${table} d SET net_total = s.net, gross_total = round(s.net * (1 + d.tax / 100), 2)
     FROM (SELECT ${key} AS id, sum(net_total) AS net FROM ${positions}
           WHERE account_id = ${accountId} GROUP BY ${key}) s
     WHERE d.id = s.id`,
  );
}

/**
 * Invoices in 2025 with three positions each; paid ones have a payment, part-paid half; one in
 * a hundred is disregarded (lists leave those out by default).
 */
export async function seedInvoices(db: Client, account: SeededAccount, count: number) {
  const a = account.id;
  await db.query(
    `INSERT INTO invoices (account_id, identifier, status, date, due_date, title, recipient_address,
       currency, tax, vat_code_id, customer_id, user_id, salutation, footer, locked, sent_at,
       disregarded, created_at, updated_at)
     SELECT ${a}, 'R25' || lpad(g::text, 4, '0'), x.status::invoice_status, x.d, x.d + 30,
       'Leistungen ' || to_char(x.d, 'MM/YYYY'), c.name || E'\\n' || c.address, 'EUR', 19,
       ${account.salesVatCodeId}, c.id, ${pick(`ARRAY[${account.userIds.join(',')}]`, 'g')},
       '<p>Sehr geehrte Damen und Herren,</p><p>wir berechnen Ihnen:</p>', '<p>Vielen Dank!</p>',
       x.status <> 'created', CASE WHEN x.status <> 'created' THEN x.d + time '10:00' END,
       g % 100 = 99, x.d + time '09:00', x.d + time '09:00'
     FROM generate_series(1, ${count}) g
     CROSS JOIN LATERAL (SELECT date '2025-01-01' + (g * 365 / ${count}) AS d,
       ${pick(`ARRAY['paid','paid','paid','paid','partially_paid','sent','sent','overdue','created','created']`, 'g')} AS status) x
     JOIN companies c ON c.id = ${pick(companiesOf(a, 'customer'), 'g')}`,
  );
  await db.query(
    `INSERT INTO invoice_positions (account_id, invoice_id, sort_order, type, title, description,
       quantity, unit, unit_price, net_total, created_at, updated_at)
     SELECT ${a}, d.id, p.n, 'item', p.title, p.description, p.quantity, p.unit, p.price,
       p.quantity * p.price, d.created_at, d.created_at
     FROM invoices d CROSS JOIN LATERAL ${POSITIONS} WHERE d.account_id = ${a}`,
  );
  await sumTotals(db, 'invoices', 'invoice_positions', 'invoice_id', a);
  await db.query(
    `INSERT INTO invoice_payments (account_id, invoice_id, date, paid_total, currency, description,
       created_at, updated_at)
     SELECT ${a}, id, date + 14,
       CASE status WHEN 'paid' THEN gross_total ELSE round(gross_total / 2, 2) END, 'EUR',
       'Überweisung', created_at + interval '14 days', created_at + interval '14 days'
     FROM invoices WHERE account_id = ${a} AND status IN ('paid', 'partially_paid')`,
  );
}

/** Offers in 2025 with three positions each (with internal unit costs). */
export async function seedOffers(db: Client, account: SeededAccount, count: number) {
  const a = account.id;
  await db.query(
    `INSERT INTO offers (account_id, identifier, date, due_date, title, recipient_address, currency,
       tax, vat_code_id, status, salutation, footer, company_id, user_id, created_at, updated_at)
     SELECT ${a}, 'A25' || lpad(g::text, 4, '0'), x.d, x.d + 30, 'Angebot Projekt ' || g,
       c.name || E'\\n' || c.address, 'EUR', 19, ${account.salesVatCodeId},
       ${pick(`ARRAY['created','sent','sent','accepted','archived']`, 'g')}::offer_status,
       '<p>Gerne bieten wir Ihnen an:</p>', '<p>Freundliche Grüße</p>', c.id,
       ${pick(`ARRAY[${account.userIds.join(',')}]`, 'g')}, x.d + time '09:00', x.d + time '09:00'
     FROM generate_series(1, ${count}) g
     CROSS JOIN LATERAL (SELECT date '2025-01-01' + (g * 365 / ${count}) AS d) x
     JOIN companies c ON c.id = ${pick(companiesOf(a, 'customer'), 'g')}`,
  );
  await db.query(
    `INSERT INTO offer_positions (account_id, offer_id, sort_order, type, title, description,
       quantity, unit, unit_price, unit_cost, net_total, created_at, updated_at)
     SELECT ${a}, d.id, p.n, 'item', p.title, p.description, p.quantity, p.unit, p.price,
       round(p.price * 0.6, 2), p.quantity * p.price, d.created_at, d.created_at
     FROM offers d CROSS JOIN LATERAL ${POSITIONS} WHERE d.account_id = ${a}`,
  );
  await sumTotals(db, 'offers', 'offer_positions', 'offer_id', a);
}

/** Supplier invoices with two items each; every third one is paid. */
export async function seedPurchases(db: Client, account: SeededAccount, count: number) {
  const a = account.id;
  await db.query(
    `INSERT INTO purchases (account_id, identifier, receipt_identifier, title, date, due_date,
       status, payment_method, currency, company_id, user_id, created_at, updated_at)
     SELECT ${a}, 'E25' || lpad(g::text, 4, '0'), 'RE-' || (100000 + g),
       ${pick(`ARRAY['Büromaterial','Hosting','Software-Lizenzen','Reisekosten','Telefon']`, 'g')} || ' ' || g,
       x.d, x.d + 14, ${pick(`ARRAY['pending','pending','archived']`, 'g')}::purchase_status,
       ${pick(`ARRAY['bank_transfer','direct_debit','credit_card','paypal']`, 'g')}::payment_method,
       'EUR', ${pick(companiesOf(a, 'supplier'), 'g')}, ${pick(`ARRAY[${account.userIds.join(',')}]`, 'g')},
       x.d + time '11:00', x.d + time '11:00'
     FROM generate_series(1, ${count}) g
     CROSS JOIN LATERAL (SELECT date '2025-01-01' + (g * 365 / ${count}) AS d) x`,
  );
  await db.query(
    `INSERT INTO purchase_items (account_id, purchase_id, sort_order, title, net_total, tax_total,
       gross_total, tax, vat_code_id, created_at, updated_at)
     SELECT ${a}, d.id, i.n, i.title, i.net, round(i.net * 0.19, 2), i.net + round(i.net * 0.19, 2),
       19, ${account.purchaseVatCodeId}, d.created_at, d.created_at
     FROM purchases d CROSS JOIN LATERAL (VALUES (0, 'Posten 1', 20.00 + d.id % 300),
       (1, 'Posten 2', 9.90 + d.id % 50)) AS i(n, title, net)
     WHERE d.account_id = ${a}`,
  );
  await db.query(
    `UPDATE purchases d SET net_total = s.net, gross_total = s.gross
     FROM (SELECT purchase_id AS id, sum(net_total) AS net, sum(gross_total) AS gross
           FROM purchase_items WHERE account_id = ${a} GROUP BY purchase_id) s
     WHERE d.id = s.id`,
  );
  await db.query(
    `INSERT INTO purchase_payments (account_id, purchase_id, date, total, currency, created_at,
       updated_at)
     SELECT ${a}, id, date + 10, gross_total, 'EUR', created_at + interval '10 days',
       created_at + interval '10 days'
     FROM purchases WHERE account_id = ${a} AND id % 3 = 0`,
  );
}
