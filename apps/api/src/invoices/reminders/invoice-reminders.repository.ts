import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { toDateColumn } from '../../common/input/api-date.validator';
import {
  inIdOrder,
  ListQueryService,
  type ListSource,
} from '../../common/lists/list-query.service';
import { AccountDbService } from '../../database/account-db.service';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import type { AccountTx } from '../../database/account-scope.extension';
import { EmailDeliveriesRepository } from '../../emails/email-deliveries.repository';
import type { WithEmailDeliveries } from '../../emails/email-delivery.mapper';
import type { ListInvoiceRemindersQuery } from './dto/list-invoice-reminders.query';

const SOURCE: ListSource = { table: 'invoice_reminders' };

/**
 * What a reminder's record shows of its invoice: the currency of its fee, the invoice's
 * identity and its reminders in order (the dunning level is the place among them).
 */
const WITH_INVOICE = {
  invoice: {
    select: {
      id: true,
      identifier: true,
      title: true,
      currency: true,
      reminders: { select: { id: true }, orderBy: [{ date: 'asc' }, { id: 'asc' }] },
    },
  },
} as const satisfies Prisma.InvoiceReminderInclude;

export type ReminderRow = Prisma.InvoiceReminderGetPayload<{ include: typeof WITH_INVOICE }> &
  WithEmailDeliveries;

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
    private readonly deliveries: EmailDeliveriesRepository,
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
    const rows = await this.db
      .forAccount(accountId)
      .invoiceReminder.findMany({ where: { id: { in: ids } }, include: WITH_INVOICE });
    const deliveries = await this.deliveries.forDocuments(accountId, ['invoice_reminder'], ids);
    const withDeliveries = rows.map((row) => ({
      ...row,
      emailDeliveries: deliveries.get(row.id) ?? [],
    }));
    return { rows: inIdOrder(withDeliveries, ids), total };
  }

  async find(accountId: number, id: number, tx?: AccountTx): Promise<ReminderRow | null> {
    const reminder = await this.client(accountId, tx).invoiceReminder.findFirst({
      where: { id },
      include: WITH_INVOICE,
    });
    if (!reminder) return null;
    const deliveries = await this.deliveries.forDocuments(
      accountId,
      ['invoice_reminder'],
      [id],
      tx,
    );
    return { ...reminder, emailDeliveries: deliveries.get(id) ?? [] };
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
