import { Injectable } from '@nestjs/common';
import { DomainError, invoiceTransition } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import type { SentEmailResponse } from '../emails/dto/sent-email.response';
import { EmailDeliveriesRepository } from '../emails/email-deliveries.repository';
import { selectRecipients, toSentEmailResponse } from '../emails/email-recipients';
import type { SendInvoiceEmailDto } from './dto/send-invoice-email.dto';
import { invoiceEmailDefaults } from './invoice-email.defaults';
import { InvoicesRepository } from './invoices.repository';
import { invoiceState, stateColumns } from './invoices.service';

/** send_email for invoices: queued for the worker together with the move to `sent`. */
@Injectable()
export class InvoiceEmailsService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly deliveries: EmailDeliveriesRepository,
  ) {}

  /**
   * Chooses the recipients (body, else project, else customer), records the delivery with its
   * job and applies `sent_by_email` (created -> sent, locks) in one transaction. A draft cannot
   * be sent (422).
   */
  async send(
    account: AccountContext,
    invoiceId: number,
    input: SendInvoiceEmailDto,
  ): Promise<SentEmailResponse> {
    const { accountId } = account;
    return this.invoices.transaction(accountId, async (tx) => {
      const invoice = await this.invoices.findForUpdate(accountId, invoiceId, tx);
      if (!invoice) throw DomainError.notFound();
      const next = invoiceTransition(invoiceState(invoice), { type: 'sent_by_email' });
      const letterPaperId = input.letter_paper_id ?? null;
      if (
        letterPaperId !== null &&
        (await tx.letterPaper.count({ where: { id: letterPaperId } })) === 0
      )
        throw DomainError.validation({ letter_paper_id: ['does not exist'] });
      const recipients = selectRecipients(input, await invoiceEmailDefaults(tx, invoice));
      await this.deliveries.queue(
        accountId,
        {
          documentKind: 'invoice',
          documentId: invoiceId,
          userId: account.userId,
          recipients,
          subject: input.subject,
          text: input.text,
          letterPaperId,
        },
        tx,
      );
      await this.invoices.update(accountId, invoiceId, stateColumns(invoice, next), tx);
      return toSentEmailResponse(recipients, input);
    });
  }
}
