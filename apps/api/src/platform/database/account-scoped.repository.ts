import type { AccountDbService } from './account-db.service';
import type { AccountTx } from './account-scope.extension';
import type { RecordSource } from './record-query';
import { joinedTransactionFor } from './joined-transaction';
import { insideMarkedTransaction, transactionMarkerFor } from './transaction-marker';

/** Options of one account transaction (Prisma's interactive transaction settings). */
export interface AccountTransactionOptions {
  /** How long the transaction may run, in milliseconds (Prisma's `timeout`). */
  timeoutMs?: number;
}

/**
 * The base of every repository of account data: it owns the choice between the caller's
 * transaction and the account-bound client, so no repository can reach another account's rows
 * or forget to join the caller's transaction.
 */
export abstract class AccountScopedRepository {
  protected constructor(protected readonly db: AccountDbService) {}

  /** The caller's transaction, or the account-bound client outside one. */
  protected client(accountId: number, tx?: AccountTx): AccountTx {
    return tx ?? this.db.forAccount(accountId);
  }

  /** Where record queries read: the caller's transaction, or the pool outside one. */
  protected records(tx?: AccountTx): RecordSource {
    return tx ?? this.db.reader;
  }

  /**
   * Runs `work` in one transaction of the account; with a transaction marker in effect (an
   * idempotent request), the marker's statement commits with it. Inside `joinTransaction` for
   * the account, `work` runs in the joined transaction instead.
   */
  transaction<T>(
    accountId: number,
    work: (tx: AccountTx) => Promise<T>,
    options: AccountTransactionOptions = {},
  ): Promise<T> {
    const joined = joinedTransactionFor(accountId);
    if (joined) return work(joined);
    const settings = options.timeoutMs === undefined ? undefined : { timeout: options.timeoutMs };
    const marker = transactionMarkerFor(accountId);
    const marked = marker
      ? async (tx: AccountTx) => {
          const result = await insideMarkedTransaction(() => work(tx));
          await marker.mark(tx);
          return result;
        }
      : work;
    return this.db.forAccount(accountId).$transaction(marked, settings);
  }
}
