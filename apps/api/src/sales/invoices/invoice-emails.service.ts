import { Injectable } from '@nestjs/common';
import { DomainError, invoiceTransition, type InvoiceState } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { type DocumentEmailKind, DocumentEmailsService } from '../../shared/emails';
import type { SentEmailResponse } from '../../shared/emails';
import type { SendInvoiceEmailDto } from './dto/send-invoice-email.dto';
import { InvoiceEmailKind } from './invoice-email.kind';
import { InvoiceReferencesRepository } from './invoice-references.repository';
import { type InvoiceRow, InvoicesRepository } from './invoices.repository';
import { invoiceState, stateColumns } from './invoices.service';
import { DomainEvents } from '../../platform/events';
import { EInvoicesService, type SendableEInvoice } from '../einvoices';

/** An invoice about to be sent, with the state `sent_by_email` moves it to. */
interface SendingInvoice {
  invoice: InvoiceRow;
  next: InvoiceState;
}

/** The e-invoice that passed the gate, and the invoice version it was made of. */

/**
 * send_email for invoices: queued for the worker together with `sent_by_email` (created ->
 * sent, locks). A draft cannot be sent (422). For a customer with an e-invoice format the
 * e-invoice is made and validated first; one that fails is never sent (422 with the rules).
 */
@Injectable()
export class InvoiceEmailsService
  extends InvoiceEmailKind<SendingInvoice>
  implements DocumentEmailKind<SendingInvoice>
{
  readonly documentKind = 'invoice';

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly emails: DocumentEmailsService,
    references: InvoiceReferencesRepository,
    private readonly events: DomainEvents,
    private readonly eInvoices: EInvoicesService,
  ) {
    super(references);
  }

  async send(
    account: AccountContext,
    invoiceId: number,
    input: SendInvoiceEmailDto,
  ): Promise<SentEmailResponse> {
    const paper = input.letter_paper_id ?? null;
    const checked = await this.eInvoices.forSending(account.accountId, invoiceId, paper);
    return this.emails.send(account, invoiceId, input, checked ? this.with(checked) : this);
  }

  // The kind for one sending with its e-invoice: what was validated must still be the invoice.
  private with(checked: SendableEInvoice): DocumentEmailKind<SendingInvoice> {
    return {
      documentKind: this.documentKind,
      lock: async (accountId, id, tx) => {
        const sending = await this.lock(accountId, id, tx);
        if (sending.invoice.updatedAt.getTime() !== checked.invoiceUpdatedAt.getTime()) {
          throw DomainError.conflict(
            'The invoice changed while its e-invoice was checked; send again',
          );
        }
        return sending;
      },
      sellerDocument: (document) => this.sellerDocument(document),
      defaultRecipients: (document, tx) => this.defaultRecipients(document, tx),
      eInvoiceDocumentId: () => checked.eInvoiceDocumentId,
      markSent: async (account, document, input, tx) => {
        await this.markSent(account, document, input, tx);
        await this.eInvoices.sent(account.accountId, document.invoice.id, checked, tx);
      },
    };
  }

  async lock(accountId: number, id: number, tx: AccountTx): Promise<SendingInvoice> {
    const invoice = await this.invoices.findForUpdate(accountId, id, tx);
    if (!invoice) throw DomainError.notFound();
    return { invoice, next: invoiceTransition(invoiceState(invoice), { type: 'sent_by_email' }) };
  }

  async markSent(
    account: AccountContext,
    { invoice, next }: SendingInvoice,
    _input: unknown,
    tx: AccountTx,
  ) {
    await this.invoices.update(account.accountId, invoice.id, stateColumns(invoice, next), tx);
    await this.events.record(tx, account, { type: 'invoice.sent', id: invoice.id });
  }
}
