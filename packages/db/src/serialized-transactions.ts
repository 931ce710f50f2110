import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  Transaction,
} from '@prisma/driver-adapter-utils';

// What a transaction sends over its one connection.
const TRANSACTION_IO = new Set<PropertyKey>([
  'queryRaw',
  'executeRaw',
  'commit',
  'rollback',
  'createSavepoint',
  'rollbackToSavepoint',
  'releaseSavepoint',
]);

/** Calls a method of `target` bound to it (driver objects use private fields). */
function bound(target: object, property: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}

/**
 * A transaction whose statements go out one after the other. Prisma's query interpreter loads
 * relations of one query in parallel; inside an interactive transaction they all share one
 * pg client, which queues them anyway but warns that queuing is deprecated (and will be gone in
 * pg 9). Queuing here instead keeps the order explicit and the log clean.
 */
function oneStatementAtATime(transaction: Transaction): Transaction {
  let tail: Promise<unknown> = Promise.resolve();
  return new Proxy(transaction, {
    get(target, property) {
      const value = bound(target, property);
      if (!TRANSACTION_IO.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const run = tail.then(() => (value as (...a: unknown[]) => Promise<unknown>)(...args));
        tail = run.catch(() => undefined);
        return run;
      };
    },
  });
}

function withSerializedTransactions(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, property) {
      if (property !== 'startTransaction') return bound(target, property);
      return async (...args: Parameters<SqlDriverAdapter['startTransaction']>) =>
        oneStatementAtATime(await target.startTransaction(...args));
    },
  });
}

/** The driver adapter factory with transactions that send one statement at a time. */
export function serializeTransactions(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return new Proxy(factory, {
    get(target, property) {
      if (property !== 'connect') return bound(target, property);
      return async () => withSerializedTransactions(await target.connect());
    },
  });
}
