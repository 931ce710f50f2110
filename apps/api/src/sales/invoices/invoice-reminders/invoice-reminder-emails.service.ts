import { Injectable } from '@nestjs/common';
import { assertRule, DomainError, type SellerDocument } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth/account-context';
import type { AccountTx } from '../../../platform/database/account-scope.extension';
import type { SentEmailResponse } from '../../../shared/emails/dto/sent-email.response';
import {
  type DocumentEmailKind,
  DocumentEmailsService,
} from '../../../shared/emails/document-emails.service';
import type { Recipients } from '../../../shared/emails/email-recipients';
import type { SendInvoiceEmailDto } from '../dto/send-invoice-email.dto';
import { InvoiceReferencesRepository } from '../invoice-references.repository';
import { type InvoiceRow, InvoicesRepository } from '../invoices.repository';
import { invoiceState } from '../invoices.service';
import { canRemindInvoice } from './invoice-reminder.rules';
import { InvoiceRemindersRepository, type ReminderRow } from './invoice-reminders.repository';
import { DomainEvents } from '../../../platform/events/domain-events.service';

/** A reminder about to be sent, with its invoice. */
interface SendingReminder {
  reminder: ReminderRow;
  invoice: InvoiceRow;
}

/**
 * send_email for reminders: queued for the worker, which attaches the reminder's PDF. The
 * invoice is locked and keeps its status; a paid invoice gets no reminder (422).
 */
@Injectable()
export class InvoiceReminderEmailsService implements DocumentEmailKind<SendingReminder> {
  readonly documentKind = 'invoice_reminder';

  constructor(
    private readonly reminders: InvoiceRemindersRepository,
    private readonly invoices: InvoicesRepository,
    private readonly emails: DocumentEmailsService,
    private readonly references: InvoiceReferencesRepository,
    private readonly events: DomainEvents,
  ) {}

  send(
    account: AccountContext,
    id: number,
    input: SendInvoiceEmailDto,
  ): Promise<SentEmailResponse> {
    return this.emails.send(account, id, input, this);
  }

  async lock(accountId: number, id: number, tx: AccountTx): Promise<SendingReminder> {
    const invoiceId = await this.reminders.lockInvoiceOf(accountId, id, tx);
    const reminder = invoiceId === null ? null : await this.reminders.find(accountId, id, tx);
    const invoice = invoiceId === null ? null : await this.invoices.find(accountId, invoiceId, tx);
    if (!reminder || !invoice) throw DomainError.notFound();
    assertRule(canRemindInvoice(invoiceState(invoice)));
    return { reminder, invoice };
  }

  /** A reminder needs what its invoice needs. */
  sellerDocument({ invoice }: SendingReminder): SellerDocument {
    return { kind: 'invoice_reminder', vatKind: invoice.vatCode?.kind ?? 'tax' };
  }

  /** The invoice's recipients: its project's when it names any, else its customer's. */
  defaultRecipients({ invoice }: SendingReminder, tx: AccountTx): Promise<Recipients> {
    return this.references.defaultRecipients(invoice, tx);
  }

  async markSent(
    account: AccountContext,
    { reminder, invoice }: SendingReminder,
    _input: unknown,
    tx: AccountTx,
  ): Promise<void> {
    await this.reminders.markSent(account.accountId, reminder, tx);
    await this.invoices.update(account.accountId, invoice.id, {}, tx);
    await this.events.record(tx, account, { type: 'invoice_reminder.sent', id: reminder.id });
  }
}
