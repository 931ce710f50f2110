import type { Client } from 'pg';

/** One seeded account: its id, users, VAT codes, and the key the bench sends. */
export interface SeededAccount {
  id: number;
  key: string;
  userIds: number[];
  salesVatCodeId: number;
  purchaseVatCodeId: number;
}

/** The ids an account made by `faktura create-account` has, found by its unique name. */
export async function accountNamed(db: Client, name: string, key: string): Promise<SeededAccount> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM accounts WHERE name = $1', [
    name,
  ]);
  const id = rows[0].id;
  const first = async (sql: string) => (await db.query<{ id: number }>(sql, [id])).rows[0].id;
  return {
    id,
    key,
    userIds: [await first('SELECT id FROM users WHERE account_id = $1 ORDER BY id LIMIT 1')],
    // The standard rate: the highest rate of kind tax.
    salesVatCodeId: await first(
      `SELECT id FROM vat_codes_sales WHERE account_id = $1 AND kind = 'tax' ORDER BY tax DESC, id LIMIT 1`,
    ),
    purchaseVatCodeId: await first(
      `SELECT id FROM vat_codes_purchases WHERE account_id = $1 AND kind = 'tax' ORDER BY tax DESC, id LIMIT 1`,
    ),
  };
}

/**
 * Adds colleagues to the account's first user, so documents name different people.
 * Ids are numbers the bench made; only they are written into the SQL texts.
 */
export async function addUsers(db: Client, account: SeededAccount): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (account_id, firstname, lastname, email, created_at, updated_at)
     SELECT ${account.id}, (ARRAY['Anna','Ben','Clara','David'])[g],
            (ARRAY['Meier','Schulz','Wagner','Becker'])[g], 'user' || g || '@bench.example', now(), now()
     FROM generate_series(1, 4) g RETURNING id`,
  );
  account.userIds.push(...rows.map((row) => row.id));
}

/** `array[1 + (expr) % length]`: a deterministic pick from a Postgres array expression. */
export const pick = (array: string, expr: string) =>
  `(${array})[1 + (${expr}) % cardinality(${array})]`;

/**
 * Companies of one account in bulk: `count` rows, customers unless `supplier`; the column
 * values are SQL expressions of `g` (1..count) so that callers can vary them.
 */
export async function insertCompanies(
  db: Client,
  /** An account id, or an SQL expression of `g` choosing one. */
  accountId: number | string,
  count: number,
  options: {
    type?: string;
    userIds?: number[];
    vatCodeId?: number;
    customProperties?: string;
  } = {},
): Promise<void> {
  const users = options.userIds?.length ? `ARRAY[${options.userIds.join(',')}]` : null;
  await db.query(
    `INSERT INTO companies (account_id, type, identifier, name, address, email, phone, website,
       country_code, currency, user_id, customer_vat_code_id, debit_number, tags,
       custom_properties, created_at, updated_at)
     SELECT ${accountId}, '${options.type ?? 'customer'}', 'K' || (10000 + g),
       ${pick(`ARRAY['Müller','Schmidt','Fischer','Weber','Hoffmann','Koch','Richter','Klein']`, 'g')} || ' ' ||
         ${pick(`ARRAY['GmbH','AG','KG','& Co. KG','GmbH & Co. KG']`, 'g / 8')} || ' ' || g,
       'Hauptstraße ' || (1 + g % 200) || E'\\n' || lpad((10000 + g % 89999)::text, 5, '0') || ' ' ||
         ${pick(`ARRAY['Berlin','Hamburg','München','Köln','Leipzig']`, 'g')},
       'info@firma' || g || '.example', '+49 30 ' || (1000000 + g), 'https://firma' || g || '.example',
       'DE', 'EUR', ${users ? pick(users, 'g') : 'NULL'}, ${options.vatCodeId ?? 'NULL'}, 10000 + g,
       CASE WHEN g % 3 = 0 THEN ARRAY['stammkunde'] ELSE '{}'::text[] END,
       ${options.customProperties ?? `'{}'::jsonb`},
       timestamptz '2024-01-01 08:00:00Z' + g * interval '7 seconds',
       timestamptz '2024-01-01 08:00:00Z' + g * interval '7 seconds'
     FROM generate_series(1, ${count}) g`,
  );
}
