import { Prisma } from '@faktura/db';
import type { AccountTx } from './account-scope.extension';
import { type Embedded, fieldOf } from './record-json';

/** Where a record query runs: the account-bound client or the caller's transaction. */
type Queryable = Pick<AccountTx, '$queryRaw'>;

/**
 * The one way lists and details load their records: ONE statement that returns the rows of
 * `ids` (of one account) with every column, plus what each record embeds (related rows, e-mail
 * deliveries, the last PDF's file id) built as JSON by correlated subqueries. It replaces
 * Prisma's includes, which cost one query per relation and a client-side merge of every row.
 * The rows come back as Prisma would give them (field names, Decimal, Date), so the response
 * mappers stay as they are.
 */
export class RecordQuery<Row> {
  private readonly renamed: Map<string, string>;

  /**
   * `table` is a constant (it goes into SQL as an identifier); `embedded` maps a field of the
   * row to what builds it; `renamed` names the columns whose field is not their camelCase.
   */
  constructor(
    private readonly table: string,
    private readonly embedded: Readonly<Record<string, Embedded>>,
    renamed: Readonly<Record<string, string>> = {},
  ) {
    this.renamed = new Map(Object.entries(renamed));
  }

  /** The records of `ids` in the order of `ids`; ids of other accounts are left out. */
  async load(db: Queryable, accountId: number, ids: readonly number[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const rows = await db.$queryRaw<Record<string, unknown>[]>(this.sql(accountId, ids));
    const byId = new Map(rows.map((row) => [row.id as number, this.decode(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One record, or null when the account has none of that id. */
  async loadOne(db: Queryable, accountId: number, id: number): Promise<Row | null> {
    return (await this.load(db, accountId, [id]))[0] ?? null;
  }

  private sql(accountId: number, ids: readonly number[]): Prisma.Sql {
    const embedded = Object.entries(this.embedded).map(
      ([field, embed]) =>
        Prisma.sql`${embed.sql('r', `r_${field}`)} AS ${Prisma.raw(`"${field}"`)}`,
    );
    const columns = Prisma.join([Prisma.raw('"r".*'), ...embedded], ', ');
    return Prisma.sql`SELECT ${columns} FROM ${Prisma.raw(`"${this.table}" "r"`)}
      WHERE "r".account_id = ${accountId} AND "r".id = ANY(${[...ids]}::int[])`;
  }

  private decode(row: Record<string, unknown>): Row {
    const record: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      const embed = Object.hasOwn(this.embedded, column) ? this.embedded[column] : undefined;
      if (embed) record[column] = embed.decode(value);
      else record[this.renamed.get(column) ?? fieldOf(column)] = value;
    }
    return record as Row;
  }
}
