import { invoiceDunningFactsSql, type InvoiceDunningFacts } from '@faktura/db';
import {
  DEFAULT_DUNNING_LEVELS,
  planDunning,
  toDecimal,
  type DunningLevel,
  type DunningPlan,
} from '@faktura/domain';
import type { Embedded } from '../../platform/database';

/**
 * The dunning facts of an invoice record (level reached, payments, pause, the account's
 * settings), embedded by the record queries: lists pay one statement for them as for the rest.
 */
export const INVOICE_DUNNING: Embedded = {
  sql: (parent) => invoiceDunningFactsSql(parent),
  decode: (value) => value,
};

/** What the dunning fields read of an invoice row besides its facts. */
export interface DunnedInvoiceRow {
  status: string;
  dueDate: Date;
  grossTotal: { toString(): string };
  /** Set on an invoice cancelled by a reversal invoice. */
  reversalInvoice: { id: number } | null;
  reversedInvoiceId: number | null;
  debtCollection: object | null;
  dunning: InvoiceDunningFacts;
}

/** The invoice's dunning plan on `today` (`YYYY-MM-DD`). */
export function invoiceDunningPlan(invoice: DunnedInvoiceRow, today: string): DunningPlan {
  const { dunning } = invoice;
  return planDunning(
    {
      status: invoice.status,
      dueDate: invoice.dueDate.toISOString().slice(0, 10),
      openAmount: toDecimal(invoice.grossTotal.toString()).minus(dunning.paidTotal),
      reversed: invoice.reversalInvoice !== null,
      isReversal: invoice.reversedInvoiceId !== null,
      debtCollection: invoice.debtCollection !== null,
      pause: dunning.pause,
      directDebit: dunning.directDebit,
      level: dunning.level,
      levelDate: dunning.levelDate,
    },
    {
      enabled: dunning.enabled,
      levels: (dunning.levels as DunningLevel[] | null) ?? DEFAULT_DUNNING_LEVELS,
    },
    today,
  );
}

/** The invoice's extension fields: the highest level reached and when the next one is due. */
export function toInvoiceDunningFields(invoice: DunnedInvoiceRow) {
  const plan = invoiceDunningPlan(invoice, new Date().toISOString().slice(0, 10));
  return { dunning_level: plan.level, next_dunning_date: plan.next?.date ?? null };
}
