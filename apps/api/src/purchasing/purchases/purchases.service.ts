import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  DomainError,
  assertExportUnlocked,
  assertRule,
  canDeletePurchase,
  purchaseTransition,
  type PurchaseStatus,
} from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import type { ListPurchasesQuery } from './dto/list-purchases.query';
import type { PurchaseResponse } from './dto/purchase.response';
import { assertEInvoiceXml, type DocumentFile } from '../../shared/attachments';
import { purchaseListConditions } from './purchase-list.filters';
import { PurchasePartsRepository } from './purchase-parts.repository';
import { PurchaseResponses } from './purchase-responses';
import { PurchasesRepository } from './purchases.repository';
import { DomainEvents } from '../../platform/events';

/** Reading purchases, their status, their document, and deleting them. */
@Injectable()
export class PurchasesService {
  constructor(
    private readonly purchases: PurchasesRepository,
    private readonly parts: PurchasePartsRepository,
    private readonly responses: PurchaseResponses,
    private readonly events: DomainEvents,
  ) {}

  async list(account: AccountContext, query: ListPurchasesQuery): Promise<Page<PurchaseResponse>> {
    const conditions = purchaseListConditions(query);
    const { accountId } = account;
    const { rows, total } = await this.purchases.list(accountId, query, conditions);
    const items = rows.map((row) => this.responses.toResponse(accountId, row));
    return new Page(items, total, query.page, query.per_page);
  }

  get(account: AccountContext, id: number): Promise<PurchaseResponse> {
    return this.responses.load(account.accountId, id);
  }

  /**
   * update_status: `pending` or `archived` (or the reference's legacy `approved`), as the status
   * machine allows.
   */
  async updateStatus(account: AccountContext, id: number, status: string): Promise<void> {
    const { accountId } = account;
    await this.purchases.transaction(accountId, async (tx) => {
      const purchase = await this.purchases.findForUpdate(accountId, id, tx);
      if (!purchase) throw DomainError.notFound();
      assertExportUnlocked('purchase', purchase, 'update_status');
      const next = purchaseTransition(
        { status: purchase.status as PurchaseStatus },
        { type: 'update_status', status },
      );
      await this.purchases.update(accountId, id, { status: next.status }, tx);
      await this.events.record(tx, account, { type: 'purchase.status_changed', id });
    });
  }

  /** store_document: the file becomes the purchase's document, replacing (deleting) the old one. */
  async storeDocument(account: AccountContext, id: number, file: DocumentFile): Promise<void> {
    const { accountId } = account;
    await assertEInvoiceXml(file);
    await this.purchases.transaction(accountId, async (tx) => {
      const purchase = await this.purchases.findForUpdate(accountId, id, tx);
      if (!purchase) throw DomainError.notFound();
      assertExportUnlocked('purchase', purchase, 'store_document');
      const fileId = await this.parts.storeFile(file, tx);
      await this.parts.replaceDocument(id, purchase.documentFileId, fileId, tx);
      await this.purchases.update(accountId, id, {}, tx);
      await this.events.record(tx, account, { type: 'purchase.document_stored', id });
    });
  }

  /**
   * Deletes a pending purchase without payments (the domain decides) with its items and
   * document; a deletion tombstone keeps a snapshot of it.
   */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.purchases.transaction(accountId, async (tx) => {
      const purchase = await this.purchases.findForUpdate(accountId, id, tx);
      if (!purchase) throw DomainError.notFound();
      assertExportUnlocked('purchase', purchase, 'delete');
      assertRule(
        canDeletePurchase({
          status: purchase.status as PurchaseStatus,
          payment_count: purchase.payments.length,
          transfer_pending: purchase.sepaTransfers.length > 0,
        }),
      );
      const snapshot = this.responses.toResponse(accountId, purchase);
      const { customProperties } = purchase;
      await this.events.record(tx, account, { type: 'purchase.deleted', id, customProperties });
      await this.purchases.delete(
        accountId,
        purchase,
        { userId: account.userId, snapshot: snapshot as unknown as Prisma.InputJsonObject },
        tx,
      );
    });
  }
}
