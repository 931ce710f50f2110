import type { PrismaClient } from '@faktura/db';

type Args = Record<string, unknown> & { where?: object; data?: unknown; create?: object };

const READS_AND_WRITES_BY_WHERE = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
]);

const WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);

/** Adds the account condition (or value) to one model operation's arguments. */
export function scopeArgs(model: string, operation: string, args: Args, accountId: number): Args {
  // The account row itself is reached by its id; every other row carries account_id.
  const key = model === 'Account' ? 'id' : 'accountId';
  if (READS_AND_WRITES_BY_WHERE.has(operation)) {
    return { ...args, where: { ...(args.where ?? {}), [key]: accountId } };
  }
  if (model === 'Account')
    throw new Error(`${operation} on Account is not allowed through an account scope`);
  const stamp = (row: unknown) => ({ ...(row as object), accountId });
  switch (operation) {
    case 'create':
      return { ...args, data: stamp(args.data) };
    case 'createMany':
    case 'createManyAndReturn':
      return { ...args, data: Array.isArray(args.data) ? args.data.map(stamp) : stamp(args.data) };
    case 'upsert':
      return { ...args, where: { ...(args.where ?? {}), accountId }, create: stamp(args.create) };
    default:
      throw new Error(`${model}.${operation} is not supported through an account scope`);
  }
}

/**
 * The idempotency marker a write of the account outside a transaction must call first
 * (transaction-marker.ts). Handed in rather than imported: the marker's type names AccountTx from
 * this file, and the two must not import each other. Clients made outside a request (the admin
 * CLI) have none.
 */
export type MarkerLookup = (accountId: number) => { markBeforeWrite(): Promise<void> } | undefined;

/**
 * A Prisma client that can only see and write the rows of one account: every model operation
 * gets `account_id = <account>` added to its condition, every created row gets the account.
 * Raw SQL is not covered; list queries add the account themselves (platform/lists/list-query.service.ts).
 */
export function scopeToAccount(
  prisma: PrismaClient,
  accountId: number,
  markerOutsideTransaction: MarkerLookup = () => undefined,
) {
  return prisma.$extends({
    name: 'account-scope',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          const scoped = scopeArgs(model, operation, args as Args, accountId);
          // An idempotent request's write outside a transaction is noted before it runs
          // (transaction-marker.ts); the record's own writes are the noting.
          const marker =
            WRITES.has(operation) && model !== 'IdempotencyRecord'
              ? markerOutsideTransaction(accountId)
              : undefined;
          return marker ? marker.markBeforeWrite().then(() => query(scoped)) : query(scoped);
        },
      },
    },
  });
}

/** The account-bound client. */
export type AccountDb = ReturnType<typeof scopeToAccount>;
/** The transaction client of an account-bound client. */
export type AccountTx = Parameters<Parameters<AccountDb['$transaction']>[0]>[0];
