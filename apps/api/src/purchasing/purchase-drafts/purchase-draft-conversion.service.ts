import { Injectable } from '@nestjs/common';
import type { FieldErrorCollector } from '@faktura/domain';
import type { AccountTx } from '../../platform/database';
import { PurchaseDraftsRepository } from './purchase-drafts.repository';

/** A draft a purchase is being made from, locked in the purchase's transaction. */
export interface TakenDraft {
  id: number;
  /** The draft's document: the purchase's when the body sends no `file`. */
  fileId: number | null;
  emailFileId: number | null;
}

/**
 * What POST /purchases does with `purchase_draft_id`, in the purchase's transaction: lock the
 * draft first, so that of two requests naming it one makes the purchase and the other finds no
 * draft (422); once the purchase is written, hand the draft's inbox attachments to it and
 * delete the draft.
 */
@Injectable()
export class PurchaseDraftConversion {
  constructor(private readonly drafts: PurchaseDraftsRepository) {}

  /** The draft `id` (none sent: null), locked; a 422 on purchase_draft_id when there is none. */
  async take(
    tx: AccountTx,
    accountId: number,
    id: number | null | undefined,
    errors: FieldErrorCollector,
  ): Promise<TakenDraft | null> {
    if (id == null) return null;
    const draft = await this.drafts.lock(accountId, id, tx);
    if (!draft) errors.add('purchase_draft_id', 'does not exist');
    return draft && { id: draft.id, fileId: draft.fileId, emailFileId: draft.emailFileId };
  }

  /** The purchase `purchaseId` is written: the draft goes, its inbox attachments point at it. */
  async complete(
    tx: AccountTx,
    accountId: number,
    draft: TakenDraft,
    purchaseId: number,
  ): Promise<void> {
    await this.drafts.handOverAttachments(accountId, draft.id, purchaseId, tx);
    await this.drafts.remove(accountId, draft, tx);
  }
}
