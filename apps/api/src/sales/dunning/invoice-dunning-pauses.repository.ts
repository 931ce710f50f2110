import { Injectable } from '@nestjs/common';
import { invoiceDunningFactsSql, Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, type AccountTx } from '../../platform/database';
import { toDateColumn } from '../../platform/input';
import { type DunnedInvoiceRow } from './invoice-dunning.embed';

/** Pauses of invoices' dunning, and what the plan reads of an invoice. */
@Injectable()
export class InvoiceDunningPausesRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * Locks the invoice until `tx` ends (the dunning run locks it too before it writes a level)
   * and answers what the plan reads of it; null when the account has no such invoice.
   */
  async lockInvoice(
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<DunnedInvoiceRow | null> {
    const rows = await tx.$queryRaw<DunnedInvoiceRow[]>(Prisma.sql`
      SELECT i.status::text AS status, i.due_date AS "dueDate", i.gross_total AS "grossTotal",
             (SELECT json_build_object('id', v.id) FROM invoices v
               WHERE v.reversed_invoice_id = i.id) AS "reversalInvoice",
             i.reversed_invoice_id AS "reversedInvoiceId",
             (SELECT json_build_object('id', c.id) FROM invoice_debt_collections c
               WHERE c.invoice_id = i.id) AS "debtCollection",
             ${invoiceDunningFactsSql('i')} AS dunning
        FROM invoices i
       WHERE i.id = ${id} AND i.account_id = ${accountId}
       FOR UPDATE OF i`);
    return rows[0] ?? null;
  }

  /** Pauses the invoice through `until` (null: until resumed); a second pause replaces the first. */
  async pause(accountId: number, invoiceId: number, until: string | null, tx: AccountTx) {
    const day = until === null ? null : toDateColumn(until);
    await this.client(accountId, tx).invoiceDunningPause.upsert({
      where: { invoiceId },
      create: { accountId, invoiceId, until: day },
      update: { until: day },
    });
    await this.touch(accountId, invoiceId, tx);
  }

  /** Ends the pause; false when the invoice had none. */
  async resume(accountId: number, invoiceId: number, tx: AccountTx): Promise<boolean> {
    const { count } = await this.client(accountId, tx).invoiceDunningPause.deleteMany({
      where: { invoiceId },
    });
    if (count > 0) await this.touch(accountId, invoiceId, tx);
    return count > 0;
  }

  // The invoice's response changed (next_dunning_date): it counts as updated.
  private async touch(accountId: number, invoiceId: number, tx: AccountTx) {
    await this.client(accountId, tx).invoice.updateMany({
      where: { id: invoiceId },
      data: { updatedAt: new Date() },
    });
  }
}
