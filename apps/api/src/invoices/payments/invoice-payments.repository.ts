import { Injectable } from '@nestjs/common';
import { type InvoicePayment, Prisma } from '@faktura/db';
import {
  inIdOrder,
  ListQueryService,
  type ListSource,
} from '../../common/lists/list-query.service';
import type { ListParams } from '../../common/lists/list-params';
import type { QueryReader } from '../../common/lists/query-reader';
import { AccountDbService } from '../../database/account-db.service';
import { AccountScopedRepository } from '../../database/account-scoped.repository';
import type { AccountTx } from '../../database/account-scope.extension';

const SOURCE: ListSource = { table: 'invoice_payments' };

/** The invoice a payment record names. */
const WITH_INVOICE = {
  invoice: { select: { id: true, identifier: true, title: true } },
} as const satisfies Prisma.InvoicePaymentInclude;

export type InvoicePaymentRow = Prisma.InvoicePaymentGetPayload<{ include: typeof WITH_INVOICE }>;

/** The columns a payment is written with; `paidTotal` as a decimal string. */
export interface PaymentData {
  invoiceId: number;
  date: Date;
  paidTotal: string;
  currency: string;
  description: string | null;
}

/** Payments of invoices, of one account. */
@Injectable()
export class InvoicePaymentsRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    params: ListParams,
    conditions: Prisma.Sql[],
    reader: QueryReader,
  ): Promise<{ rows: InvoicePaymentRow[]; total: number }> {
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .invoicePayment.findMany({ where: { id: { in: ids } }, include: WITH_INVOICE });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<InvoicePayment | null> {
    return this.client(accountId, tx).invoicePayment.findFirst({ where: { id } });
  }

  /** Payments by ID, in the order of `ids`. */
  async findMany(accountId: number, ids: number[], tx?: AccountTx): Promise<InvoicePaymentRow[]> {
    const rows = await this.client(accountId, tx).invoicePayment.findMany({
      where: { id: { in: ids } },
      include: WITH_INVOICE,
    });
    return inIdOrder(rows, ids);
  }

  /** The amounts of every payment of the given invoices. */
  amounts(
    accountId: number,
    invoiceIds: number[],
    tx: AccountTx,
  ): Promise<{ invoiceId: number; paidTotal: Prisma.Decimal }[]> {
    return this.client(accountId, tx).invoicePayment.findMany({
      where: { invoiceId: { in: invoiceIds } },
      select: { invoiceId: true, paidTotal: true },
    });
  }

  async create(accountId: number, data: PaymentData, tx: AccountTx): Promise<number> {
    const row = await this.client(accountId, tx).invoicePayment.create({
      data: data as Prisma.InvoicePaymentUncheckedCreateInput,
      select: { id: true },
    });
    return row.id;
  }

  /** Changes the payment; updated_at is bumped whatever changed. */
  async update(
    accountId: number,
    id: number,
    data: Partial<PaymentData>,
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).invoicePayment.update({
      where: { id },
      data: { ...data, updatedAt: new Date() },
    });
  }

  async delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    await this.client(accountId, tx).invoicePayment.delete({ where: { id } });
  }

  /** The account currency, in which `paid_total_in_account_currency` is given. */
  async accountCurrency(accountId: number, tx?: AccountTx): Promise<string> {
    const account = await this.client(accountId, tx).account.findFirstOrThrow({
      select: { defaultCurrency: true },
    });
    return account.defaultCurrency;
  }
}
