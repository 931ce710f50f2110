import { Prisma } from '@faktura/db';
import type { AccountTx } from './account-scope.extension';

/**
 * One thing a write looks up before it plans: a scalar SQL expression (usually a subquery of
 * the account's rows) and how to read its value. A use case gathers all its lookups into one
 * SELECT (`runLookups`), so resolving a document's references costs one round trip however
 * many references the body names.
 */
export interface Lookup<T> {
  sql: Prisma.Sql;
  read(value: unknown): T;
}

/** What a set of lookups answers, name by name. */
export type LookedUp<L extends Record<string, Lookup<unknown>>> = {
  [K in keyof L]: L[K] extends Lookup<infer T> ? T : never;
};

/** A row's fields: the key as the caller reads it, the value a SQL expression of the table. */
export type LookupFields<T> = { [K in keyof T]: string };

const asIs = <T>(value: unknown) => value as T;

/** A known value, looked up without touching the database (e.g. for an ID the body left out). */
export function constantLookup<T>(value: T): Lookup<T> {
  return { sql: Prisma.sql`NULL`, read: () => value };
}

function jsonObject(fields: Record<string, string>): Prisma.Sql {
  const pairs = Object.entries(fields).map(
    ([key, expression]) => Prisma.sql`${key}::text, ${Prisma.raw(expression)}`,
  );
  return Prisma.sql`json_build_object(${Prisma.join(pairs)})`;
}

/**
 * The first row of the account's `table` meeting `condition` (by ID), as an object of `fields`,
 * or null. Numeric columns must be read as text (`net_total::text`): JSON would make floats.
 */
export function rowLookup<T>(
  table: string,
  accountId: number,
  condition: Prisma.Sql,
  fields: LookupFields<T>,
): Lookup<T | null> {
  const sql = Prisma.sql`(SELECT ${jsonObject(fields)} FROM ${Prisma.raw(table)}
    WHERE account_id = ${accountId} AND ${condition} ORDER BY id LIMIT 1)`;
  return { sql, read: (value) => (value ?? null) as T | null };
}

/** The account's row of `table` with this ID, or null; no lookup at all for no ID. */
export function rowByIdLookup<T>(
  table: string,
  accountId: number,
  id: number | null | undefined,
  fields: LookupFields<T>,
): Lookup<T | null> {
  if (id == null) return constantLookup(null);
  return rowLookup(table, accountId, Prisma.sql`id = ${id}`, fields);
}

/** Whether the account has a row of `table` with this ID (true when no ID is given). */
export function existsLookup(
  table: string,
  accountId: number,
  id: number | null | undefined,
): Lookup<boolean> {
  if (id == null) return constantLookup(true);
  const sql = Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(table)}
    WHERE account_id = ${accountId} AND id = ${id})`;
  return { sql, read: (value) => value === true };
}

/** The account's rows of `table` among `ids`, as objects of `fields`. */
export function rowsLookup<T>(
  table: string,
  accountId: number,
  ids: readonly number[],
  fields: LookupFields<T>,
): Lookup<T[]> {
  if (ids.length === 0) return constantLookup([]);
  const sql = Prisma.sql`(SELECT coalesce(json_agg(${jsonObject(fields)}), '[]'::json)
    FROM ${Prisma.raw(table)} WHERE account_id = ${accountId} AND id = ANY(${[...ids]}::int[]))`;
  return { sql, read: asIs<T[]> };
}

/** Which of `ids` the account has in `table`. */
export function existingIdsLookup(
  table: string,
  accountId: number,
  ids: readonly number[],
): Lookup<Set<number>> {
  const rows = rowsLookup<{ id: number }>(table, accountId, ids, { id: 'id' });
  return { sql: rows.sql, read: (value) => new Set(rows.read(value).map((row) => row.id)) };
}

/** The account's own row, as an object of `fields`. */
export function accountLookup<T>(accountId: number, fields: LookupFields<T>): Lookup<T> {
  const sql = Prisma.sql`(SELECT ${jsonObject(fields)} FROM accounts WHERE id = ${accountId})`;
  return { sql, read: asIs<T> };
}

/** Runs every lookup in one SELECT and reads each answer. */
export async function runLookups<L extends Record<string, Lookup<unknown>>>(
  tx: AccountTx,
  lookups: L,
): Promise<LookedUp<L>> {
  const names = Object.keys(lookups);
  const columns = names.map(
    (name) => Prisma.sql`${lookups[name].sql} AS ${Prisma.raw(`"${name}"`)}`,
  );
  const rows = await tx.$queryRaw<Record<string, unknown>[]>`SELECT ${Prisma.join(columns)}`;
  const row = rows[0];
  return Object.fromEntries(
    names.map((name) => [name, lookups[name].read(row[name])]),
  ) as LookedUp<L>;
}
