import { Injectable } from '@nestjs/common';
import { enqueueJob, type PurchaseDraft } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  one,
  RecordQuery,
  referredBy,
  type AccountTx,
  type TableTypesOf,
  userOf,
  VALUE,
  type WithoutAccount,
} from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { type DocumentFile, storedDocumentRow } from '../../shared/attachments';

const PURCHASE_DRAFTS = accountTable((db) => db.purchaseDraft, undefined);

/** A draft with its uploader and the name and type of its document. */
export type PurchaseDraftRow = PurchaseDraft & {
  user: { id: number; firstname: string; lastname: string } | null;
  file: { filename: string; contentType: string } | null;
};

/** Drafts with uploader and document name, in one statement. */
export const PURCHASE_DRAFT_RECORDS = new RecordQuery<PurchaseDraftRow>('purchase_drafts', {
  user: userOf('user_id'),
  file: one('stored_files', { filename: VALUE, contentType: VALUE }, referredBy('file_id')),
});

const PURCHASE_DRAFT_LISTING = recordListing({
  table: 'purchase_drafts',
  records: PURCHASE_DRAFT_RECORDS,
});

/** The columns of a new draft. */
export type NewPurchaseDraft = WithoutAccount<TableTypesOf<typeof PURCHASE_DRAFTS>['create']>;

/** Purchase drafts of one account, their stored files and the inbox rows that refer to them. */
@Injectable()
export class PurchaseDraftsRepository extends ListedTableRepository<
  TableTypesOf<typeof PURCHASE_DRAFTS>,
  ListingTypesOf<typeof PURCHASE_DRAFT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, PURCHASE_DRAFTS, lists, PURCHASE_DRAFT_LISTING);
  }

  /** Stores a draft's document; the draft refers to it by the returned id. */
  async storeFile(file: DocumentFile, tx: AccountTx): Promise<number> {
    const stored = await tx.storedFile.create({
      data: storedDocumentRow(file),
      select: { id: true },
    });
    return stored.id;
  }

  /**
   * Inserts the draft; a draft waiting for its prefill (`prefillStatus` pending) queues the
   * worker's `purchase-drafts.prefill` in the same transaction, so neither exists without the
   * other. Returns the new id.
   */
  async insert(accountId: number, data: NewPurchaseDraft, tx: AccountTx): Promise<number> {
    const { id } = await this.create(accountId, data, tx);
    if (data.prefillStatus === 'pending')
      await enqueueJob(tx, {
        type: 'purchase-drafts.prefill',
        accountId,
        payload: { draftId: id },
      });
    return id;
  }

  /** The draft, locked until `tx` ends; null when the account has none with this ID. */
  async lock(accountId: number, id: number, tx: AccountTx): Promise<PurchaseDraftRow | null> {
    if (!(await lockRow(tx, 'purchase_drafts', accountId, id))) return null;
    return this.find(accountId, id, tx);
  }

  /** The inbox attachments the draft was made from now belong to the purchase made of it. */
  async handOverAttachments(
    accountId: number,
    draftId: number,
    purchaseId: number,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).inboxAttachment.updateMany({
      where: { purchaseDraftId: draftId },
      data: { purchaseId },
    });
  }

  /**
   * Deletes the draft, then those of its stored files (document, mail) that nothing refers to
   * any more: an inbox drafts shares its document with the inbox attachment and its mail with
   * the inbox message and the other drafts of that mail; a purchase made from it took over the
   * document. Those stay.
   */
  async remove(
    accountId: number,
    draft: Pick<PurchaseDraft, 'id' | 'fileId' | 'emailFileId'>,
    tx: AccountTx,
  ): Promise<void> {
    await this.deleteRow(accountId, draft.id, tx);
    const fileIds = [draft.fileId, draft.emailFileId].filter((id): id is number => id !== null);
    if (fileIds.length === 0) return;
    await tx.$executeRaw`DELETE FROM stored_files f
      WHERE f.account_id = ${accountId} AND f.id = ANY(${fileIds}::int[])
        AND NOT EXISTS (SELECT 1 FROM purchase_drafts d WHERE d.account_id = f.account_id
          AND (d.file_id = f.id OR d.email_file_id = f.id))
        AND NOT EXISTS (SELECT 1 FROM inbox_messages m WHERE m.account_id = f.account_id
          AND m.email_file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM inbox_attachments a WHERE a.account_id = f.account_id
          AND a.file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.account_id = f.account_id
          AND p.document_file_id = f.id)`;
  }
}
