import { Prisma } from '@faktura/db';
import type { AccountDbService, AccountTx, RecordQuery } from '../../platform/database';
import type { ListQuery, ListQueryService, SortOrder } from '../../platform/lists';
import { DocumentRepository, documentTable, type DocumentTypesOf } from './document.repository';

interface Row {
  id: number;
  detail: boolean;
}
type Query = ListQuery & { sort?: SortOrder; status?: string };

/** A record query that answers rows of the ids it is given, marked detail or not. */
function recordQuery(detail: boolean) {
  const calls: unknown[][] = [];
  const query = {
    calls,
    load: async (source: unknown, accountId: number, ids: number[]) => {
      calls.push([source, accountId, ids]);
      return ids.map((id) => ({ id, detail }));
    },
    loadOne: async (source: unknown, accountId: number, id: number) => {
      calls.push([source, accountId, id]);
      return { id, detail };
    },
  };
  return query as typeof query & RecordQuery<Row>;
}

const details = recordQuery(true);
const summaries = recordQuery(false);
const updates: unknown[] = [];
const reader = { pool: true };
const client = { offer: { update: async (args: unknown) => updates.push(args) } };
const db = { reader, forAccount: () => client } as unknown as AccountDbService;
const listCalls: unknown[][] = [];
const lists = {
  find: async (...args: unknown[]) => {
    listCalls.push(args);
    return { ids: [5, 3], total: 12 };
  },
} as unknown as ListQueryService;

const LETTERS = documentTable({
  table: 'offers',
  model: (tx) => tx.offer,
  records: details,
  summaries,
  filters: (query: Query) => (query.status ? [Prisma.sql`status = ${query.status}`] : []),
  paging: (query: Query): ListQuery => ({ ...query, sort_by: query.sort_by ?? query.sort }),
});

class LettersRepository extends DocumentRepository<DocumentTypesOf<typeof LETTERS>> {
  constructor() {
    super(db, lists, LETTERS);
  }

  touch(accountId: number, id: number) {
    return this.updateRow(accountId, id, { title: 'T' });
  }
}

/** A transaction whose lock finds a row or not, recording the statement. */
function transaction(found: boolean) {
  const statements: string[] = [];
  const tx = {
    $queryRaw: async (strings: TemplateStringsArray, ...values: unknown[]) => {
      statements.push(
        Prisma.sql(strings, ...values)
          .sql.replace(/\s+/g, ' ')
          .trim(),
      );
      return found ? [{ id: 1 }] : [];
    },
  };
  return { tx: tx as unknown as AccountTx, statements };
}

describe('DocumentRepository', () => {
  const repository = new LettersRepository();
  const sort: SortOrder = { column: 'date', direction: 'ASC' };
  const query = { page: 1, per_page: 10, sort } as Query;

  beforeEach(() => {
    for (const calls of [details.calls, summaries.calls, listCalls, updates]) calls.splice(0);
  });

  it('lists a page by the declared filters, paging and summaries, conditions added', async () => {
    const extra = Prisma.sql`NOT disregarded`;
    const page = await repository.list(7, { ...query, status: 'sent' }, [extra]);
    expect(page).toEqual({
      rows: [
        { id: 5, detail: false },
        { id: 3, detail: false },
      ],
      total: 12,
    });
    const [accountId, source, paged, conditions] = listCalls[0] as [
      number,
      unknown,
      ListQuery,
      Prisma.Sql[],
    ];
    expect([accountId, source, paged.sort_by]).toEqual([7, { table: 'offers' }, sort]);
    expect(conditions.map((condition) => condition.sql)).toEqual(['status = ?', 'NOT disregarded']);
    expect(summaries.calls).toEqual([[reader, 7, [5, 3]]]);
  });

  it('finds one record in the caller transaction, or on the pool outside one', async () => {
    const { tx } = transaction(true);
    await repository.find(7, 4);
    await repository.find(7, 4, tx);
    expect(details.calls).toEqual([
      [reader, 7, 4],
      [tx, 7, 4],
    ]);
  });

  it('locks the row of the account before loading it for an update', async () => {
    const { tx, statements } = transaction(true);
    expect(await repository.findForUpdate(7, 4, tx)).toEqual({ id: 4, detail: true });
    expect(statements).toEqual([
      'SELECT id FROM offers WHERE id = ? AND account_id = ? FOR UPDATE',
    ]);
    expect(details.calls).toEqual([[tx, 7, 4]]);
  });

  it('loads nothing when the lock finds no row', async () => {
    const { tx } = transaction(false);
    expect(await repository.findForUpdate(7, 4, tx)).toBeNull();
    expect(details.calls).toEqual([]);
  });

  it('bumps updated_at with every column update', async () => {
    await repository.touch(7, 4);
    expect(updates).toEqual([
      { where: { id: 4 }, data: { title: 'T', updatedAt: expect.any(Date) } },
    ]);
  });
});
