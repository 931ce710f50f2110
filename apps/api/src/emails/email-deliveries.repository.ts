import { Injectable } from '@nestjs/common';
import { enqueueJob, type DocumentKind, type Prisma } from '@faktura/db';
import type { AccountTx } from '../database/account-scope.extension';
import type { Recipients } from './email-recipients';

/** One e-mail about a document, as send_email asks for it. */
export interface NewEmailDelivery {
  documentKind: DocumentKind;
  documentId: number;
  userId: number;
  recipients: Recipients;
  subject: string;
  text: string;
  letterPaperId: number | null;
}

/** `email_deliveries` rows and their `email.send` jobs. */
@Injectable()
export class EmailDeliveriesRepository {
  /**
   * Records the delivery and queues its job in the caller's transaction, so the e-mail exists
   * exactly when the change that sends it (e.g. created -> sent) was committed.
   */
  async queue(accountId: number, delivery: NewEmailDelivery, tx: AccountTx): Promise<number> {
    const row = await tx.emailDelivery.create({
      data: {
        documentKind: delivery.documentKind,
        documentId: delivery.documentId,
        userId: delivery.userId,
        emailsTo: delivery.recipients.to,
        emailsCc: delivery.recipients.cc,
        emailsBcc: delivery.recipients.bcc,
        subject: delivery.subject,
        text: delivery.text,
        letterPaperId: delivery.letterPaperId,
      } as Prisma.EmailDeliveryUncheckedCreateInput,
      select: { id: true },
    });
    await enqueueJob(tx as unknown as Prisma.TransactionClient, {
      type: 'email.send',
      accountId,
      payload: { deliveryId: row.id },
    });
    return row.id;
  }
}
