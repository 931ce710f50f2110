import { Prisma } from '@faktura/db';
import type { ListQuery, ListQueryService } from '../lists';
import type {
  AccountDbService,
  AccountTx,
  AccountTable,
  TableTypes,
  RecordQuery,
} from '../database';
import { AccountTableRepository } from './account-table.repository';
import { ListedTableRepository } from './listed-table.repository';
import { type ListingTypesOf, recordListing } from './record-listing';
interface Row {
  id: number;
  name: string;
}
type Types = TableTypes & { row: Row; include: { owner: true } };
type Query = ListQuery & { term?: string };

const calls: unknown[][] = [];
const reader = { pool: true };
const model = {
  findFirst: async (args: unknown) => (calls.push(['findFirst', args]), { id: 9, name: 'N' }),
  findMany: async (args: unknown) => {
    calls.push(['findMany', args]);
    return [3, 5].map((id) => ({ id, name: `R${id}` }));
  },
};
const client = { marker: 'account client' };
const db = { reader, forAccount: () => client } as unknown as AccountDbService;
const TABLE = {
  model: (tx: AccountTx) => (calls.push(['model', tx]), model),
  include: { owner: true },
} as unknown as AccountTable<Types>;
const lists = {
  find: async (...args: unknown[]) => (calls.push(['ids', ...args]), { ids: [5, 3], total: 2 }),
} as unknown as ListQueryService;
const records = {
  table: 'things',
  load: async (...args: unknown[]) => (calls.push(['load', ...args]), [{ id: 5, name: 'R' }]),
  loadOne: async (...args: unknown[]) => (calls.push(['loadOne', ...args]), null),
} as unknown as RecordQuery<Row>;

const LISTING = recordListing({
  table: 'things',
  records,
  // A filter may name the account (a subquery on another table).
  filters: (query: Query, accountId: number) =>
    query.term ? [Prisma.sql`name = ${query.term} AND account_id = ${accountId}`] : [],
});

class ThingsRepository extends ListedTableRepository<Types, ListingTypesOf<typeof LISTING>> {
  constructor() {
    super(db, TABLE, lists, LISTING);
  }
}

class PlainRepository extends AccountTableRepository<Types> {
  constructor() {
    super(db, TABLE);
  }

  page(query: Query) {
    return this.listRows(lists, { table: 'things' }, 7, query, [Prisma.sql`active`]);
  }

  one(id: number) {
    return this.findRow(7, id);
  }
}

describe('ListedTableRepository', () => {
  beforeEach(() => calls.splice(0));

  it('lists by the listing: its filters (with the account), the caller conditions, one load', async () => {
    const query = { page: 1, per_page: 2, term: 'x' } as Query;
    const page = await new ThingsRepository().list(7, query, [Prisma.sql`active`]);
    expect(page).toEqual({ rows: [{ id: 5, name: 'R' }], total: 2 });
    const [, accountId, source, paged, conditions] = calls[0] as [
      string,
      number,
      unknown,
      unknown,
      Prisma.Sql[],
    ];
    expect([accountId, source, paged]).toEqual([7, { table: 'things' }, query]);
    expect(conditions.map((c) => [c.sql, c.values])).toEqual([
      ['name = ? AND account_id = ?', ['x', 7]],
      ['active', []],
    ]);
    expect(calls[1]).toEqual(['load', reader, 7, [5, 3]]);
  });

  it('finds one record on the pool, or in the caller transaction', async () => {
    const tx = {} as AccountTx;
    await new ThingsRepository().find(7, 4);
    await new ThingsRepository().find(7, 4, tx);
    expect(calls).toEqual([
      ['loadOne', reader, 7, 4],
      ['loadOne', tx, 7, 4],
    ]);
  });
});

describe('AccountTableRepository reads', () => {
  beforeEach(() => calls.splice(0));

  it('lists a page of rows with what writes include, in the order of the page', async () => {
    const page = await new PlainRepository().page({ page: 1, per_page: 2 } as Query);
    expect(page).toEqual({
      rows: [
        { id: 5, name: 'R5' },
        { id: 3, name: 'R3' },
      ],
      total: 2,
    });
    expect(calls.slice(1)).toEqual([
      ['model', client],
      ['findMany', { where: { id: { in: [5, 3] } }, include: { owner: true } }],
    ]);
  });

  it('finds one row with what writes include', async () => {
    expect(await new PlainRepository().one(9)).toEqual({ id: 9, name: 'N' });
    expect(calls).toEqual([
      ['model', client],
      ['findFirst', { where: { id: 9 }, include: { owner: true } }],
    ]);
  });
});
