import { ColumnTypeEnum, type SqlResultSet } from '@prisma/driver-adapter-utils';
import type { FieldDef, QueryResult } from 'pg';
import { CHAR_OID, disguiseCharColumns, restoreCharColumns } from './pg-char-column.patch';

function result(types: number[]): QueryResult<unknown[]> {
  const fields = types.map((dataTypeID, i) => ({ name: `c${i}`, dataTypeID }) as FieldDef);
  return { command: 'SELECT', rowCount: 1, oid: 0, fields, rows: [types.map(() => 'x')] };
}

describe('"char" columns (adapter-pg defect 1)', () => {
  it('disguises OID 18 as text and reports it as Character afterwards', () => {
    const pgResult = result([25, CHAR_OID, 23]);
    disguiseCharColumns(pgResult);
    expect(pgResult.fields.map((field) => field.dataTypeID)).toEqual([25, 25, 23]);

    // What @prisma/adapter-pg builds from it: same rows array, "char" typed as Text.
    const resultSet: SqlResultSet = {
      columnNames: ['c0', 'c1', 'c2'],
      columnTypes: [ColumnTypeEnum.Text, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
      rows: pgResult.rows,
    };
    expect(restoreCharColumns(resultSet).columnTypes).toEqual([
      ColumnTypeEnum.Text,
      ColumnTypeEnum.Character,
      ColumnTypeEnum.Int32,
    ]);
  });

  it('handles the array of results of a multi-statement query', () => {
    const results = [result([CHAR_OID]), result([16])];
    disguiseCharColumns(results);
    expect(results.map((r) => r.fields[0].dataTypeID)).toEqual([25, 16]);
  });

  it('leaves result sets without "char" columns untouched', () => {
    const resultSet: SqlResultSet = {
      columnNames: ['a'],
      columnTypes: [ColumnTypeEnum.Text],
      rows: [],
    };
    expect(restoreCharColumns(resultSet)).toBe(resultSet);
    expect(() => disguiseCharColumns(undefined)).not.toThrow();
  });
});
