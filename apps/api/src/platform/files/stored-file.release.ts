import type { AccountTx } from '../database';

/**
 * Deletes a purchase-side document file once no record shows it any more. One file can stand
 * behind a purchase, the project expenses made from it, a receipt, a purchase draft and the
 * inbox attachment it came in as; whoever lets go of it last deletes it, so a purchase deleted
 * after it was made from a supplier's mail leaves the inbox's copy of what came in.
 */
export async function releaseStoredFile(db: AccountTx, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  const users = await Promise.all([
    db.purchase.count({ where: { documentFileId: fileId } }),
    db.expense.count({ where: { fileId } }),
    db.receipt.count({ where: { fileId } }),
    db.purchaseDraft.count({ where: { fileId } }),
    db.inboxAttachment.count({ where: { fileId } }),
  ]);
  if (users.every((count) => count === 0))
    await db.storedFile.deleteMany({ where: { id: fileId } });
}
