import { Injectable } from '@nestjs/common';
import { AccountDbService, AccountScopedRepository } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
import { releaseStoredFile } from '../../../platform/files';
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

  /** Deletes a receipt no longer shown, unless another record still shows its file. */
  async release(accountId: number, fileId: number | null, tx: AccountTx): Promise<void> {
    await releaseStoredFile(this.client(accountId, tx), fileId);
  }
}
