import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccountTx } from './account-scope.extension';

interface JoinedScope {
  accountId: number;
  tx: AccountTx;
}

const scopes = new AsyncLocalStorage<JoinedScope>();

/**
 * Runs `work` (and everything it starts) so that each account transaction of `accountId` it
 * opens through a repository runs in `tx` instead: a use case written to own its transaction
 * (the e-invoice import) then commits or rolls back with the caller's other writes (the inbox
 * importer marking its attachment), never on its own.
 */
export function joinTransaction<T>(accountId: number, tx: AccountTx, work: () => Promise<T>) {
  return scopes.run({ accountId, tx }, work);
}

/** The transaction a repository of this account must join instead of opening one, if any. */
export function joinedTransactionFor(accountId: number): AccountTx | undefined {
  const scope = scopes.getStore();
  return scope?.accountId === accountId ? scope.tx : undefined;
}
