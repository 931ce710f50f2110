import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { toDateColumn } from '../../../platform/input/api-date.validator';
import { ListQueryService, type ListSource } from '../../../platform/lists/list-query.service';
import { AccountDbService } from '../../../platform/database/account-db.service';
import { AccountScopedRepository } from '../../../platform/database/account-scoped.repository';
import type { AccountTx } from '../../../platform/database/account-scope.extension';
import type { WithEmailDeliveries } from '../../../shared/emails/email-delivery.mapper';
import { emailDeliveriesOf } from '../../../shared/emails/email-delivery.embed';
import { lastPdfOf, type WithLastPdf } from '../../../shared/document-pdfs/last-pdf.embed';
import { many, one, referredBy, referringBy, VALUE } from '../../../platform/database/record-json';
import { RecordQuery } from '../../../platform/database/record-query';
import type { ListInvoiceRemindersQuery } from './dto/list-invoice-reminders.query';

const SOURCE: ListSource = { table: 'invoice_reminders' };

/**
 * What a reminder's record shows of its invoice: the currency of its fee, the invoice's
 * identity and its reminders in order (the dunning level is the place among them).
 */
type WithInvoice = {
  invoice: {
    select: {
      id: true;
      identifier: true;
      title: true;
      currency: true;
      reminders: { select: { id: true } };
    };
  };
};

export type ReminderRow = Prisma.InvoiceReminderGetPayload<{ include: WithInvoice }> &
  WithEmailDeliveries &
  WithLastPdf;

/** Reminders with their invoice (WithInvoice), e-mails and last PDF, in one statement. */
export const REMINDER_RECORDS = new RecordQuery<ReminderRow>('invoice_reminders', {
  invoice: one(
    'invoices',
    {
      id: VALUE,
      identifier: VALUE,
      title: VALUE,
      currency: VALUE,
      reminders: many('invoice_reminders', { id: VALUE }, referringBy('invoice_id'), {
        orderBy: 'date, id',
      }),
    },
    referredBy('invoice_id'),
  ),
  emailDeliveries: emailDeliveriesOf(['invoice_reminder']),
  lastPdfFileId: lastPdfOf('invoice_reminder'),
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
export class InvoiceRemindersRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  /** `invoice_id` (one or several), `date_from`, `date_to` plus the global list parameters. */
  async list(
    accountId: number,
    query: ListInvoiceRemindersQuery,
  ): Promise<{ rows: ReminderRow[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    if (query.invoice_id) conditions.push(Prisma.sql`invoice_id = ANY(${query.invoice_id}::int[])`);
    if (query.date_from !== undefined)
      conditions.push(Prisma.sql`date >= ${toDateColumn(query.date_from)}::date`);
    if (query.date_to !== undefined)
      conditions.push(Prisma.sql`date <= ${toDateColumn(query.date_to)}::date`);
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await REMINDER_RECORDS.load(this.db.reader, accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<ReminderRow | null> {
    return REMINDER_RECORDS.loadOne(this.records(tx), accountId, id);
  }

  /**
   * Locks the invoice of the reminder until `tx` ends (every change to a reminder is a change to
   * its invoice) and returns the invoice's id; null when the reminder does not exist.
   */
  async lockInvoiceOf(accountId: number, id: number, tx: AccountTx): Promise<number | null> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT i.id FROM invoices i JOIN invoice_reminders r ON r.invoice_id = i.id
      WHERE r.id = ${id} AND r.account_id = ${accountId} AND i.account_id = ${accountId}
      FOR UPDATE OF i`;
    return rows[0]?.id ?? null;
  }

  async create(accountId: number, data: ReminderData, tx: AccountTx): Promise<number> {
    const row = await this.client(accountId, tx).invoiceReminder.create({
      data: data as Prisma.InvoiceReminderUncheckedCreateInput,
      select: { id: true },
    });
    return row.id;
  }

  /** Records when the reminder was first sent; later sends keep that time. */
  async markSent(accountId: number, reminder: ReminderRow, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).invoiceReminder.update({
      where: { id: reminder.id },
      data: { sentAt: reminder.sentAt ?? new Date(), updatedAt: new Date() },
    });
  }

  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).invoiceReminder.delete({ where: { id } });
  }
}
