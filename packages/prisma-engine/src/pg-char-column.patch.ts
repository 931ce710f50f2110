import { ColumnTypeEnum, type SqlResultSet } from '@prisma/driver-adapter-utils';
import { Client, type ClientConfig, type QueryResult } from 'pg';

/** PostgreSQL's internal one-byte `"char"` type, used all over the system catalogs. */
export const CHAR_OID = 18;
const TEXT_OID = 25;

/**
 * Column positions that held `"char"`, keyed by the result's `rows` array. @prisma/adapter-pg
 * passes that array through unchanged into its result set, which lets the adapter wrapper
 * find them again after the type has been disguised as text.
 */
const charColumns = new WeakMap<object, number[]>();

/**
 * Rewrites `"char"` fields of a pg result to text so @prisma/adapter-pg 7.10 accepts them (it
 * throws UnsupportedNativeDataType on OID 18, which breaks every catalog query of the schema
 * engine) and remembers where they were. Handles the array a multi-statement query returns.
 */
export function disguiseCharColumns(result: unknown): void {
  if (Array.isArray(result)) {
    result.forEach(disguiseCharColumns);
    return;
  }
  if (!isQueryResult(result)) return;
  const positions: number[] = [];
  result.fields.forEach((field, index) => {
    if (field.dataTypeID === CHAR_OID) {
      field.dataTypeID = TEXT_OID;
      positions.push(index);
    }
  });
  if (positions.length > 0) charColumns.set(result.rows, positions);
}

/** Reports the remembered `"char"` columns of a result set as the Character column type. */
export function restoreCharColumns(resultSet: SqlResultSet): SqlResultSet {
  const positions = charColumns.get(resultSet.rows);
  if (positions === undefined) return resultSet;
  const columnTypes = [...resultSet.columnTypes];
  for (const index of positions) columnTypes[index] = ColumnTypeEnum.Character;
  return { ...resultSet, columnTypes };
}

function isQueryResult(value: unknown): value is QueryResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as QueryResult).fields) &&
    Array.isArray((value as QueryResult).rows)
  );
}

type Callback = (error: Error | null, result?: unknown) => void;
type AnyQuery = (...args: unknown[]) => unknown;

/**
 * A pg Client whose every query result goes through `disguiseCharColumns`. Given to the pool
 * as its `Client` class, it covers both pool queries (callback style) and transaction
 * clients (promise style); streamed queries (Submittables) pass through untouched.
 */
export class CharAwareClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    const original = (super.query as AnyQuery).bind(this);
    const patched: AnyQuery = (...args) => {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        const callback = last as Callback;
        return original(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
          if (!error) disguiseCharColumns(result);
          callback(error, result);
        });
      }
      const returned = original(...args);
      if (returned instanceof Promise) {
        return returned.then((result: unknown) => {
          disguiseCharColumns(result);
          return result;
        });
      }
      return returned;
    };
    this.query = patched as Client['query'];
  }
}
