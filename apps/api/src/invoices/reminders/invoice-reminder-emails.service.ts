import { Injectable } from '@nestjs/common';
import { assertRule, DomainError } from '@faktura/domain';
import type { AccountContext } from '../../common/auth/account-context';
import type { SentEmailResponse } from '../../emails/dto/sent-email.response';
import { EmailDeliveriesRepository } from '../../emails/email-deliveries.repository';
import { selectRecipients, toSentEmailResponse } from '../../emails/email-recipients';
import type { SendInvoiceEmailDto } from '../dto/send-invoice-email.dto';
import { invoiceEmailDefaults } from '../invoice-email.defaults';
import { InvoicesRepository } from '../invoices.repository';
import { invoiceState } from '../invoices.service';
import { LetterPapersService } from '../../letter-papers/letter-papers.service';
import { canRemindInvoice } from './invoice-reminder.rules';
import { InvoiceRemindersRepository } from './invoice-reminders.repository';

/** send_email for reminders: queued for the worker, which attaches the reminder's PDF. */
@Injectable()
export class InvoiceReminderEmailsService {
  constructor(
    private readonly reminders: InvoiceRemindersRepository,
    private readonly invoices: InvoicesRepository,
    private readonly letterPapers: LetterPapersService,
    private readonly deliveries: EmailDeliveriesRepository,
  ) {}

  /**
   * Chooses the recipients (body, else the invoice's project, else its customer), records the
   * delivery with its `email.send` job and marks the reminder sent, in one transaction with the
   * invoice locked. The invoice's status is left as it is; a paid invoice gets no reminder (422).
   */
  async send(
    account: AccountContext,
    id: number,
    input: SendInvoiceEmailDto,
  ): Promise<SentEmailResponse> {
    const { accountId } = account;
    return this.invoices.transaction(accountId, async (tx) => {
      const invoiceId = await this.reminders.lockInvoiceOf(accountId, id, tx);
      const reminder = invoiceId === null ? null : await this.reminders.find(accountId, id, tx);
      const invoice =
        invoiceId === null ? null : await this.invoices.find(accountId, invoiceId, tx);
      if (!reminder || !invoice) throw DomainError.notFound();
      assertRule(canRemindInvoice(invoiceState(invoice)));
      const letterPaperId = input.letter_paper_id ?? null;
      if (letterPaperId !== null && !(await this.letterPapers.exists(accountId, letterPaperId, tx)))
        throw DomainError.validation({ letter_paper_id: ['does not exist'] });
      const recipients = selectRecipients(input, await invoiceEmailDefaults(tx, invoice));
      await this.deliveries.queue(
        accountId,
        {
          documentKind: 'invoice_reminder',
          documentId: reminder.id,
          userId: account.userId,
          recipients,
          subject: input.subject,
          text: input.text,
          letterPaperId,
        },
        tx,
      );
      await this.reminders.markSent(accountId, reminder, tx);
      await this.invoices.update(accountId, invoice.id, {}, tx);
      return toSentEmailResponse(recipients, input);
    });
  }
}
