import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  DomainError,
  assertRule,
  canDeleteInvoice,
  invoiceTransition,
  type InvoiceState,
  type InvoiceStatus,
} from '@faktura/domain';
import { ActivitiesService } from '../activities/activities.service';
import type { ActivityResponse } from '../activities/dto/activity.response';
import type { AccountContext } from '../common/auth/account-context';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import type { ProjectExpenseResponse } from '../project-expenses/dto/project-expense.response';
import { ProjectExpensesService } from '../project-expenses/project-expenses.service';
import type { InvoiceResponse, InvoiceSummaryResponse } from './dto/invoice.response';
import { invoiceListConditions, lockedInvoiceConditions } from './invoice-list.filters';
import { InvoiceResponses } from './invoice-responses';
import { type InvoiceRow, InvoicesRepository } from './invoices.repository';

/** API fields that sort_by accepts, and their columns. */
export const INVOICE_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  date: 'date',
  due_date: 'due_date',
  title: 'title',
  status: 'status',
  net_total: 'net_total',
  gross_total: 'gross_total',
  service_period_from: 'service_period_from',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

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
  ) {}

  list(account: AccountContext, query: Record<string, unknown>) {
    return this.page(account, query, invoiceListConditions);
  }

  locked(account: AccountContext, query: Record<string, unknown>) {
    return this.page(account, query, lockedInvoiceConditions);
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
      const next = invoiceTransition(invoiceState(invoice), { type: 'update_status', status });
      await this.invoices.update(accountId, id, stateColumns(invoice, next), tx);
    });
  }

  /**
   * Deletes the invoice (`reason` required unless it is a draft), releasing the activities and
   * expenses it billed; the reason and a snapshot stay in a deletion tombstone.
   */
  async delete(account: AccountContext, id: number, reason: string | null): Promise<void> {
    const { accountId } = account;
    await this.invoices.transaction(accountId, async (tx) => {
      const invoice = await this.invoices.findForUpdate(accountId, id, tx);
      if (!invoice) throw DomainError.notFound();
      assertRule(canDeleteInvoice({ status: invoice.status as InvoiceStatus }, reason));
      if (invoice.reversalInvoice !== null || invoice.reversedInvoiceId !== null)
        throw DomainError.rule('A reversed invoice or a reversal invoice cannot be deleted');
      const snapshot = await this.responses.load(accountId, id, tx);
      await this.invoices.delete(
        accountId,
        invoice,
        {
          userId: account.userId,
          reason: reason?.trim() || null,
          snapshot: snapshot as unknown as Prisma.InputJsonObject,
        },
        tx,
      );
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
    query: Record<string, unknown>,
    filters: (reader: QueryReader) => Prisma.Sql[],
  ): Promise<Page<InvoiceSummaryResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, INVOICE_SORT_FIELDS);
    const { rows, total } = await this.invoices.list(
      account.accountId,
      params,
      filters(reader),
      reader,
    );
    const items = await this.responses.summaries(account.accountId, rows);
    return new Page(items, total, params.page, params.perPage);
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
