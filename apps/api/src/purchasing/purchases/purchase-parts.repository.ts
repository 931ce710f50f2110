import { Injectable } from '@nestjs/common';
import { Prisma, type VatCodePurchase } from '@faktura/db';
import {
  accountLookup,
  constantLookup,
  existsLookup,
  type Lookup,
  type LookupFields,
  rowByIdLookup,
  rowLookup,
  rowsLookup,
  runLookups,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { releaseStoredFile } from '../../platform/files';
import { type DocumentFile, storedDocumentRow } from '../../shared/attachments';

/** What a purchase refers to and owns besides its items: lookups, document, refund, card. */
/** Refund request and card transaction of a purchase: `null` removes or unlinks, undefined keeps. */
export interface PurchaseParts {
  refundRequest: { comment: string | null; userId: number | null } | null | undefined;
  cardTransaction: { source: string; transactionIdentifier: string } | null | undefined;
}

/** A purchase VAT code as a purchase's resolving reads it. */
export interface PurchaseVatCode {
  id: number;
  active: boolean;
  tax: string;
  kind: VatCodePurchase['kind'];
}

const VAT_CODE: LookupFields<PurchaseVatCode> = {
  id: 'id',
  active: 'active',
  tax: 'tax::text',
  kind: 'kind',
};

@Injectable()
export class PurchasePartsRepository {
  /** Runs the lookups of a purchase's references in one statement. */
  lookUp<L extends Record<string, Lookup<unknown>>>(tx: AccountTx, lookups: L) {
    return runLookups(tx, lookups);
  }

  account(accountId: number) {
    return accountLookup<{ currencies: string[] }>(accountId, { currencies: 'currencies' });
  }

  company(accountId: number, id: number | null | undefined) {
    return rowByIdLookup<{ id: number; creditNumber: number | null }>('companies', accountId, id, {
      id: 'id',
      creditNumber: 'credit_number',
    });
  }

  userExists(accountId: number, id: number | null | undefined) {
    return existsLookup('users', accountId, id);
  }

  vatCodes(accountId: number, ids: number[]) {
    return rowsLookup<PurchaseVatCode>('vat_codes_purchases', accountId, ids, VAT_CODE);
  }

  /** Per rate, the oldest active purchase VAT code of kind `tax` with it (the deprecated `tax`). */
  vatCodesByRate(accountId: number, rates: string[]): Lookup<PurchaseVatCode[]> {
    if (rates.length === 0) return constantLookup([]);
    const sql = Prisma.sql`(SELECT coalesce(json_agg(json_build_object(
        'id', id, 'active', active, 'tax', tax::text, 'kind', kind)), '[]'::json)
      FROM (SELECT DISTINCT ON (tax) id, active, tax, kind FROM vat_codes_purchases
        WHERE account_id = ${accountId} AND active AND kind = 'tax'
          AND tax = ANY(${rates}::numeric[])
        ORDER BY tax, id) AS oldest)`;
    return { sql, read: (value) => value as PurchaseVatCode[] };
  }

  categories(accountId: number, ids: number[]) {
    return rowsLookup<{ id: number; active: boolean }>('purchase_categories', accountId, ids, {
      id: 'id',
      active: 'active',
    });
  }

  /** The account's card transaction of this source and identifier, with its purchase. */
  cardTransaction(
    accountId: number,
    card: { source: string; transaction_identifier: string },
  ): Lookup<{ id: number; purchaseId: number | null } | null> {
    const condition = Prisma.sql`source = ${card.source}
      AND transaction_identifier = ${card.transaction_identifier}`;
    return rowLookup<{ id: number; purchaseId: number | null }>(
      'credit_card_transactions',
      accountId,
      condition,
      {
        id: 'id',
        purchaseId: 'purchase_id',
      },
    );
  }

  /** Whether another purchase of the supplier already carries this receipt identifier. */
  receiptTaken(
    accountId: number,
    companyId: number,
    receipt: string,
    exceptId: number | null,
  ): Lookup<boolean> {
    const sql = Prisma.sql`EXISTS (SELECT 1 FROM purchases WHERE account_id = ${accountId}
      AND company_id = ${companyId} AND receipt_identifier = ${receipt}
      AND id IS DISTINCT FROM ${exceptId}::int)`;
    return { sql, read: (value) => value === true };
  }

  private findCardTransaction(source: string, transactionIdentifier: string, tx: AccountTx) {
    return tx.creditCardTransaction.findFirst({
      where: { source, transactionIdentifier },
      select: { id: true, purchaseId: true },
    });
  }

  /** Stores a document's bytes; returns the stored file's id. */
  async storeFile(file: DocumentFile, tx: AccountTx): Promise<number> {
    const stored = await tx.storedFile.create({
      data: storedDocumentRow(file),
      select: { id: true },
    });
    return stored.id;
  }

  /**
   * Points the purchase at a new document. Project expenses that showed the old document as
   * their receipt show the new one; the old stored file goes unless another record shows it.
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
    await releaseStoredFile(tx, oldFileId);
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
      (await this.findCardTransaction(transaction.source, transaction.transactionIdentifier, tx));
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
