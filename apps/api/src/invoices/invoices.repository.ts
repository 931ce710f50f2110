import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import { ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { PositionRow } from '../sales-documents/sales-document-positions';
import type { ListQuery } from '../common/lists/list-query.dto';
import {
  INVOICE_DETAILS,
  INVOICE_SUMMARIES,
  type InvoiceRow,
  type InvoiceSummaryRow,
} from './invoice-records.query';

const SOURCE: ListSource = { table: 'invoices' };

export type { InvoiceRow, InvoiceSummaryRow };

/** A position to insert, with the activities and expenses it bills. */
export interface InvoicePositionData extends PositionRow {
  activityIds: number[];
  expenseIds: number[];
}

/** Invoices of one account with their positions, payments and reminders. */
@Injectable()
export class InvoicesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<{ rows: InvoiceSummaryRow[]; total: number }> {
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await INVOICE_SUMMARIES.load(this.db.forAccount(accountId), accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<InvoiceRow | null> {
    return INVOICE_DETAILS.loadOne(this.client(accountId, tx), accountId, id);
  }

  /** Locks the invoice row until `tx` ends, then loads it; null when it does not exist. */
  async findForUpdate(accountId: number, id: number, tx: AccountTx): Promise<InvoiceRow | null> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM invoices WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
    return rows.length > 0 ? this.find(accountId, id, tx) : null;
  }

  /** Inserts the invoice and its positions; links and marks billed what the positions bill. */
  async create(
    accountId: number,
    data: Omit<Prisma.InvoiceUncheckedCreateInput, 'accountId'>,
    positions: InvoicePositionData[],
    tx: AccountTx,
  ): Promise<number> {
    const db = this.client(accountId, tx);
    const invoice = await db.invoice.create({
      data: data as Prisma.InvoiceUncheckedCreateInput,
      select: { id: true },
    });
    for (const [sortOrder, { activityIds, expenseIds, ...row }] of positions.entries()) {
      const position = await db.invoicePosition.create({
        data: {
          ...row,
          invoiceId: invoice.id,
          sortOrder,
        } as Prisma.InvoicePositionUncheckedCreateInput,
        select: { id: true },
      });
      const link = { billed: true, invoiceId: invoice.id, invoicePositionId: position.id };
      if (activityIds.length > 0)
        await db.activity.updateMany({ where: { id: { in: activityIds } }, data: link });
      if (expenseIds.length > 0)
        await db.expense.updateMany({ where: { id: { in: expenseIds } }, data: link });
    }
    return invoice.id;
  }

  /** Changes the invoice; updated_at is bumped whatever changed. */
  async update(
    accountId: number,
    id: number,
    data: Prisma.InvoiceUncheckedUpdateInput,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).invoice.update({
      where: { id },
      data: { ...data, updatedAt: new Date() },
    });
  }

  /**
   * Deletes the invoice, releases what it billed (activities and expenses become unbilled),
   * removes its attachments' files and leaves a tombstone with the reason.
   */
  async delete(
    accountId: number,
    invoice: InvoiceRow,
    deletion: { userId: number; reason: string | null; snapshot: Prisma.InputJsonObject },
    tx: AccountTx,
  ): Promise<void> {
    const db = this.client(accountId, tx);
    const release = { billed: false, invoiceId: null, invoicePositionId: null };
    await db.activity.updateMany({ where: { invoiceId: invoice.id }, data: release });
    await db.expense.updateMany({ where: { invoiceId: invoice.id }, data: release });
    const attachments = await db.invoiceAttachment.findMany({
      where: { invoiceId: invoice.id },
      select: { fileId: true },
    });
    await db.deletionTombstone.create({
      data: {
        entityType: 'Invoice',
        entityId: invoice.id,
        reason: deletion.reason,
        snapshot: deletion.snapshot,
        customProperties: invoice.customProperties as Prisma.InputJsonObject,
        deletedById: deletion.userId,
      } as Prisma.DeletionTombstoneUncheckedCreateInput,
    });
    await db.invoice.delete({ where: { id: invoice.id } });
    await db.storedFile.deleteMany({ where: { id: { in: attachments.map((a) => a.fileId) } } });
  }
}
