import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { DomainError, initialInvoiceState, invoiceTransition } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import { toDateColumn } from '../../../platform/input';
import { NumberingService } from '../../../platform/numbering';
import type { InvoiceResponse } from '../dto/invoice.response';
import { InvoiceResponses } from '../invoice-responses';
import { InvoicesRepository, type InvoiceRow } from '../invoices.repository';
import { invoiceState, stateColumns } from '../invoices.service';
import { DomainEvents } from '../../../platform/events';
import { reversalPositions } from './reversal-positions';
import { billingEvents } from '../invoice-billables';

/** Reversing (cancelling) an invoice with a reversal invoice that negates it. */
@Injectable()
export class InvoiceReversalsService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly numbering: NumberingService,
    private readonly responses: InvoiceResponses,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Creates the reversal invoice (next number, dated and due today, negated positions, locked)
   * and marks the original reversed and locked, in one transaction under the original's row
   * lock, so an invoice is reversed at most once. What the original billed is released so it
   * can be billed again.
   */
  async reverse(account: AccountContext, id: number): Promise<InvoiceResponse> {
    const { accountId } = account;
    return this.invoices.transaction(accountId, async (tx) => {
      const original = await this.invoices.findForUpdate(accountId, id, tx);
      if (!original) throw DomainError.notFound();
      const reversed = invoiceTransition(invoiceState(original), { type: 'reversed' });
      const state = initialInvoiceState({ is_reversal: true });
      const { totals, rows } = reversalPositions(original);
      const today = toDateColumn(new Date().toISOString().slice(0, 10));
      const { id: reversalId } = await this.invoices.create(
        accountId,
        {
          ...copiedColumns(original),
          status: state.status,
          locked: state.locked,
          lockedAt: state.locked ? new Date() : null,
          date: today,
          dueDate: today,
          title: `Reversal of ${original.identifier ?? original.id}`,
          netTotal: totals.net_total.toString(),
          grossTotal: totals.gross_total.toString(),
          reversedInvoiceId: original.id,
          userId: account.userId,
        },
        rows,
        this.numbering.nextSql(accountId, 'invoice', today),
        tx,
      );
      await this.invoices.update(accountId, original.id, stateColumns(original, reversed), tx);
      const released = await this.invoices.releaseBilled(accountId, original.id, tx);
      const reversal = await this.responses.load(accountId, reversalId, tx);
      await this.events.record(
        tx,
        account,
        {
          type: 'invoice.reversed',
          id: original.id,
          reversal: { id: reversalId, record: reversal },
        },
        ...billingEvents('released', released),
      );
      return reversal;
    });
  }
}

/**
 * What the reversal takes over unchanged: parties, currency, VAT, percentages, texts, service
 * period and tags. Not the offer (the reversal bills nothing), nor custom properties, booking or
 * the creditor reference, which belong to the original document: a reversal asks for no
 * payment, so it gets no reference of its own either.
 */
function copiedColumns(original: InvoiceRow) {
  return {
    customerId: original.customerId,
    projectId: original.projectId,
    internalContactId: original.internalContactId,
    recipientAddress: original.recipientAddress,
    currency: original.currency,
    tax: original.tax.toString(),
    vatCodeId: original.vatCodeId,
    discount: original.discount.toString(),
    cashDiscount: original.cashDiscount.toString(),
    cashDiscountDays: original.cashDiscountDays,
    buyerReference: original.buyerReference,
    debitNumber: original.debitNumber,
    creditNumber: original.creditNumber,
    servicePeriod: original.servicePeriod,
    servicePeriodFrom: original.servicePeriodFrom,
    servicePeriodTo: original.servicePeriodTo,
    salutation: original.salutation,
    footer: original.footer,
    printDetailColumns: original.printDetailColumns,
    letterPaperId: original.letterPaperId,
    withoutLetterPaper: original.withoutLetterPaper,
    tags: original.tags,
  } satisfies Partial<Prisma.InvoiceUncheckedCreateInput>;
}
