import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService, type Deletion, leaveTombstone } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { ListQueryService } from '../../platform/lists';
import {
  DocumentRepository,
  documentTable,
  type DocumentTypesOf,
} from '../../shared/document-resources';
import { POSITION_COLUMNS, type PositionRow } from '../../shared/sales-documents';
import { BILLABLE_KINDS, type BilledIds, INVOICE_BILLABLES } from './invoice-billables';
import {
  INVOICE_DETAILS,
  INVOICE_SUMMARIES,
  type InvoiceRow,
  type InvoiceSummaryRow,
} from './invoice-records.query';

export type { InvoiceRow, InvoiceSummaryRow };

/** A position to insert, with what it bills (activities, expenses, payment schedules). */
export interface InvoicePositionData extends PositionRow {
  billed: BilledIds;
}

/**
 * The invoices table: an invoice's record, a list page's summaries and the positions. The
 * filters are the service's, since the list and the locked list filter differently.
 */
const INVOICES = documentTable({
  table: 'invoices',
  model: (db) => db.invoice,
  records: INVOICE_DETAILS,
  summaries: INVOICE_SUMMARIES,
  children: { table: 'invoice_positions', parentColumn: 'invoice_id', spec: POSITION_COLUMNS },
});

/** Invoices of one account with their positions, payments and reminders. */
@Injectable()
export class InvoicesRepository extends DocumentRepository<DocumentTypesOf<typeof INVOICES>> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, lists, INVOICES);
  }

  /**
   * Inserts the invoice and its positions in one statement, the invoice taking its number in it
   * too when `number` (NumberingService.nextSql) is given; then links and marks billed what the
   * positions bill, one statement per kind. Answers the invoice's ID and number.
   */
  async create(
    accountId: number,
    data: Omit<Prisma.InvoiceUncheckedCreateInput, 'accountId'>,
    positions: InvoicePositionData[],
    number: Prisma.Sql | null,
    tx: AccountTx,
  ): Promise<{ id: number; identifier: string | null }> {
    const inserted = await this.insertDocument(accountId, data, positions, number, tx);
    await this.linkBillables(accountId, inserted.id, positions, inserted.childIds, tx);
    return { id: inserted.id, identifier: inserted.identifier };
  }

  /** Marks what the positions bill as billed by them (`positionIds` in their order). */
  private async linkBillables(
    accountId: number,
    invoiceId: number,
    positions: InvoicePositionData[],
    positionIds: number[],
    tx: AccountTx,
  ): Promise<void> {
    for (const kind of BILLABLE_KINDS) {
      const links = positions.flatMap((position, index) =>
        position.billed[kind].map((id) => ({ id, positionId: positionIds[index] })),
      );
      if (links.length === 0) continue;
      await tx.$executeRaw`
        UPDATE ${Prisma.raw(INVOICE_BILLABLES[kind].table)} AS billed
        SET billed = true, invoice_id = ${invoiceId}, invoice_position_id = link.position_id,
          updated_at = ${new Date()}::timestamptz
        FROM unnest(${links.map((link) => link.id)}::int[],
          ${links.map((link) => link.positionId)}::int[]) AS link(id, position_id)
        WHERE billed.account_id = ${accountId} AND billed.id = link.id`;
    }
  }

  /** Changes the invoice; updated_at is bumped whatever changed. */
  update(
    accountId: number,
    id: number,
    data: Prisma.InvoiceUncheckedUpdateInput,
    tx: AccountTx,
  ): Promise<void> {
    return this.updateRow(accountId, id, data, tx);
  }

  /**
   * Deletes the invoice, releases what it billed (activities, expenses and payment schedules
   * become unbilled),
   * removes its attachments' files and leaves a tombstone with the reason. Returns what it
   * released.
   */
  async delete(
    accountId: number,
    invoice: InvoiceRow,
    deletion: Required<Deletion>,
    tx: AccountTx,
  ): Promise<BilledIds> {
    const released = await this.releaseBilled(accountId, invoice.id, tx);
    const db = this.client(accountId, tx);
    const attachments = await db.invoiceAttachment.findMany({
      where: { invoiceId: invoice.id },
      select: { fileId: true },
    });
    await leaveTombstone(db, 'Invoice', invoice, deletion);
    await db.invoice.delete({ where: { id: invoice.id } });
    await db.storedFile.deleteMany({ where: { id: { in: attachments.map((a) => a.fileId) } } });
    return released;
  }

  /** What the invoice billed becomes unbilled and unlinked, one statement per kind. */
  async releaseBilled(accountId: number, invoiceId: number, tx: AccountTx): Promise<BilledIds> {
    const released = async (kind: keyof BilledIds) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        UPDATE ${Prisma.raw(INVOICE_BILLABLES[kind].table)}
        SET billed = false, invoice_id = NULL, invoice_position_id = NULL,
          updated_at = ${new Date()}::timestamptz
        WHERE account_id = ${accountId} AND invoice_id = ${invoiceId}
        RETURNING id`;
      return rows.map((row) => row.id).sort((x, y) => x - y);
    };
    return {
      activity: await released('activity'),
      expense: await released('expense'),
      payment_schedule: await released('payment_schedule'),
    };
  }
}
