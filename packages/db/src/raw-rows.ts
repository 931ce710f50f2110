import { type Pool, type QueryResultRow, types } from 'pg';
import { Prisma } from './generated/prisma/client';

// Type OIDs of PostgreSQL (pg_type) whose text form pg would read differently from Prisma.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;

/**
 * Prisma reads a `timestamp` (without time zone; its default for DateTime) as UTC and a `date`
 * as UTC midnight; pg would read both in the process's time zone.
 */
const PARSERS: ReadonlyMap<number, (text: string) => unknown> = new Map<
  number,
  (text: string) => unknown
>([
  [INT8, (text) => BigInt(text)],
  [NUMERIC, (text) => new Prisma.Decimal(text)],
  [DATE, (text) => new Date(`${text}T00:00:00Z`)],
  [TIMESTAMP, (text) => new Date(`${text.replace(' ', 'T')}Z`)],
]);

const PRISMA_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return (
      PARSERS.get(oid) ??
      (format === 'binary' ? types.getTypeParser(oid, 'binary') : types.getTypeParser(oid))
    );
  },
};

/** SQL with `$n` placeholders, as `Prisma.sql` builds it (its `text` and `values`). */
export interface RawQuery {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * Runs one read straight on the pool Prisma shares (createPrismaClient's `pool`) and returns the
 * rows as `$queryRaw` would: numeric as Decimal, int8 as BigInt, date and timestamp as UTC
 * Dates, json parsed. For hot reads where Prisma's per-value result handling is the cost; a
 * test holds the two answers equal. Never for writes: those belong in a Prisma transaction.
 * With a `name`, each connection prepares the statement once and reuses it; give a name only to
 * a constant text (pg refuses another text under the same name on a connection).
 */
export async function queryRawRows<Row extends QueryResultRow = Record<string, unknown>>(
  pool: Pool,
  query: RawQuery,
  name?: string,
): Promise<Row[]> {
  const result = await pool.query<Row>({
    ...(name === undefined ? {} : { name }),
    text: query.text,
    values: [...query.values],
    types: PRISMA_TYPES,
  });
  return result.rows;
}

/**
 * True for PostgreSQL's refusal to run a prepared statement whose result columns changed since
 * it was prepared (a migration added a column to a `SELECT r.*`): prepare it again, by a new name.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as Error).message))
  );
}
