import { layOutSql } from './sql-text.layout';

describe('layOutSql', () => {
  it('puts each clause of a statement and of every subquery on a line of its own', () => {
    const sql = `SELECT "r".*, (SELECT name FROM users "u" WHERE "u".id = "r".user_id) AS "user"
        FROM   "deals" "r" WHERE "r".account_id = $1 ORDER BY id LIMIT 1`;
    expect(layOutSql(sql).split('\n')).toEqual([
      'SELECT',
      '  "r".*,',
      '  (',
      '    SELECT name',
      '    FROM users "u"',
      '    WHERE "u".id = "r".user_id',
      '  ) AS "user"',
      'FROM "deals" "r"',
      'WHERE "r".account_id = $1',
      'ORDER BY id',
      'LIMIT 1',
    ]);
  });

  it('breaks a long condition before each AND, and a long list into packed lines', () => {
    const conditions = Array.from({ length: 8 }, (_, i) => `column_${i} = $${i + 1}`);
    const columns = Array.from({ length: 20 }, (_, i) => `column_${i}`).join(',');
    const sql = `INSERT INTO t (${columns}) SELECT 1 FROM t WHERE ${conditions.join(' AND ')}`;
    expect(layOutSql(sql).split('\n')).toEqual([
      'INSERT INTO t (',
      '  column_0, column_1, column_2, column_3, column_4, column_5, column_6, column_7, column_8,',
      '  column_9, column_10, column_11, column_12, column_13, column_14, column_15, column_16, column_17,',
      '  column_18, column_19',
      ')',
      'SELECT 1',
      'FROM t',
      'WHERE column_0 = $1',
      ...conditions.slice(1).map((condition) => `  AND ${condition}`),
    ]);
  });

  it('leaves literals and quoted names as they are', () => {
    const sql = `SELECT 'a  ( FROM b', "odd  (name" FROM t`;
    expect(layOutSql(sql)).toBe(`SELECT 'a  ( FROM b', "odd  (name"\nFROM t`);
  });
});
