import { Injectable } from '@nestjs/common';
import { AccountDbService, AccountScopedRepository } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
import { type DocumentFile, storedDocumentRow } from '../../../shared/attachments';

/** The receipts of expenses: stored files an expense may share with its purchase's document. */
@Injectable()
export class ProjectExpenseReceiptsRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** Stores a receipt's bytes; returns the stored file's id. */
  async store(accountId: number, file: DocumentFile, tx: AccountTx): Promise<number> {
    const stored = await this.client(accountId, tx).storedFile.create({
      data: storedDocumentRow(file),
      select: { id: true },
    });
    return stored.id;
  }

  /**
   * Deletes a receipt no longer shown, unless a purchase keeps it as its document or another
   * expense as its receipt (an expense made from a purchase item shows the purchase's file).
   */
  async release(accountId: number, fileId: number | null, tx: AccountTx): Promise<void> {
    if (fileId === null) return;
    const db = this.client(accountId, tx);
    const expenses = await db.expense.count({ where: { fileId } });
    const purchases = await db.purchase.count({ where: { documentFileId: fileId } });
    if (expenses + purchases === 0) await db.storedFile.deleteMany({ where: { id: fileId } });
  }
}
