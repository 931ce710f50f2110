import { isStalePreparedStatement, type Pool, Prisma, queryRawRows } from '@faktura/db';
import type { AccountTx } from './account-scope.extension';
import { type Embedded, fieldOf } from './record-json';

/**
 * Where a record query runs: straight on the pool (AccountDbService.reader) outside a
 * transaction, or in the caller's transaction. Both give the same rows (queryRawRows).
 */
export type RecordSource = Pool | Pick<AccountTx, '$queryRaw'>;

/** Runs a read on either source; the rows are the same (queryRawRows). */
export function readRows<Row extends Record<string, unknown>>(
  source: RecordSource,
  sql: Prisma.Sql,
): Promise<Row[]> {
  return '$queryRaw' in source ? source.$queryRaw<Row[]>(sql) : queryRawRows<Row>(source, sql);
}

/**
 * The one way lists and details load their records: ONE statement that returns the rows of
 * `ids` (of one account) with every column, plus what each record embeds (related rows, e-mail
 * deliveries, the last PDF's file id) built as JSON by correlated subqueries. It replaces
 * Prisma's includes, which cost one query per relation and a client-side merge of every row.
 * The rows come back as Prisma would give them (field names, Decimal, Date), so the response
 * mappers stay as they are.
 */
export class RecordQuery<Row> {
  private static readonly made: RecordQuery<unknown>[] = [];

  /** Every record query made so far (a test reads each through both sources). */
  static all(): readonly RecordQuery<unknown>[] {
    return RecordQuery.made;
  }

  private readonly renamed: Map<string, string>;
  /** The select list and FROM clause: constant per resource, built once. */
  private readonly select: Prisma.Sql;
  /**
   * The name its statement is prepared under on each pool connection (its text is constant):
   * parsing and planning a record query cost PostgreSQL about as much as running it. A new
   * generation after a migration changed the columns of `r.*` under a running process.
   */
  private readonly statementName: string;
  private generation = 0;
  /** What each result column becomes, found once per column name (decoding is per row). */
  private readonly columns = new Map<string, { field: string; embed?: Embedded }>();

  /**
   * `table` is a constant (it goes into SQL as an identifier); `embedded` maps a field of the
   * row to what builds it; `renamed` names the columns whose field is not their camelCase.
   */
  constructor(
    readonly table: string,
    private readonly embedded: Readonly<Record<string, Embedded>>,
    renamed: Readonly<Record<string, string>> = {},
  ) {
    this.renamed = new Map(Object.entries(renamed));
    const embeddedSql = Object.entries(embedded).map(
      ([field, embed]) =>
        Prisma.sql`${embed.sql('r', `r_${field}`)} AS ${Prisma.raw(`"${field}"`)}`,
    );
    const columns = Prisma.join([Prisma.raw('"r".*'), ...embeddedSql], ', ');
    this.select = Prisma.sql`SELECT ${columns} FROM ${Prisma.raw(`"${table}" "r"`)}`;
    RecordQuery.made.push(this);
    this.statementName = `faktura_record_${RecordQuery.made.length}_${table}`;
  }

  /** The records of `ids` in the order of `ids`; ids of other accounts are left out. */
  async load(source: RecordSource, accountId: number, ids: readonly number[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const { sql, shape } = this.sql(accountId, ids);
    const rows =
      '$queryRaw' in source ? await readRows(source, sql) : await this.prepared(source, sql, shape);
    const byId = new Map(rows.map((row) => [row.id as number, this.decode(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One record, or null when the account has none of that id. */
  async loadOne(source: RecordSource, accountId: number, id: number): Promise<Row | null> {
    return (await this.load(source, accountId, [id]))[0] ?? null;
  }

  private async prepared(
    pool: Pool,
    sql: Prisma.Sql,
    shape: 'one' | 'many',
  ): Promise<Record<string, unknown>[]> {
    const name = (generation: number) => `${this.statementName}_${shape}_${generation}`;
    const generation = this.generation;
    try {
      return await queryRawRows(pool, sql, name(generation));
    } catch (error) {
      if (!isStalePreparedStatement(error)) throw error;
      if (this.generation === generation) this.generation += 1;
      return queryRawRows(pool, sql, name(this.generation));
    }
  }

  /**
   * One record by `id = $2`, several by `id = ANY($2)`. Two texts, because PostgreSQL prices
   * the generic plan of `ANY($2)` for ten ids: for one id it keeps choosing a custom plan and
   * plans the statement again on every execution, which cost more than running it (1.1-1.4 ms
   * against 0.3-0.4 ms for an invoice). With `= $2` the generic plan costs the same and is kept.
   */
  private sql(accountId: number, ids: readonly number[]) {
    if (ids.length === 1) {
      const sql = Prisma.sql`${this.select}
        WHERE "r".account_id = ${accountId} AND "r".id = ${ids[0]}::int`;
      return { sql, shape: 'one' as const };
    }
    const sql = Prisma.sql`${this.select}
      WHERE "r".account_id = ${accountId} AND "r".id = ANY(${[...ids]}::int[])`;
    return { sql, shape: 'many' as const };
  }

  private decode(row: Record<string, unknown>): Row {
    const record: Record<string, unknown> = {};
    for (const column in row) {
      const { field, embed } = this.column(column);
      record[field] = embed ? embed.decode(row[column]) : row[column];
    }
    return record as Row;
  }

  private column(name: string) {
    let column = this.columns.get(name);
    if (!column) {
      const embed = Object.hasOwn(this.embedded, name) ? this.embedded[name] : undefined;
      column = { field: embed ? name : (this.renamed.get(name) ?? fieldOf(name)), embed };
      this.columns.set(name, column);
    }
    return column;
  }
}
