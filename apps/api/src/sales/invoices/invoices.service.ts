import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  DomainError,
  assertExportUnlocked,
  assertRule,
  canDeleteInvoice,
  invoiceTransition,
  type InvoiceState,
  type InvoiceStatus,
} from '@faktura/domain';
import { ActivitiesService } from '../../projects-and-time/activities';
import type { ActivityResponse } from '../../projects-and-time/activities';
import type { AccountContext } from '../../platform/auth';
import { Page } from '../../platform/lists';
import { ProjectExpensesService } from '../../projects-and-time/projects';
import type { ProjectExpenseResponse } from '../../projects-and-time/projects';
import type { InvoiceResponse, InvoiceSummaryResponse } from './dto/invoice.response';
import { invoiceListConditions, lockedInvoiceConditions } from './invoice-list.filters';
import type { InvoiceListQuery, ListInvoicesQuery } from './dto/list-invoices.query';
import type { ListLockedInvoicesQuery } from './dto/list-locked-invoices.query';
import { InvoiceResponses } from './invoice-responses';
import { type InvoiceRow, InvoicesRepository } from './invoices.repository';
import { billingEvents } from './invoice-billables';
import { DomainEvents } from '../../platform/events';

/** The status machine's view of a stored invoice. */
export function invoiceState(invoice: InvoiceRow): InvoiceState {
  return {
    status: invoice.status as InvoiceStatus,
    locked: invoice.locked,
    ever_sent: invoice.sentAt !== null,
    reversed: invoice.reversalInvoice !== null,
    is_reversal: invoice.reversedInvoiceId !== null,
  };
}

/** Reading invoices, their status, deletion, and what they billed. */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly responses: InvoiceResponses,
    private readonly activities: ActivitiesService,
    private readonly expenses: ProjectExpensesService,
    private readonly events: DomainEvents,
  ) {}

  list(account: AccountContext, query: ListInvoicesQuery) {
    return this.page(account, query, invoiceListConditions(query));
  }

  locked(account: AccountContext, query: ListLockedInvoicesQuery) {
    return this.page(account, query, lockedInvoiceConditions(query));
  }

  get(account: AccountContext, id: number): Promise<InvoiceResponse> {
    return this.responses.load(account.accountId, id);
  }

  /** update_status: regular invoices only, to created/sent/overdue/ignored (the domain decides). */
  async updateStatus(account: AccountContext, id: number, status: string): Promise<void> {
    const { accountId } = account;
    await this.invoices.transaction(accountId, async (tx) => {
      const invoice = await this.invoices.findForUpdate(accountId, id, tx);
      if (!invoice) throw DomainError.notFound();
      assertExportUnlocked('invoice', invoice, 'update_status');
      const next = invoiceTransition(invoiceState(invoice), { type: 'update_status', status });
      await this.invoices.update(accountId, id, stateColumns(invoice, next), tx);
      await this.events.record(tx, account, { type: 'invoice.status_changed', id });
    });
  }

  /**
   * Deletes the invoice (`reason` required unless it is a draft), releasing the activities,
   * expenses and payment schedules it billed; the reason and a snapshot stay in a deletion tombstone. Its payments and
   * reminders go with it (the event names them).
   */
  async delete(account: AccountContext, id: number, reason: string | null): Promise<void> {
    const { accountId } = account;
    await this.invoices.transaction(accountId, async (tx) => {
      const invoice = await this.invoices.findForUpdate(accountId, id, tx);
      if (!invoice) throw DomainError.notFound();
      assertExportUnlocked('invoice', invoice, 'delete');
      assertRule(canDeleteInvoice({ status: invoice.status as InvoiceStatus }, reason));
      if (invoice.reversalInvoice !== null || invoice.reversedInvoiceId !== null)
        throw DomainError.rule('A reversed invoice or a reversal invoice cannot be deleted');
      const snapshot = await this.responses.load(accountId, id, tx);
      await this.events.record(tx, account, {
        type: 'invoice.deleted',
        id,
        customProperties: invoice.customProperties,
        paymentIds: invoice.payments.map((payment) => payment.id),
        reminderIds: invoice.reminders.map((reminder) => reminder.id),
      });
      const released = await this.invoices.delete(
        accountId,
        invoice,
        {
          userId: account.userId,
          reason: reason?.trim() || null,
          snapshot: snapshot as unknown as Prisma.InputJsonObject,
        },
        tx,
      );
      await this.events.record(tx, account, ...billingEvents('released', released));
    });
  }

  async timesheet(account: AccountContext, id: number): Promise<ActivityResponse[]> {
    await this.responses.load(account.accountId, id);
    return this.activities.billedOn(account.accountId, id);
  }

  async billedExpenses(account: AccountContext, id: number): Promise<ProjectExpenseResponse[]> {
    const { accountId } = account;
    await this.responses.load(accountId, id);
    return this.expenses.billedOn(accountId, id);
  }

  private async page(
    account: AccountContext,
    query: InvoiceListQuery,
    conditions: Prisma.Sql[],
  ): Promise<Page<InvoiceSummaryResponse>> {
    const { rows, total } = await this.invoices.list(account.accountId, query, conditions);
    const items = this.responses.summaries(account.accountId, rows);
    return new Page(items, total, query.page, query.per_page);
  }
}

/** The columns a status move writes: status, lock, and the first time it counted as sent. */
export function stateColumns(
  invoice: Pick<InvoiceRow, 'locked' | 'lockedAt' | 'sentAt'>,
  next: InvoiceState,
): Prisma.InvoiceUncheckedUpdateInput {
  const now = new Date();
  return {
    status: next.status,
    locked: next.locked,
    lockedAt: next.locked && !invoice.locked ? now : invoice.lockedAt,
    sentAt: next.ever_sent && invoice.sentAt === null ? now : invoice.sentAt,
  };
}
