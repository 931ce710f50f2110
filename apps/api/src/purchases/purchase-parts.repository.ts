import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import type { AccountTx } from '../database/account-scope.extension';
import type { DocumentFile } from './purchase-document.content';

/** What a purchase refers to and owns besides its items: lookups, document, refund, card. */
/** Refund request and card transaction of a purchase: `null` removes or unlinks, undefined keeps. */
export interface PurchaseParts {
  refundRequest: { comment: string | null; userId: number | null } | null | undefined;
  cardTransaction: { source: string; transactionIdentifier: string } | null | undefined;
}

@Injectable()
export class PurchasePartsRepository {
  account(tx: AccountTx) {
    return tx.account.findFirstOrThrow({ select: { currencies: true } });
  }

  company(id: number, tx: AccountTx) {
    return tx.company.findFirst({ where: { id }, select: { id: true, creditNumber: true } });
  }

  async userExists(id: number, tx: AccountTx): Promise<boolean> {
    return (await tx.user.count({ where: { id } })) > 0;
  }

  vatCodes(ids: number[], tx: AccountTx) {
    return tx.vatCodePurchase.findMany({ where: { id: { in: ids } } });
  }

  /** The oldest active purchase VAT code of kind `tax` with this rate (the deprecated `tax`). */
  vatCodeByRate(rate: string, tx: AccountTx) {
    return tx.vatCodePurchase.findFirst({
      where: { active: true, kind: 'tax', tax: rate },
      orderBy: { id: 'asc' },
    });
  }

  categories(ids: number[], tx: AccountTx) {
    return tx.purchaseCategory.findMany({
      where: { id: { in: ids } },
      select: { id: true, active: true },
    });
  }

  cardTransaction(source: string, transactionIdentifier: string, tx: AccountTx) {
    return tx.creditCardTransaction.findFirst({
      where: { source, transactionIdentifier },
      select: { id: true, purchaseId: true },
    });
  }

  /** Stores a document's bytes; returns the stored file's id. */
  async storeFile(file: DocumentFile, tx: AccountTx): Promise<number> {
    const stored = await tx.storedFile.create({
      // Prisma's Bytes type wants a Uint8Array over a plain ArrayBuffer, which a Buffer is.
      data: {
        filename: file.filename,
        contentType: file.contentType,
        sha256: file.sha256,
        size: file.data.length,
        data: new Uint8Array(file.data),
      } as Prisma.StoredFileUncheckedCreateInput,
      select: { id: true },
    });
    return stored.id;
  }

  /**
   * Points the purchase at a new document. Project expenses that showed the old document as
   * their receipt show the new one; the old stored file is deleted.
   */
  async replaceDocument(
    purchaseId: number,
    oldFileId: number | null,
    newFileId: number,
    tx: AccountTx,
  ): Promise<void> {
    await tx.purchase.update({ where: { id: purchaseId }, data: { documentFileId: newFileId } });
    if (oldFileId === null) return;
    await tx.expense.updateMany({
      where: { purchaseId, fileId: oldFileId },
      data: { fileId: newFileId },
    });
    if ((await tx.expense.count({ where: { fileId: oldFileId } })) === 0)
      await tx.storedFile.deleteMany({ where: { id: oldFileId } });
  }

  /** Writes the parts a request sent; an undefined part stays as it is. */
  async setParts(purchaseId: number, parts: PurchaseParts, tx: AccountTx): Promise<void> {
    if (parts.refundRequest !== undefined)
      await this.setRefundRequest(purchaseId, parts.refundRequest, tx);
    if (parts.cardTransaction !== undefined)
      await this.setCardTransaction(purchaseId, parts.cardTransaction, tx);
  }

  /** Sets (`null`: removes) the purchase's refund request. */
  async setRefundRequest(
    purchaseId: number,
    request: { comment: string | null; userId: number | null } | null,
    tx: AccountTx,
  ): Promise<void> {
    if (request === null) {
      await tx.purchaseRefundRequest.deleteMany({ where: { purchaseId } });
      return;
    }
    await tx.purchaseRefundRequest.upsert({
      where: { purchaseId },
      update: request,
      create: { ...request, purchaseId } as Prisma.PurchaseRefundRequestUncheckedCreateInput,
    });
  }

  /**
   * Matches the purchase with the card transaction (`null`: with none). A known transaction is
   * linked, an unknown one recorded; a transaction matched before stays, unmatched.
   */
  async setCardTransaction(
    purchaseId: number,
    transaction: { source: string; transactionIdentifier: string } | null,
    tx: AccountTx,
  ): Promise<void> {
    const existing =
      transaction &&
      (await this.cardTransaction(transaction.source, transaction.transactionIdentifier, tx));
    await tx.creditCardTransaction.updateMany({
      where: { purchaseId, ...(existing ? { NOT: { id: existing.id } } : {}) },
      data: { purchaseId: null },
    });
    if (!transaction) return;
    if (existing)
      await tx.creditCardTransaction.update({ where: { id: existing.id }, data: { purchaseId } });
    else
      await tx.creditCardTransaction.create({
        data: { ...transaction, purchaseId } as Prisma.CreditCardTransactionUncheckedCreateInput,
      });
  }
}
