import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { InvoiceResponse } from '../dto/invoice.response';
import { InvoiceResponses } from '../invoice-responses';
import { InvoicesRepository, type InvoiceRow } from '../invoices.repository';
import { InvoiceReversalsRepository } from './invoice-reversals.repository';
import { DomainEvents } from '../../../platform/events';

/** The debt collection procedure of an invoice: start it, change its note, end it. */
@Injectable()
export class InvoiceDebtCollectionService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly procedures: InvoiceReversalsRepository,
    private readonly responses: InvoiceResponses,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Starts the procedure in the key user's name, or changes the note of the running one (an
   * omitted note keeps it, null clears it). Only for invoices that are still owed.
   */
  async put(
    account: AccountContext,
    id: number,
    note: string | null | undefined,
  ): Promise<InvoiceResponse> {
    const { accountId } = account;
    return this.invoices.transaction(accountId, async (tx) => {
      const invoice = await this.invoices.findForUpdate(accountId, id, tx);
      if (!invoice) throw DomainError.notFound();
      assertCollectable(invoice);
      const running = await this.procedures.findDebtCollection(accountId, id, tx);
      if (running) {
        await this.procedures.updateDebtCollection(
          accountId,
          running.id,
          { note: note === undefined ? running.note : note },
          tx,
        );
      } else {
        await this.procedures.createDebtCollection(
          accountId,
          { invoiceId: id, userId: account.userId, note: note ?? null },
          tx,
        );
      }
      await this.invoices.update(accountId, id, {}, tx);
      const changed = await this.responses.load(accountId, id, tx);
      const collection = { type: 'invoice.debt_collection_changed', id, record: changed } as const;
      await this.events.record(tx, account, collection);
      return changed;
    });
  }

  /** Ends the procedure; 404 when the invoice has none. */
  async end(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.invoices.transaction(accountId, async (tx) => {
      const invoice = await this.invoices.findForUpdate(accountId, id, tx);
      if (!invoice) throw DomainError.notFound();
      const running = await this.procedures.findDebtCollection(accountId, id, tx);
      if (!running) throw DomainError.notFound();
      await this.procedures.deleteDebtCollection(accountId, running.id, tx);
      await this.invoices.update(accountId, id, {}, tx);
      await this.events.record(tx, account, { type: 'invoice.debt_collection_ended', id });
    });
  }
}

// Only an actual, unpaid, still valid claim can be collected: a reversed invoice is cancelled
// and a reversal invoice is a credit.
function assertCollectable(invoice: InvoiceRow): void {
  if (invoice.status === 'draft')
    throw DomainError.rule('A draft invoice cannot go to debt collection');
  if (invoice.status === 'paid')
    throw DomainError.rule('A paid invoice cannot go to debt collection');
  if (invoice.reversalInvoice !== null)
    throw DomainError.rule('A reversed invoice cannot go to debt collection');
  if (invoice.reversedInvoiceId !== null)
    throw DomainError.rule('A reversal invoice cannot go to debt collection');
}
