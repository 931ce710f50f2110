import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import { ListQueryService } from '../../../platform/lists';
import { AccountDbService } from '../../../platform/database';
import type { AccountTx } from '../../../platform/database';
import {
  DocumentRepository,
  documentTable,
  type DocumentTypesOf,
} from '../../../shared/document-resources';
import { REMINDER_RECORDS, type ReminderRow } from './invoice-reminder-records.query';
import { reminderListConditions } from './invoice-reminder-list.filters';

export type { ReminderRow };

/** The reminders table: a reminder's record with its invoice, in lists too. */
const REMINDERS = documentTable({
  table: 'invoice_reminders',
  model: (db) => db.invoiceReminder,
  records: REMINDER_RECORDS,
  filters: reminderListConditions,
});

/** A new reminder's columns. */
export interface ReminderData {
  invoiceId: number;
  title: string | null;
  text: string | null;
  /** Decimal string, already rounded. */
  fee: string;
  date: Date;
  dueDate: Date;
}

/** Payment reminders of one account. */
@Injectable()
export class InvoiceRemindersRepository extends DocumentRepository<
  DocumentTypesOf<typeof REMINDERS>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, lists, REMINDERS);
  }

  /**
   * Locks the invoice of the reminder until `tx` ends (every change to a reminder is a change to
   * its invoice) and returns the invoice's id; null when the reminder does not exist.
   */
  async lockInvoiceOf(accountId: number, id: number, tx: AccountTx): Promise<number | null> {
    return (await this.lockWithInvoice(accountId, id, tx))?.invoiceId ?? null;
  }

  /**
   * Locks the reminder's invoice (which an export locks too before it takes the reminder);
   * answers the invoice and the export that took the reminder's fee, if one did.
   */
  async lockWithInvoice(
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<{ invoiceId: number; bookkeepingExportId: number | null } | null> {
    const rows = await tx.$queryRaw<{ invoiceId: number; bookkeepingExportId: number | null }[]>`
      SELECT i.id AS "invoiceId", r.bookkeeping_export_id AS "bookkeepingExportId"
      FROM invoices i JOIN invoice_reminders r ON r.invoice_id = i.id
      WHERE r.id = ${id} AND r.account_id = ${accountId} AND i.account_id = ${accountId}
      FOR UPDATE OF i`;
    return rows[0] ?? null;
  }

  async create(accountId: number, data: ReminderData, tx: AccountTx): Promise<number> {
    const row = await this.client(accountId, tx).invoiceReminder.create({
      data: data as Prisma.InvoiceReminderUncheckedCreateInput,
      select: { id: true },
    });
    return row.id;
  }

  /** Records when the reminder was first sent; later sends keep that time. */
  markSent(accountId: number, reminder: ReminderRow, tx: AccountTx): Promise<void> {
    return this.updateRow(accountId, reminder.id, { sentAt: reminder.sentAt ?? new Date() }, tx);
  }

  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).invoiceReminder.delete({ where: { id } });
  }
}
