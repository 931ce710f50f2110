import { Injectable } from '@nestjs/common';
import { enqueueJob } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { joinTransaction, type AccountTx } from '../../../platform/database';
import type { EventActor } from '../../../platform/events';
import { ImportPurchaseUseCase } from '../../purchases';
import {
  type AttachmentKind,
  classifyAttachment,
  MAIL_ROW,
  NO_ATTACHMENT,
} from './inbox-attachment.classifier';
import { type ClaimedAttachment, importRefusal, inboxDraftRow } from './inbox-draft.plan';
import { InboxImportRepository } from './inbox-import.repository';

/** What one attachment became; `skipped`: another importer has it, or it was done already. */
export type AttachmentOutcome = 'imported' | 'drafted' | 'skipped';

/** A round reads a file, parses it and writes a purchase: more than Prisma's default 5 s. */
const ROUND_TIMEOUT_MS = 60_000;

/**
 * Turns one stored attachment into a purchase or a draft, in ONE transaction with the
 * attachment's new status: a process that dies at any point leaves either both or neither, so
 * nothing is made twice and nothing is lost. The e-invoice import (POST /purchases/import's use
 * case: validation, supplier match, the original kept) joins that transaction; its refusal
 * rolls back to a savepoint and becomes the draft's reason.
 */
@Injectable()
export class InboxAttachmentImporter {
  constructor(
    private readonly attachments: InboxImportRepository,
    private readonly importPurchase: ImportPurchaseUseCase,
  ) {}

  importOne(accountId: number, id: number): Promise<AttachmentOutcome> {
    return this.attachments.transaction(
      accountId,
      async (tx) => {
        const attachment = await this.attachments.claim(accountId, id, tx);
        if (!attachment) return 'skipped';
        const kind = await this.classify(attachment, tx);
        switch (kind.kind) {
          case 'einvoice':
            return this.importEInvoice(attachment, kind.data, tx);
          case 'pdf':
            return this.draft(attachment, null, tx, { prefill: true });
          case 'image':
            return this.draft(attachment, null, tx);
          case 'refused':
            return this.draft(attachment, kind.reason, tx);
        }
      },
      { timeoutMs: ROUND_TIMEOUT_MS },
    );
  }

  /**
   * After the last failed round: a draft that says so, without trying the import again, so
   * that nothing stays unseen. Skipped when another importer has the attachment.
   */
  giveUp(accountId: number, id: number, reason: string): Promise<AttachmentOutcome> {
    return this.attachments.transaction(accountId, async (tx) => {
      const attachment = await this.attachments.claim(accountId, id, tx);
      return attachment ? this.draft(attachment, reason, tx) : 'skipped';
    });
  }

  /** The mail row and what the reader refused are drafts as they are; files by their bytes. */
  private async classify(attachment: ClaimedAttachment, tx: AccountTx): Promise<AttachmentKind> {
    // The reader's reason comes first: a `mail` row may also stand for attachments beyond the
    // per-message limit, not only for a message without any.
    if (attachment.rejectionReason !== null) {
      return { kind: 'refused', reason: attachment.rejectionReason };
    }
    if (attachment.sha256 === MAIL_ROW) return { kind: 'refused', reason: NO_ATTACHMENT };
    const data =
      attachment.fileId === null
        ? null
        : await this.attachments.fileData(attachment.accountId, attachment.fileId, tx);
    if (data === null) return { kind: 'refused', reason: 'the attachment was not stored' };
    return classifyAttachment(data);
  }

  private async importEInvoice(
    attachment: ClaimedAttachment,
    data: Buffer,
    tx: AccountTx,
  ): Promise<AttachmentOutcome> {
    const { accountId } = attachment;
    // The inbox acts without a user or key: audit rows of the purchase name neither.
    const actor: EventActor = { accountId, userId: null, apiKeyId: null };
    const file = { filename: attachment.filename ?? 'e-invoice', base64: data.toString('base64') };
    await tx.$executeRaw`SAVEPOINT inbox_import`;
    try {
      const purchase = await joinTransaction(accountId, tx, () =>
        this.importPurchase.execute(actor, { file }),
      );
      await tx.$executeRaw`RELEASE SAVEPOINT inbox_import`;
      await this.attachments.finish(accountId, attachment.id, { purchaseId: purchase.id }, tx);
      return 'imported';
    } catch (error) {
      // Only a refusal of the document is the draft's reason; anything else fails the round.
      if (!DomainError.is(error) || error.code === 'unavailable') throw error;
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT inbox_import`;
      return this.draft(attachment, importRefusal(error), tx);
    }
  }

  private async draft(
    attachment: ClaimedAttachment,
    reason: string | null,
    tx: AccountTx,
    options: { prefill?: boolean } = {},
  ): Promise<AttachmentOutcome> {
    const { accountId } = attachment;
    const prefill = options.prefill === true;
    const draftId = await this.attachments.createDraft(
      accountId,
      inboxDraftRow(attachment, reason, prefill),
      tx,
    );
    if (prefill) {
      await enqueueJob(tx, { type: 'purchase-drafts.prefill', payload: { draftId }, accountId });
    }
    await this.attachments.finish(accountId, attachment.id, { purchaseDraftId: draftId }, tx);
    return 'drafted';
  }
}
