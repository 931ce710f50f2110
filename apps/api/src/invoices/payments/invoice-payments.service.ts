import { Injectable } from '@nestjs/common';
import type { InvoicePayment } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../common/auth/account-context';
import { withLockedParent } from '../../common/concurrency/locked-parent';
import { readListParams } from '../../common/lists/list-params';
import { Page } from '../../common/lists/page';
import { QueryReader } from '../../common/lists/query-reader';
import type { AccountTx } from '../../database/account-scope.extension';
import type { InvoiceRow } from '../invoices.repository';
import type { InvoicePaymentRecordResponse } from './dto/invoice-payment-record.response';
import { toPaymentRecord } from './invoice-payment-record.mapper';
import type { CreateInvoicePaymentDto } from './dto/create-invoice-payment.dto';
import type { UpdateInvoicePaymentDto } from './dto/update-invoice-payment.dto';
import { INVOICE_PAYMENT_SORT_FIELDS, paymentListConditions } from './invoice-payment-list.filters';
import { type FieldErrors, paymentData } from './invoice-payment.input';
import { InvoicePaymentSettlement } from './invoice-payment-settlement.service';
import { InvoicePaymentsRepository } from './invoice-payments.repository';

/** A large batch locks and writes many rows; Prisma's default of 5 s is too short for it. */
const BULK_TIMEOUT_MS = 120_000;
const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
};

/** Payments of invoices; every change settles the invoice's status in the same transaction. */
@Injectable()
export class InvoicePaymentsService {
  constructor(
    private readonly payments: InvoicePaymentsRepository,
    private readonly settlement: InvoicePaymentSettlement,
  ) {}

  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<InvoicePaymentRecordResponse>> {
    const { accountId } = account;
    const reader = new QueryReader(query);
    const params = readListParams(reader, INVOICE_PAYMENT_SORT_FIELDS);
    const conditions = paymentListConditions(reader);
    const { rows, total } = await this.payments.list(accountId, params, conditions, reader);
    const currency = await this.payments.accountCurrency(accountId);
    const items = rows.map((row) => toPaymentRecord(row, currency));
    return new Page(items, total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<InvoicePaymentRecordResponse> {
    const [response] = await this.responses(account.accountId, [id]);
    if (!response) throw DomainError.notFound();
    return response;
  }

  async create(
    account: AccountContext,
    input: CreateInvoicePaymentDto,
  ): Promise<InvoicePaymentRecordResponse> {
    const [created] = await this.createAll(account, [input], false);
    return created;
  }

  /** All payments or none, in one transaction; errors name the entry, e.g. `[2].invoice_id`. */
  bulkCreate(
    account: AccountContext,
    inputs: CreateInvoicePaymentDto[],
  ): Promise<InvoicePaymentRecordResponse[]> {
    return this.createAll(account, inputs, true);
  }

  /** Changes the payment; another `invoice_id` moves it and settles both invoices. */
  update(
    account: AccountContext,
    id: number,
    input: UpdateInvoicePaymentDto,
  ): Promise<InvoicePaymentRecordResponse> {
    const { accountId } = account;
    return this.withLockedPayment(accountId, id, input.invoice_id, async (tx, payment, locked) => {
      const errors: FieldErrors = {};
      const invoiceId = input.invoice_id ?? payment.invoiceId;
      const data = paymentData(input, locked.get(invoiceId), payment, errors);
      if (!data) throw DomainError.validation(errors);
      await this.payments.update(accountId, id, data, tx);
      await this.settlement.settle(accountId, locked.values(), tx);
      const [response] = await this.responses(accountId, [id], tx);
      return response;
    });
  }

  /** Deletes the payment; its invoice goes back to sent (or created) when nothing stays paid. */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.withLockedPayment(accountId, id, undefined, async (tx, _payment, locked) => {
      await this.payments.delete(accountId, id, tx);
      await this.settlement.settle(accountId, locked.values(), tx);
    });
  }

  private createAll(
    account: AccountContext,
    inputs: CreateInvoicePaymentDto[],
    bulk: boolean,
  ): Promise<InvoicePaymentRecordResponse[]> {
    const { accountId } = account;
    return this.payments.transaction(
      accountId,
      async (tx) => {
        const locked = await this.settlement.lock(
          accountId,
          inputs.map((input) => input.invoice_id),
          tx,
        );
        const errors: FieldErrors = {};
        const rows = inputs.flatMap(
          (input, index) =>
            paymentData(
              input,
              locked.get(input.invoice_id),
              null,
              errors,
              bulk ? `[${index}].` : '',
            ) ?? [],
        );
        throwIfAny(errors);
        const ids: number[] = [];
        for (const row of rows) ids.push(await this.payments.create(accountId, row, tx));
        await this.settlement.settle(accountId, locked.values(), tx);
        return this.responses(accountId, ids, tx);
      },
      { timeoutMs: bulk ? BULK_TIMEOUT_MS : undefined },
    );
  }

  /** Runs `work` with the payment's invoice (and `targetInvoiceId`) locked; see withLockedParent. */
  private withLockedPayment<T>(
    accountId: number,
    id: number,
    targetInvoiceId: number | undefined,
    work: (tx: AccountTx, payment: InvoicePayment, locked: Map<number, InvoiceRow>) => Promise<T>,
  ): Promise<T> {
    return withLockedParent(
      {
        transaction: (run) => this.payments.transaction(accountId, run),
        find: (tx) => this.payments.find(accountId, id, tx),
        parentId: (payment) => payment.invoiceId,
        lock: (ids, tx) => this.settlement.lock(accountId, ids, tx),
      },
      targetInvoiceId,
      work,
    );
  }

  private async responses(
    accountId: number,
    ids: number[],
    tx?: AccountTx,
  ): Promise<InvoicePaymentRecordResponse[]> {
    // One after the other: a transaction's connection runs one query at a time.
    const rows = await this.payments.findMany(accountId, ids, tx);
    const currency = await this.payments.accountCurrency(accountId, tx);
    return rows.map((row) => toPaymentRecord(row, currency));
  }
}
