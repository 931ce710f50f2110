import type { Type } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import type { ExportLockSubject } from '@faktura/domain';
import type { AccountTx, AccountTable, TableTypes } from '../../platform/database';
import type { PaymentListQuery } from './dto/list-payments.query';

/** A payment's columns in the one implementation's names; `amount` as a decimal string. */
export interface PaymentColumns {
  parentId: number;
  date: Date;
  amount: string;
  currency: string;
  description: string | null;
}

/** A request's fields in the one implementation's names (each DTO names parent and amount). */
export interface PaymentInput {
  parentId?: number;
  date?: string;
  amount?: number;
  currency?: string | null;
  description?: string | null;
}

/** The parents payments belong to, as errors name them. */
export type PaymentNoun = 'invoice' | 'purchase';

/**
 * The entity subscribers read a payment of an `N` as, and the events of its changes and of its
 * parents' settlement: every name follows from the parent's.
 */
export type PaymentEvents<N extends PaymentNoun = PaymentNoun> = N extends PaymentNoun
  ? {
      entity: `${N}_payment`;
      created: `${N}_payments.created`;
      changed: `${N}_payment.changed`;
      deleted: `${N}_payment.deleted`;
      settled: `${N}s.settled`;
    }
  : never;

/** The events of the payments of the parent `noun` (`invoice_payment.changed`, ...). */
export function paymentEvents<N extends PaymentNoun>(noun: N): PaymentEvents<N> {
  return {
    entity: `${noun}_payment`,
    created: `${noun}_payments.created`,
    changed: `${noun}_payment.changed`,
    deleted: `${noun}_payment.deleted`,
    settled: `${noun}s.settled`,
  } as PaymentEvents<N>;
}

/**
 * What a payment write needs of the parent it belongs to: its currency, and its number and
 * bookkeeping export for the export lock (an exported parent's payments never change).
 */
export interface PaymentParentRow extends ExportLockSubject {
  id: number;
  currency: string;
}

/** The fields every create DTO has (parent and amount are named by the parent). */
export interface PaymentCreateInput {
  date: string;
  currency?: string | null;
  description?: string | null;
}

/** The table types of a payment table: its rows have an ID, its inputs are objects. */
export type PaymentTableTypes = TableTypes & {
  row: { id: number };
  create: object;
  update: object;
};

/**
 * What tells invoice payments (`/invoices/payments`) and purchase payments
 * (`/purchases/payments`) apart; the rest is one implementation (PaymentsService,
 * PaymentsRepository, paymentsController).
 */
export interface PaymentParent<
  T extends PaymentTableTypes,
  Create extends PaymentCreateInput,
  Response,
  Query extends PaymentListQuery = PaymentListQuery,
> {
  /** The table of the list query: a constant, never input. */
  table: 'invoice_payments' | 'purchase_payments';
  /** The Prisma model, and the parent reference every read and write includes. */
  rows: AccountTable<T>;
  /** The events of payment changes and of their parents (whose status they may move). */
  events: PaymentEvents;
  /** The parent in error messages ("must be the currency of the invoice"). */
  noun: PaymentNoun;
  /** The API names of the parent's ID and of the amount, as errors name them. */
  parentField: 'invoice_id' | 'purchase_id';
  amountField: 'paid_total' | 'total';
  /**
   * Moving a payment to a parent in another currency would silently reinterpret its amount:
   * refused with `message`, unless `confirmedByCurrency` and the request sends `currency`.
   */
  otherCurrency: { message: string; confirmedByCurrency: boolean };
  /** The list's query class (`ListPaymentsQueryDto` and the filter by parent), for the controller. */
  listQuery: Type<Query>;
  /** The list's filters but the global ones, as SQL. */
  filters(query: Query): Prisma.Sql[];
  /** The request's fields under the one implementation's names. */
  input(dto: Partial<Create>): PaymentInput;
  /** A stored payment's columns. */
  columns(row: T['row']): PaymentColumns;
  /** The table's columns of a payment; the account-bound client adds account_id. */
  data(columns: PaymentColumns): T['create'] & T['update'];
  toResponse(row: T['row'], accountCurrency: string): Response;
}

/**
 * The parents a payment change touches: locked before the change (ascending IDs, so two
 * changes cannot deadlock; IDs that do not exist are left out) and settled after it, in the
 * same transaction. `settle` returns the IDs of the parents whose status it moved.
 */
export interface PaymentSettlement<Parent extends PaymentParentRow> {
  lock(accountId: number, ids: Iterable<number>, tx: AccountTx): Promise<Map<number, Parent>>;
  settle(accountId: number, parents: Map<number, Parent>, tx: AccountTx): Promise<number[]>;
}
