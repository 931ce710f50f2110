import { Injectable } from '@nestjs/common';
import type { DocumentKind } from '@faktura/db';
import { DomainError, type SellerDocument } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { LetterPapersService } from '../../organisation/letter-papers';
import type { SendEmailDto } from './dto/send-email.dto';
import type { SentEmailResponse } from './dto/sent-email.response';
import { EmailDeliveriesRepository } from './email-deliveries.repository';
import { type Recipients, selectRecipients, toSentEmailResponse } from './email-recipients';
import { assertSellerFieldsSet } from './seller-fields.check';

/** A send_email body; offers have no letter paper of their own, invoices and reminders do. */
export type DocumentEmailInput = SendEmailDto & { letter_paper_id?: number | null };

/** What sending an e-mail needs to know of one kind of document (offer, invoice, reminder). */
export interface DocumentEmailKind<Doc> {
  /** The document kind the delivery records, which tells the worker what to attach. */
  readonly documentKind: DocumentKind;
  /** Locks and loads the document: 404 when it does not exist, 422 when it cannot be sent. */
  lock(accountId: number, id: number, tx: AccountTx): Promise<Doc>;
  /** What the seller data the document needs depends on: its kind and VAT kind. */
  sellerDocument(document: Doc): SellerDocument;
  /** The recipients when the request names none. */
  defaultRecipients(document: Doc, tx: AccountTx): Promise<Recipients>;
  /** The validated e-invoice the e-mail attaches, if the document has one (invoices). */
  eInvoiceDocumentId?(document: Doc): number | null;
  /** What sending changes on the document (its status move), in the same transaction. */
  markSent(
    account: AccountContext,
    document: Doc,
    input: DocumentEmailInput,
    tx: AccountTx,
  ): Promise<void>;
}

/** send_email of offers, invoices and reminders: one implementation, a kind per document. */
@Injectable()
export class DocumentEmailsService {
  constructor(
    private readonly deliveries: EmailDeliveriesRepository,
    private readonly letterPapers: LetterPapersService,
  ) {}

  /**
   * Chooses the recipients (the body's, else the document's defaults), records the delivery
   * with its `email.send` job and marks the document sent, in one transaction with the document
   * locked: the e-mail goes out exactly when the document is marked sent. A document whose
   * legally required seller data is missing in the account is refused (422 naming the fields).
   */
  async send<Doc>(
    account: AccountContext,
    id: number,
    input: DocumentEmailInput,
    kind: DocumentEmailKind<Doc>,
  ): Promise<SentEmailResponse> {
    const { accountId } = account;
    return this.deliveries.transaction(accountId, async (tx) => {
      const document = await kind.lock(accountId, id, tx);
      const letterPaperId = input.letter_paper_id ?? null;
      if (letterPaperId !== null && !(await this.letterPapers.exists(accountId, letterPaperId, tx)))
        throw DomainError.validation({ letter_paper_id: ['does not exist'] });
      assertSellerFieldsSet(kind.sellerDocument(document), await this.deliveries.seller(tx));
      const recipients = selectRecipients(input, await kind.defaultRecipients(document, tx));
      const { subject, text } = input;
      const { documentKind } = kind;
      const eInvoiceDocumentId = kind.eInvoiceDocumentId?.(document) ?? null;
      const delivery = { documentKind, documentId: id, userId: account.userId, recipients };
      const content = { subject, text, letterPaperId, eInvoiceDocumentId };
      await this.deliveries.queue(accountId, { ...delivery, ...content }, tx);
      await kind.markSent(account, document, input, tx);
      return toSentEmailResponse(recipients, input);
    });
  }
}
