import { Prisma } from '@faktura/db';

/**
 * Building blocks of the record queries (record-query.ts): a related row or rows of a record as
 * JSON built by PostgreSQL, and the decoding that turns that JSON back into exactly what Prisma
 * would have returned. JSON has no Decimal and no Date, so numerics travel as text (never as a
 * JSON number: a float would round them) and become Decimal again; timestamps and dates travel as
 * ISO text and become Date again (a date as UTC midnight, as Prisma reads it).
 */
export type ColumnKind = 'value' | 'decimal' | 'time';

export const VALUE: ColumnKind = 'value';
export const DECIMAL: ColumnKind = 'decimal';
export const TIME: ColumnKind = 'time';

/** Something a record embeds, built by a correlated subquery over the row aliased `parent`. */
export interface Embedded {
  sql(parent: string, alias: string): Prisma.Sql;
  decode(value: unknown): unknown;
}

/** The fields of an embedded row in the order its consumers expect, by Prisma field name. */
export type Shape = Readonly<Record<string, ColumnKind | Embedded>>;

/** Row filter of an embedded table: `self` is the embedded row's alias, `parent` the record's. */
export type JoinCondition = (self: string, parent: string) => string;

/** The row the record's `column` refers to (a foreign key of the record). */
export function referredBy(column: string): JoinCondition {
  return (self, parent) => `${self}.id = ${parent}.${column}`;
}

/** The rows whose `column` refers to the record (a foreign key to the record). */
export function referringBy(column: string): JoinCondition {
  return (self, parent) => `${self}.${column} = ${parent}.id`;
}

export interface EmbedOptions {
  /** Columns of the embedded table to order by (e.g. 'sort_order', 'date, id'); raw SQL. */
  orderBy?: string;
  limit?: number;
}

/** The column that stores a Prisma field (the schema maps camelCase fields to snake_case). */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The record's field name of a column (the inverse of columnOf). */
export function fieldOf(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function objectSql(shape: Shape, alias: string): Prisma.Sql {
  const pairs = Object.entries(shape).map(([field, kind]) => {
    const value =
      typeof kind === 'object'
        ? kind.sql(alias, `${alias}_${field}`)
        : Prisma.raw(`"${alias}"."${columnOf(field)}"${kind === DECIMAL ? '::text' : ''}`);
    return Prisma.sql`${Prisma.raw(`'${field}'`)}, ${value}`;
  });
  return Prisma.sql`json_build_object(${Prisma.join(pairs, ', ')})`;
}

type ShapeFields = readonly (readonly [string, ColumnKind | Embedded])[];

/** Decodes an embedded row; `fields` is Object.entries of its shape, taken once per shape. */
function decodeObject(fields: ShapeFields, raw: unknown): unknown {
  if (raw === null) return null;
  const source = raw as Record<string, unknown>;
  const decoded: Record<string, unknown> = {};
  for (const [field, kind] of fields) {
    const value = source[field];
    if (typeof kind === 'object') decoded[field] = kind.decode(value);
    else if (value === null || kind === VALUE) decoded[field] = value;
    else if (kind === DECIMAL) decoded[field] = new Prisma.Decimal(value as string);
    else decoded[field] = new Date(value as string);
  }
  return decoded;
}

function fromSql(table: string, alias: string, parent: string, on: JoinCondition) {
  // Belt and braces: an embedded row is always of the record's account.
  const where = `"${alias}".account_id = "${parent}".account_id AND ${on(`"${alias}"`, `"${parent}"`)}`;
  return Prisma.raw(`FROM "${table}" "${alias}" WHERE ${where}`);
}

function orderSql(alias: string, options: EmbedOptions): string {
  const order = options.orderBy
    ? ` ORDER BY ${options.orderBy
        .split(',')
        .map((part) => `"${alias}".${part.trim()}`)
        .join(', ')}`
    : '';
  return options.limit === undefined ? order : `${order} LIMIT ${options.limit}`;
}

/** At most one row of `table` (a to-one relation), or null. */
export function one(table: string, shape: Shape, on: JoinCondition): Embedded {
  const fields = Object.entries(shape);
  return {
    sql: (parent, alias) =>
      Prisma.sql`(SELECT ${objectSql(shape, alias)} ${fromSql(table, alias, parent, on)} LIMIT 1)`,
    decode: (value) => decodeObject(fields, value ?? null),
  };
}

/** The rows of `table` (a to-many relation) as an array, in `options.orderBy`. */
export function many(
  table: string,
  shape: Shape,
  on: JoinCondition,
  options: EmbedOptions = {},
): Embedded {
  const fields = Object.entries(shape);
  return {
    sql: (parent, alias) => {
      const from = fromSql(table, alias, parent, on);
      const object = objectSql(shape, alias);
      const order = Prisma.raw(orderSql(alias, { orderBy: options.orderBy }));
      if (options.limit === undefined)
        return Prisma.sql`(SELECT coalesce(json_agg(${object}${order}), '[]'::json) ${from})`;
      // A limit needs a subquery; its rows keep their rank for the aggregate's order.
      const rank = Prisma.sql`row_number() OVER (${order})`;
      const ranked = Prisma.sql`SELECT ${object} AS row, ${rank} AS rank ${from}${Prisma.raw(orderSql(alias, options))}`;
      const sub = Prisma.raw(`"${alias}_rows"`);
      return Prisma.sql`(SELECT coalesce(json_agg(${sub}.row ORDER BY ${sub}.rank), '[]'::json) FROM (${ranked}) ${sub})`;
    },
    decode: (value) => ((value ?? []) as unknown[]).map((row) => decodeObject(fields, row)),
  };
}

/** One column of the first row of `table` in `options.orderBy`, or null (e.g. a file id). */
export function first(
  table: string,
  column: string,
  on: JoinCondition,
  options: EmbedOptions = {},
): Embedded {
  return {
    sql: (parent, alias) =>
      Prisma.sql`(SELECT ${Prisma.raw(`"${alias}"."${column}"`)} ${fromSql(table, alias, parent, on)}${Prisma.raw(orderSql(alias, { ...options, limit: 1 }))})`,
    decode: (value) => value ?? null,
  };
}

/** A column of the record's account (accounts has no account_id: its id is the account). */
export function accountColumn(column: string): Embedded {
  return {
    sql: (parent, alias) =>
      Prisma.raw(
        `(SELECT "${alias}"."${column}" FROM accounts "${alias}" WHERE "${alias}".id = "${parent}".account_id)`,
      ),
    decode: (value) => value,
  };
}

/** A user as records embed it: id, first and last name (the reference's user object). */
export type UserReferenceSelect = { select: { id: true; firstname: true; lastname: true } };

/** The fields of UserReferenceSelect, in its order. */
export const USER_REFERENCE: Shape = { id: VALUE, firstname: VALUE, lastname: VALUE };

/** The user a column of the record refers to, or null. */
export function userOf(column: string): Embedded {
  return one('users', USER_REFERENCE, referredBy(column));
}

/** `[{ id }]` of the rows of `table` whose `column` refers to the record, by id. */
export function idsOf(table: string, column: string): Embedded {
  return many(table, { id: VALUE }, referringBy(column), { orderBy: 'id' });
}

/** An enum column with values the schema maps (`@map`): the database's value to Prisma's name. */
export function mappedEnum(column: string, names: Readonly<Record<string, string>>): Embedded {
  const byValue = new Map(Object.entries(names));
  return {
    sql: (parent) => Prisma.raw(`"${parent}"."${column}"`),
    decode: (value) => byValue.get(value as string) ?? value,
  };
}
