import type { Client } from 'pg';
import type { SeededAccount } from './seed-context';

/**
 * The resources around the invoice (issue 29) for the bench account, in SQL: units holding the
 * users, tags, comments on customers, catalog services with five items each, task and expense
 * templates and an order confirmation (with the offer's positions copied) for the first offers.
 * Units' default and the deal pipeline come from the database's own triggers.
 */
export async function seedReferenceResources(
  db: Client,
  account: SeededAccount,
  count: number,
): Promise<void> {
  const id = account.id;
  const small = Math.max(5, Math.round(count / 25));
  await db.query(
    `INSERT INTO units (account_id, name, created_at, updated_at)
     SELECT ${id}, 'Unit ' || g, now(), now() FROM generate_series(1, ${small}) g`,
  );
  // Spread the users over the units, so each unit's record lists some of them.
  await db.query(
    `UPDATE users u SET unit_id = n.id
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS r FROM units WHERE account_id = ${id}) n,
          (SELECT id, row_number() OVER (ORDER BY id) AS r FROM users WHERE account_id = ${id}) m
     WHERE u.id = m.id AND n.r = 1 + (m.r - 1) % ${small + 1}`,
  );
  await db.query(
    `INSERT INTO tags (account_id, context, name, created_at, updated_at)
     SELECT ${id}, 'Company', 'tag-' || g, now(), now() FROM generate_series(1, ${small}) g
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO comments (account_id, commentable_type, commentable_id, text, user_id, created_at, updated_at)
     SELECT ${id}, 'Company', c.id, '<p>Call back about order ' || g || '</p>',
            ${account.userIds[0]}, now() - g * interval '1 hour', now()
     FROM generate_series(1, ${count}) g
     JOIN LATERAL (SELECT id FROM companies WHERE account_id = ${id} ORDER BY id
                   OFFSET g % 100 LIMIT 1) c ON true`,
  );
  await db.query(
    `WITH services AS (
       INSERT INTO catalog_services (account_id, title, created_at, updated_at)
       SELECT ${id}, 'Service ' || g, now(), now() FROM generate_series(1, ${small}) g
       RETURNING id)
     INSERT INTO catalog_service_items (account_id, catalog_service_id, sort_order, type, title,
       quantity, unit, unit_price, created_at, updated_at)
     SELECT ${id}, s.id, i, 'item', 'Item ' || i, i, 'h', 100 + i * 10, now(), now()
     FROM services s CROSS JOIN generate_series(1, 5) i`,
  );
  await db.query(
    `INSERT INTO task_templates (account_id, name, index, created_at, updated_at)
     SELECT ${id}, 'Task ' || g, g, now(), now() FROM generate_series(1, ${small}) g`,
  );
  await db.query(
    `INSERT INTO expense_templates (account_id, title, unit, unit_price, unit_cost, currency, created_at, updated_at)
     SELECT ${id}, 'Expense ' || g, 'piece', 10 + g, 5 + g, 'EUR', now(), now()
     FROM generate_series(1, ${small}) g`,
  );
  await seedConfirmations(db, id, count);
}

/** Order confirmations of the first `count` offers, numbered AB + sequence. */
async function seedConfirmations(db: Client, id: number, count: number): Promise<void> {
  await db.query(
    `WITH confirmed AS (
       INSERT INTO offer_confirmations (account_id, offer_id, identifier, date, title, salutation,
         footer, recipient_address, currency, net_total, gross_total, tax, vat_code_id, discount,
         print_detail_columns, company_id, contact_id, user_id, created_at, updated_at)
       SELECT account_id, id, 'AB' || lpad(row_number() OVER (ORDER BY id)::text, 6, '0'), date,
              'Order confirmation ' || identifier, salutation, footer, recipient_address, currency,
              net_total, gross_total, tax, vat_code_id, discount, print_detail_columns,
              company_id, contact_id, user_id, now(), now()
       FROM offers WHERE account_id = ${id} ORDER BY id LIMIT ${count}
       RETURNING id, offer_id)
     INSERT INTO offer_confirmation_positions (account_id, offer_confirmation_id, sort_order, type,
       title, description, quantity, unit, unit_price, net_total, optional, service_type,
       subtotal_type, revenue_category_id, created_at, updated_at)
     SELECT p.account_id, c.id, p.sort_order, p.type, p.title, p.description, p.quantity, p.unit,
            p.unit_price, p.net_total, p.optional, p.service_type, p.subtotal_type,
            p.revenue_category_id, now(), now()
     FROM confirmed c JOIN offer_positions p ON p.offer_id = c.offer_id`,
  );
}
