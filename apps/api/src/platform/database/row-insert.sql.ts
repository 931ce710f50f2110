import { Prisma } from '@faktura/db';
import type { AccountTx } from './account-scope.extension';

/** A Prisma field name as its column: the schema maps every scalar field to its snake_case. */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function parameter(value: unknown): unknown {
  // A JSON column takes its object as text; Dates, Decimals, arrays (of array columns), strings
  // and numbers go as they are.
  const plainObject =
    value !== null &&
    typeof value === 'object' &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value));
  return plainObject ? JSON.stringify(value) : value;
}

/**
 * `(col, ...)` and `(value, ...)` of one row given as a Prisma create input (scalar fields only;
 * undefined fields are left to their defaults). Meant for `INSERT ... VALUES`, where PostgreSQL
 * converts each parameter to its column's type.
 */
export function rowColumns(row: Record<string, unknown>): {
  columns: Prisma.Sql;
  values: Prisma.Sql;
} {
  const fields = Object.entries(row).filter(([, value]) => value !== undefined);
  return {
    columns: Prisma.raw(fields.map(([field]) => columnOf(field)).join(', ')),
    values: Prisma.join(fields.map(([, value]) => Prisma.sql`${parameter(value)}`)),
  };
}

/** A column of rows inserted through unnest: the field, and the SQL type of its array. */
export interface UnnestColumn<Field extends string = string> {
  field: Field;
  type: string;
  /** The stored value of the field's value, when it is not stored as it is. */
  stored?(value: unknown): unknown;
}

// Array elements go as text: a Decimal would otherwise be sent as its JSON.
function element(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? String(value) : value;
}

/**
 * Many rows in one statement: `columns` lists their columns, `source` is
 * `unnest(...) WITH ORDINALITY AS rows(<columns>, ordinality)`, one typed array per column, so
 * the parameter count does not grow with the rows. `rows.ordinality` is the 1-based position.
 */
export function unnestRows<R>(
  rows: readonly R[],
  spec: readonly UnnestColumn<keyof R & string>[],
): { columns: Prisma.Sql; source: Prisma.Sql; selected: Prisma.Sql } {
  const names = spec.map((column) => columnOf(column.field));
  const arrays = spec.map((column) => {
    const values = rows.map((row) => {
      const value = row[column.field];
      return element(column.stored ? column.stored(value) : value);
    });
    return Prisma.sql`${values}::${Prisma.raw(column.type)}[]`;
  });
  return {
    columns: Prisma.raw(names.join(', ')),
    source: Prisma.sql`unnest(${Prisma.join(arrays)})
      WITH ORDINALITY AS rows(${Prisma.raw(names.join(', '))}, ordinality)`,
    selected: Prisma.raw(names.map((name) => `rows.${name}`).join(', ')),
  };
}

/** `col = value, ...` of an update given as Prisma scalar fields (undefined ones stay). */
export function updateColumns(data: Record<string, unknown>): Prisma.Sql {
  const fields = Object.entries(data).filter(([, value]) => value !== undefined);
  return Prisma.join(
    fields.map(
      ([field, value]) => Prisma.sql`${Prisma.raw(columnOf(field))} = ${parameter(value)}`,
    ),
  );
}

/** The rows of a document's children (positions, items) and where they belong. */
export interface ChildRows<R> {
  table: string;
  accountId: number;
  /** The parent's column and its ID: an int expression (`${id}::int`, a CTE's id). */
  parent: { column: string; id: Prisma.Sql };
  rows: readonly R[];
  spec: readonly UnnestColumn<keyof R & string>[];
  /** created_at and updated_at of every row. */
  now: Date;
}

/**
 * One INSERT of all the children, `sort_order` 0, 1, ... in the given order, returning `id` and
 * `sort_order` (to map the new IDs back to the rows).
 */
export function insertChildRowsSql<R>(children: ChildRows<R>): Prisma.Sql {
  const { table, accountId, parent, now } = children;
  const rows = unnestRows(children.rows, children.spec);
  return Prisma.sql`INSERT INTO ${Prisma.raw(table)}
      (account_id, ${Prisma.raw(parent.column)}, sort_order, created_at, updated_at, ${rows.columns})
    SELECT ${accountId}::int, ${parent.id}, rows.ordinality - 1, ${now}::timestamptz,
      ${now}::timestamptz, ${rows.selected}
    FROM ${rows.source}
    RETURNING id, sort_order`;
}

/** A numbered document and its children, written by one statement. */
export interface NumberedDocument<R> {
  table: string;
  accountId: number;
  /** The document's columns as a Prisma create input, without account and identifier. */
  row: Record<string, unknown>;
  /** The identifier's CTE statement (NumberingService.nextSql), or null for none. */
  number: Prisma.Sql | null;
  children: Pick<ChildRows<R>, 'table' | 'rows' | 'spec'> & { parentColumn: string };
}

/**
 * Inserts the document with its number and all its children in one statement; answers the
 * document's ID and number (null for none) and the children's IDs in their order. The number's CTE locks the sequence row
 * until the commit, so it comes as late as the document itself.
 */
export async function insertNumberedDocument<R>(
  tx: AccountTx,
  document: NumberedDocument<R>,
): Promise<{ id: number; identifier: string | null; childIds: number[] }> {
  const { accountId, number, children } = document;
  const now = new Date();
  const row = rowColumns({
    ...document.row,
    identifier: undefined,
    createdAt: now,
    updatedAt: now,
  });
  const childRows = insertChildRowsSql({
    ...children,
    accountId,
    parent: { column: children.parentColumn, id: Prisma.sql`(SELECT id FROM document)` },
    now,
  });
  const rows = await tx.$queryRaw<{ id: number; identifier: string | null; child_ids: number[] }[]>`
    WITH ${number === null ? Prisma.empty : Prisma.sql`number AS (${number}),`}
    document AS (
      INSERT INTO ${Prisma.raw(document.table)} (account_id, identifier, ${row.columns})
      VALUES (${accountId}, ${number === null ? null : Prisma.sql`(SELECT identifier FROM number)`},
        ${row.values})
      RETURNING id, identifier),
    children AS (${childRows})
    SELECT document.id, document.identifier, ARRAY(SELECT id FROM children ORDER BY sort_order) AS child_ids
    FROM document`;
  const { id, identifier } = rows[0];
  return { id, identifier, childIds: rows[0].child_ids };
}
