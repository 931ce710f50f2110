import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { serializeTransactions } from './serialized-transactions';

/** A fake driver that records how many statements of its transaction run at once. */
function fakeFactory() {
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const statement = (name: string) => async () => {
    running += 1;
    most = Math.max(most, running);
    log.push(`start ${name}`);
    // Let the other statements of the test try to start meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    running -= 1;
    log.push(`end ${name}`);
    if (name.endsWith(':fail')) throw new Error('boom');
    return { columnTypes: [], columnNames: [], rows: [] };
  };
  class FakeTransaction {
    readonly #name = 'tx';
    readonly options = { usePhantomQuery: false };
    readonly provider = 'postgres';
    readonly adapterName = 'fake';
    queryRaw(query: SqlQuery) {
      return statement(`${this.#name}:${query.sql}`)();
    }
    executeRaw(query: SqlQuery) {
      return statement(`${this.#name}:${query.sql}`)().then(() => 1);
    }
    commit() {
      return statement('commit')().then(() => undefined);
    }
    rollback() {
      return statement('rollback')().then(() => undefined);
    }
  }
  const adapter = {
    provider: 'postgres',
    adapterName: 'fake',
    queryRaw: (query: SqlQuery) => statement(`pool:${query.sql}`)(),
    startTransaction: async () => new FakeTransaction() as unknown as Transaction,
  } as unknown as SqlDriverAdapter;
  const factory = {
    provider: 'postgres',
    adapterName: 'fake',
    connect: async () => adapter,
  } as unknown as SqlDriverAdapterFactory;
  return { factory, log, most: () => most };
}

const query = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

describe('serializeTransactions', () => {
  it('sends the statements of one transaction one after the other, in call order', async () => {
    const fake = fakeFactory();
    const adapter = await serializeTransactions(fake.factory).connect();
    const tx = await adapter.startTransaction();
    await Promise.all([
      tx.queryRaw(query('a')),
      tx.queryRaw(query('b')),
      tx.executeRaw(query('c')),
    ]);
    await tx.commit();
    expect(fake.most()).toBe(1);
    expect(fake.log).toEqual([
      'start tx:a',
      'end tx:a',
      'start tx:b',
      'end tx:b',
      'start tx:c',
      'end tx:c',
      'start commit',
      'end commit',
    ]);
  });

  it('keeps going after a failed statement and passes its error on', async () => {
    const fake = fakeFactory();
    const tx = await (await serializeTransactions(fake.factory).connect()).startTransaction();
    const failed = tx.queryRaw(query('fail'));
    const next = tx.queryRaw(query('after'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toMatchObject({ rows: [] });
    await tx.rollback();
  });

  it('leaves everything else of the driver as it was', async () => {
    const fake = fakeFactory();
    const factory = serializeTransactions(fake.factory);
    expect(factory.adapterName).toBe('fake');
    const adapter = await factory.connect();
    expect(adapter.provider).toBe('postgres');
    await Promise.all([adapter.queryRaw(query('x')), adapter.queryRaw(query('y'))]);
    // Outside transactions the pool gives each statement its own connection.
    expect(fake.most()).toBe(2);
  });
});
