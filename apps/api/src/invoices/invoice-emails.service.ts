import { Injectable } from '@nestjs/common';
import {
  DomainError,
  invoiceTransition,
  type InvoiceState,
  type SellerDocument,
} from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import type { AccountTx } from '../database/account-scope.extension';
import type { SentEmailResponse } from '../emails/dto/sent-email.response';
import { type DocumentEmailKind, DocumentEmailsService } from '../emails/document-emails.service';
import type { Recipients } from '../emails/email-recipients';
import type { SendInvoiceEmailDto } from './dto/send-invoice-email.dto';
import { InvoiceReferencesRepository } from './invoice-references.repository';
import { type InvoiceRow, InvoicesRepository } from './invoices.repository';
import { invoiceState, stateColumns } from './invoices.service';
import { WebhookEvents } from '../web-hooks/webhook-events.service';

/** An invoice about to be sent, with the state `sent_by_email` moves it to. */
interface SendingInvoice {
  invoice: InvoiceRow;
  next: InvoiceState;
}

/**
 * send_email for invoices: queued for the worker together with `sent_by_email` (created ->
 * sent, locks). A draft cannot be sent (422).
 */
@Injectable()
export class InvoiceEmailsService implements DocumentEmailKind<SendingInvoice> {
  readonly documentKind = 'invoice';

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly emails: DocumentEmailsService,
    private readonly references: InvoiceReferencesRepository,
    private readonly webhooks: WebhookEvents,
  ) {}

  send(
    account: AccountContext,
    invoiceId: number,
    input: SendInvoiceEmailDto,
  ): Promise<SentEmailResponse> {
    return this.emails.send(account, invoiceId, input, this);
  }

  async lock(accountId: number, id: number, tx: AccountTx): Promise<SendingInvoice> {
    const invoice = await this.invoices.findForUpdate(accountId, id, tx);
    if (!invoice) throw DomainError.notFound();
    return { invoice, next: invoiceTransition(invoiceState(invoice), { type: 'sent_by_email' }) };
  }

  /** An invoice names the seller in full, with the VAT ID itself when exempt from VAT. */
  sellerDocument({ invoice }: SendingInvoice): SellerDocument {
    return { kind: 'invoice', vatKind: invoice.vatCode?.kind ?? 'tax' };
  }

  /** The project's invoice recipients when it names any, else the customer's. */
  defaultRecipients({ invoice }: SendingInvoice, tx: AccountTx): Promise<Recipients> {
    return this.references.defaultRecipients(invoice, tx);
  }

  async markSent(
    account: AccountContext,
    { invoice, next }: SendingInvoice,
    _input: unknown,
    tx: AccountTx,
  ) {
    await this.invoices.update(account.accountId, invoice.id, stateColumns(invoice, next), tx);
    await this.webhooks.record(tx, account, 'Invoice', 'update', invoice.id);
  }
}
