import { Injectable } from '@nestjs/common';
import { assertRule, DomainError } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { type DocumentEmailKind, DocumentEmailsService } from '../../../shared/emails';
import type { SentEmailResponse } from '../../../shared/emails';
import type { SendInvoiceEmailDto } from '../dto/send-invoice-email.dto';
import { InvoiceEmailKind } from '../invoice-email.kind';
import { InvoiceReferencesRepository } from '../invoice-references.repository';
import { type InvoiceRow, InvoicesRepository } from '../invoices.repository';
import { invoiceState } from '../invoices.service';
import { canRemindInvoice } from './invoice-reminder.rules';
import { InvoiceRemindersRepository, type ReminderRow } from './invoice-reminders.repository';
import { DomainEvents } from '../../../platform/events';

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
export class InvoiceReminderEmailsService
  extends InvoiceEmailKind<SendingReminder>
  implements DocumentEmailKind<SendingReminder>
{
  readonly documentKind = 'invoice_reminder';

  constructor(
    private readonly reminders: InvoiceRemindersRepository,
    private readonly invoices: InvoicesRepository,
    private readonly emails: DocumentEmailsService,
    references: InvoiceReferencesRepository,
    private readonly events: DomainEvents,
  ) {
    super(references);
  }

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
