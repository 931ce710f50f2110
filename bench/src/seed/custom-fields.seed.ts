import type { Client } from 'pg';
import { insertCompanies } from './seed-context';

const SELECT_OPTIONS = ['Handel', 'Industrie', 'Handwerk', 'Dienstleistung', 'Verwaltung'];
const MULTI_OPTIONS = [
  'Beratung',
  'Entwicklung',
  'Wartung',
  'Hosting',
  'Schulung',
  'Support',
  'Design',
  'Audit',
];

const textArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * The company fields of the custom-field account, one of each filterable type. Values are
 * spread like real data: a unique text, a date over ten years, one of five industries, two or
 * three of eight services, a newsletter flag half of them have set.
 */
const DEFINITIONS = [
  ['Kundennummer', 'String', []],
  ['Vertragsbeginn', 'Date', []],
  ['Branche', 'Select', SELECT_OPTIONS],
  ['Leistungen', 'MultiSelect', MULTI_OPTIONS],
  ['Newsletter', 'Boolean', []],
] as const;

/** The row number whose values the exact filters ask for (its text and its date). */
export const probeRow = (count: number) => Math.max(1, Math.floor(count / 2));

/** The date company `g` has (the SQL below computes the same). */
export function contractStart(g: number): string {
  const day = new Date(Date.UTC(2015, 0, 1) + ((g * 7919) % 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** `count` companies with custom properties of every type in one account. */
export async function seedCustomFieldCompanies(db: Client, accountId: number, count: number) {
  for (const [name, type, options] of DEFINITIONS) {
    await db.query(
      `INSERT INTO custom_field_definitions (account_id, entity, name, type, options, created_at, updated_at)
       VALUES ($1, 'Company', $2, $3, $4, now(), now())`,
      [accountId, name, type, options],
    );
  }
  const doubled = textArray([...MULTI_OPTIONS, ...MULTI_OPTIONS]);
  await insertCompanies(db, accountId, count, {
    customProperties: `jsonb_build_object(
      'Kundennummer', 'KN-' || g,
      'Vertragsbeginn', to_char(date '2015-01-01' + ((g::bigint * 7919) % 3650)::int, 'YYYY-MM-DD'),
      'Branche', (${textArray(SELECT_OPTIONS)})[1 + (g::bigint * 31) % 5],
      'Leistungen', to_jsonb((${doubled})[1 + (g::bigint * 13) % 8 : 2 + (g::bigint * 13) % 8 + (g / 8) % 2]),
      'Newsletter', (g / 3) % 2 = 0)`,
  });
}
