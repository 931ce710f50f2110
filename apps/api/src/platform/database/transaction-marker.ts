import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccountTx } from './account-scope.extension';

/**
 * What a request that must never repeat a committed write (one under an Idempotency-Key) notes
 * with its writes. Both methods throw when the request may no longer write (another attempt
 * took it over), which fails the write.
 */
export interface TransactionMarker {
  accountId: number;
  /** Runs in the write's own transaction, just before it commits: exact. */
  mark(tx: AccountTx): Promise<void>;
  /** Runs before a write outside any transaction, committed at once: "may have written". */
  markBeforeWrite(): Promise<void>;
}

interface MarkerScope {
  marker: TransactionMarker;
  inTransaction: boolean;
}

const scopes = new AsyncLocalStorage<MarkerScope>();

/** Runs `work` (and everything it starts) with the marker in effect. */
export function withTransactionMarker<T>(marker: TransactionMarker, work: () => T): T {
  return scopes.run({ marker, inTransaction: false }, work);
}

/** The marker in effect for this account, if any. */
export function transactionMarkerFor(accountId: number): TransactionMarker | undefined {
  const scope = scopes.getStore();
  return scope?.marker.accountId === accountId ? scope.marker : undefined;
}

/** Runs a transaction's work so that its writes are not marked one by one (see mark). */
export function insideMarkedTransaction<T>(work: () => T): T {
  const scope = scopes.getStore();
  return scope ? scopes.run({ ...scope, inTransaction: true }, work) : work();
}

/** The marker a write of this account outside a transaction must call first, if any. */
export function markerOutsideTransaction(accountId: number): TransactionMarker | undefined {
  const scope = scopes.getStore();
  if (!scope || scope.inTransaction) return undefined;
  return scope.marker.accountId === accountId ? scope.marker : undefined;
}
