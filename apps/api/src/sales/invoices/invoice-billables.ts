import type { DomainEvent } from '../../platform/events';
import type { InvoicePositionDto } from './dto/invoice-position.dto';

/**
 * What invoice positions bill, by kind: the position's field naming the IDs, the table whose
 * rows carry billed, invoice_id and invoice_position_id, and the events of billing and of
 * releasing them. Every step of billing (checks, locks, links, release) goes over this table.
 */
export const INVOICE_BILLABLES = {
  activity: {
    field: 'activity_ids',
    table: 'activities',
    billed: 'activities.billed',
    released: 'activities.released',
  },
  expense: {
    field: 'expense_ids',
    table: 'expenses',
    billed: 'expenses.billed',
    released: 'expenses.released',
  },
  payment_schedule: {
    field: 'payment_schedule_ids',
    table: 'payment_schedules',
    billed: 'payment_schedules.billed',
    released: 'payment_schedules.released',
  },
} as const;

/** A kind of record an invoice position bills. */
export type BillableKind = keyof typeof INVOICE_BILLABLES;

/** Every kind, in the order they are checked, locked and linked. */
export const BILLABLE_KINDS = Object.keys(INVOICE_BILLABLES) as BillableKind[];

/** The IDs billed (or released) of each kind. */
export type BilledIds = Record<BillableKind, number[]>;

/** What one position sent bills. */
export function billedIdsOf(item: InvoicePositionDto): BilledIds {
  const ids = (kind: BillableKind) => item[INVOICE_BILLABLES[kind].field] ?? [];
  return {
    activity: ids('activity'),
    expense: ids('expense'),
    payment_schedule: ids('payment_schedule'),
  };
}

/** Nothing billed (a reversal's positions). */
export const NOTHING_BILLED: BilledIds = { activity: [], expense: [], payment_schedule: [] };

/** The events saying the `ids` of each kind were billed or released. */
export function billingEvents(fact: 'billed' | 'released', ids: BilledIds): DomainEvent[] {
  return BILLABLE_KINDS.map((kind) => ({ type: INVOICE_BILLABLES[kind][fact], ids: ids[kind] }));
}

/** What all `positions` bill together, by kind. */
export function billedByAll(positions: readonly { billed: BilledIds }[]): BilledIds {
  const all = (kind: BillableKind) => positions.flatMap((position) => position.billed[kind]);
  return {
    activity: all('activity'),
    expense: all('expense'),
    payment_schedule: all('payment_schedule'),
  };
}
