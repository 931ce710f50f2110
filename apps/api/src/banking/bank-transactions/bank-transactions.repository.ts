import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type { BankTransactionStatus, ManualMatchParents, MatchRule } from '@faktura/domain';
import {
  AccountDbService,
  accountTable,
  type AccountTx,
  type TableTypesOf,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import type { ListBankTransactionsQuery } from './dto/list-bank-transactions.query';
import { bankTransactionListConditions } from './bank-transaction-list.filters';
import { BANK_TRANSACTION_RECORDS } from './bank-transaction-records.query';

const BANK_TRANSACTIONS = accountTable((db) => db.bankTransaction, undefined);

const BANK_TRANSACTION_LISTING = recordListing({
  table: 'bank_transactions',
  records: BANK_TRANSACTION_RECORDS,
  filters: (query: ListBankTransactionsQuery) => bankTransactionListConditions(query),
});

/** The columns of a new bank transaction; the account-bound client adds the account. */
export type BankTransactionColumns = Omit<
  Prisma.BankTransactionUncheckedCreateInput,
  'accountId' | 'id' | 'status' | 'createdAt' | 'updatedAt'
>;

/** One allocation row: a booked payment or a suggestion. */
export interface AllocationColumns {
  kind: 'payment' | 'suggestion';
  invoiceId?: number;
  purchaseId?: number;
  invoicePaymentId?: number;
  purchasePaymentId?: number;
  amount: string;
}

/** A bank transaction as its status change and a manual match read it. */
export interface LockedBankTransaction {
  id: number;
  status: BankTransactionStatus;
  direction: 'credit' | 'debit';
  amount: string;
  currency: string;
  bookingDate: Date;
}

/** Rows per INSERT: 22 columns each stay far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

/** Bank transactions of one account and their allocations. */
@Injectable()
export class BankTransactionsRepository extends ListedTableRepository<
  TableTypesOf<typeof BANK_TRANSACTIONS>,
  ListingTypesOf<typeof BANK_TRANSACTION_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, BANK_TRANSACTIONS, lists, BANK_TRANSACTION_LISTING);
  }

  /**
   * Inserts the transactions whose fingerprint the account does not have yet and returns them
   * (id and fingerprint). A concurrent import of the same entries waits on the unique index
   * until the other commits, then skips them: nothing is ever stored, or booked, twice.
   */
  async insertNew(
    accountId: number,
    rows: readonly BankTransactionColumns[],
    tx: AccountTx,
  ): Promise<{ id: number; fingerprint: string }[]> {
    const inserted: { id: number; fingerprint: string }[] = [];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      inserted.push(
        ...(await this.client(accountId, tx).bankTransaction.createManyAndReturn({
          data: chunk as Prisma.BankTransactionCreateManyInput[],
          skipDuplicates: true,
          select: { id: true, fingerprint: true },
        })),
      );
    }
    return inserted;
  }

  /** Locks the transaction until `tx` ends; null when the account has none with this id. */
  async lock(accountId: number, id: number, tx: AccountTx): Promise<LockedBankTransaction | null> {
    const rows = await tx.$queryRaw<LockedBankTransaction[]>`
      SELECT id, status, direction, amount::text AS amount, currency, booking_date AS "bookingDate"
      FROM bank_transactions WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
    return rows[0] ?? null;
  }

  /** Sets the status (and the rule that decided it) of these transactions. */
  async setStatus(
    accountId: number,
    ids: readonly number[],
    change: { status: BankTransactionStatus; matchRule?: MatchRule | 'return' | null },
    tx: AccountTx,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.client(accountId, tx).bankTransaction.updateMany({
      where: { id: { in: [...ids] } },
      data: { ...change, updatedAt: new Date() },
    });
  }

  /** Notes the earlier transaction whose payments a return took back. */
  async setReversed(accountId: number, id: number, reversedId: number, tx: AccountTx) {
    await this.client(accountId, tx).bankTransaction.update({
      where: { id },
      data: { reversedTransactionId: reversedId },
    });
  }

  /** Adds allocations (booked payments or suggestions) to their transactions. */
  async allocateMany(
    accountId: number,
    allocations: readonly (AllocationColumns & { transactionId: number })[],
    tx: AccountTx,
  ): Promise<void> {
    if (allocations.length === 0) return;
    await this.client(accountId, tx).bankTransactionAllocation.createMany({
      data: allocations as Prisma.BankTransactionAllocationCreateManyInput[],
    });
  }

  /** Drops a transaction's suggestions (a person matched or ignored it). */
  async dropSuggestions(accountId: number, transactionId: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).bankTransactionAllocation.deleteMany({
      where: { transactionId, kind: 'suggestion' },
    });
  }

  /**
   * The matched transactions that booked payments under these end-to-end ids and were not
   * returned yet, the latest first, with the payments a return must take back.
   */
  async bookedByEndToEndId(accountId: number, endToEndIds: readonly string[], tx: AccountTx) {
    if (endToEndIds.length === 0) return [];
    return this.client(accountId, tx).bankTransaction.findMany({
      where: {
        endToEndId: { in: [...endToEndIds] },
        status: 'matched',
        returnReason: null,
        reversal: false,
        // A payment is taken back once: a second return of the same collection finds nothing.
        returns: { none: {} },
      },
      orderBy: { id: 'desc' },
      select: {
        id: true,
        endToEndId: true,
        allocations: {
          where: { kind: 'payment' },
          select: { invoiceId: true, purchaseId: true, amount: true },
        },
      },
    });
  }

  /** The named invoices (not drafts) and purchases of the account, with their currency. */
  async matchParents(
    accountId: number,
    ids: { invoices: readonly number[]; purchases: readonly number[] },
    tx: AccountTx,
  ): Promise<ManualMatchParents> {
    const db = this.client(accountId, tx);
    const select = { id: true, currency: true } as const;
    const invoices = ids.invoices.length
      ? await db.invoice.findMany({
          where: { id: { in: [...ids.invoices] }, status: { not: 'draft' } },
          select,
        })
      : [];
    const purchases = ids.purchases.length
      ? await db.purchase.findMany({ where: { id: { in: [...ids.purchases] } }, select })
      : [];
    const byId = (rows: { id: number; currency: string }[]) =>
      new Map(rows.map((row) => [row.id, { currency: row.currency }]));
    return { invoices: byId(invoices), purchases: byId(purchases) };
  }
}
