import { Injectable } from '@nestjs/common';
import { type Decimal, invoiceTransition, sumDecimals, toDecimal } from '@faktura/domain';
import type { AccountTx } from '../../../platform/database';
import { type InvoiceRow, InvoicesRepository } from '../invoices.repository';
import { invoiceState, stateColumns } from '../invoices.service';
import { InvoicePaymentAmountsRepository } from './invoice-payment-amounts.repository';
import type { PaymentSettlement } from '../../../shared/payments';

/**
 * The invoices a payment change touches: locked before the change, settled after it, in the
 * same transaction, so an invoice's status always matches its payments.
 */
@Injectable()
export class InvoicePaymentSettlement implements PaymentSettlement<InvoiceRow> {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly payments: InvoicePaymentAmountsRepository,
  ) {}

  /**
   * Locks the invoices with these IDs and loads them; IDs that do not exist are left out. Locks
   * are taken in ascending ID order, so two batches touching the same invoices cannot deadlock.
   */
  async lock(accountId: number, ids: Iterable<number>, tx: AccountTx) {
    const locked = new Map<number, InvoiceRow>();
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const invoice = await this.invoices.findForUpdate(accountId, id, tx);
      if (invoice) locked.set(id, invoice);
    }
    return locked;
  }

  /**
   * Moves each invoice to the status its paid sum gives (the domain's `payments_changed`:
   * refuses drafts, locks on payment, returns to sent/created when nothing is paid) and bumps
   * its updated_at, since one of its payments changed. Returns the invoices whose status or lock
   * moved.
   */
  async settle(
    accountId: number,
    invoices: Map<number, InvoiceRow>,
    tx: AccountTx,
  ): Promise<number[]> {
    const rows = [...invoices.values()];
    const amounts = await this.payments.amounts(
      accountId,
      rows.map((invoice) => invoice.id),
      tx,
    );
    const paid = new Map<number, Decimal[]>();
    for (const { invoiceId, paidTotal } of amounts) {
      const sums = paid.get(invoiceId) ?? [];
      sums.push(toDecimal(paidTotal.toString()));
      paid.set(invoiceId, sums);
    }
    const moved: number[] = [];
    for (const invoice of rows) {
      const next = invoiceTransition(invoiceState(invoice), {
        type: 'payments_changed',
        paid_total: sumDecimals(paid.get(invoice.id) ?? []),
        gross_total: invoice.grossTotal.toString(),
      });
      await this.invoices.update(accountId, invoice.id, stateColumns(invoice, next), tx);
      if (next.status !== invoice.status || next.locked !== invoice.locked) moved.push(invoice.id);
    }
    return moved;
  }
}
