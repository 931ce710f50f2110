import { Injectable } from '@nestjs/common';
import type { PurchasePayment } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../common/auth/account-context';
import { withLockedParent } from '../common/concurrency/locked-parent';
import { readListParams } from '../common/lists/list-params';
import { Page } from '../common/lists/page';
import { QueryReader } from '../common/lists/query-reader';
import type { AccountTx } from '../database/account-scope.extension';
import type { CreatePurchasePaymentDto } from './dto/create-purchase-payment.dto';
import type { PurchasePaymentResponse } from './dto/purchase-payment.response';
import type { UpdatePurchasePaymentDto } from './dto/update-purchase-payment.dto';
import {
  PURCHASE_PAYMENT_SORT_FIELDS,
  purchasePaymentListConditions,
} from './purchase-payment-list.filters';
import { toPurchasePaymentResponse } from './purchase-payment-response.mapper';
import { type FieldErrors, purchasePaymentData } from './purchase-payment.input';
import { type LockedPurchase, PurchasePaymentsRepository } from './purchase-payments.repository';

/** A large batch locks and writes many rows; Prisma's default of 5 s is too short for it. */
const BULK_TIMEOUT_MS = 120_000;
/**
 * Payments of purchases. Every write locks the purchases it touches (so the purchase's own
 * delete and currency change see a settled set of payments) and bumps their updated_at.
 */
@Injectable()
export class PurchasePaymentsService {
  constructor(private readonly payments: PurchasePaymentsRepository) {}

  async list(
    account: AccountContext,
    query: Record<string, unknown>,
  ): Promise<Page<PurchasePaymentResponse>> {
    const reader = new QueryReader(query);
    const params = readListParams(reader, PURCHASE_PAYMENT_SORT_FIELDS);
    const conditions = purchasePaymentListConditions(reader);
    const { rows, total } = await this.payments.list(account.accountId, params, conditions, reader);
    return new Page(rows.map(toPurchasePaymentResponse), total, params.page, params.perPage);
  }

  async get(account: AccountContext, id: number): Promise<PurchasePaymentResponse> {
    const payment = await this.payments.find(account.accountId, id);
    if (!payment) throw DomainError.notFound();
    return toPurchasePaymentResponse(payment);
  }

  async create(
    account: AccountContext,
    input: CreatePurchasePaymentDto,
  ): Promise<PurchasePaymentResponse> {
    const [created] = await this.createAll(account, [input], false);
    return created;
  }

  /** All payments or none, in one transaction; errors name the entry, e.g. `[2].purchase_id`. */
  bulkCreate(
    account: AccountContext,
    inputs: CreatePurchasePaymentDto[],
  ): Promise<PurchasePaymentResponse[]> {
    return this.createAll(account, inputs, true);
  }

  /** Changes the fields sent; another `purchase_id` moves the payment (same currency only). */
  update(
    account: AccountContext,
    id: number,
    input: UpdatePurchasePaymentDto,
  ): Promise<PurchasePaymentResponse> {
    const { accountId } = account;
    return this.withLockedPayment(accountId, id, input.purchase_id, async (tx, payment, locked) => {
      const errors: FieldErrors = {};
      const target = locked.get(input.purchase_id ?? payment.purchaseId);
      const data = purchasePaymentData(input, target, payment, errors);
      if (!data) throw DomainError.validation(errors);
      await this.payments.update(accountId, id, data, tx);
      await this.payments.touchPurchases(accountId, locked.keys(), tx);
      const [saved] = await this.payments.findMany(accountId, [id], tx);
      return toPurchasePaymentResponse(saved);
    });
  }

  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.withLockedPayment(accountId, id, undefined, async (tx, _payment, locked) => {
      await this.payments.delete(accountId, id, tx);
      await this.payments.touchPurchases(accountId, locked.keys(), tx);
    });
  }

  private createAll(
    account: AccountContext,
    inputs: CreatePurchasePaymentDto[],
    bulk: boolean,
  ): Promise<PurchasePaymentResponse[]> {
    const { accountId } = account;
    return this.payments.transaction(
      accountId,
      async (tx) => {
        const ids = inputs.map((input) => input.purchase_id);
        const locked = await this.payments.lockPurchases(accountId, ids, tx);
        const errors: FieldErrors = {};
        const rows = inputs.flatMap((input, index) => {
          const prefix = bulk ? `[${index}].` : '';
          const purchase = locked.get(input.purchase_id);
          return purchasePaymentData(input, purchase, null, errors, prefix) ?? [];
        });
        if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
        const created: number[] = [];
        for (const row of rows) created.push(await this.payments.create(accountId, row, tx));
        await this.payments.touchPurchases(accountId, locked.keys(), tx);
        const saved = await this.payments.findMany(accountId, created, tx);
        return saved.map(toPurchasePaymentResponse);
      },
      { timeoutMs: bulk ? BULK_TIMEOUT_MS : undefined },
    );
  }

  /** Runs `work` with the payment's purchase (and `targetId`) locked; see withLockedParent. */
  private withLockedPayment<T>(
    accountId: number,
    id: number,
    targetId: number | undefined,
    work: (
      tx: AccountTx,
      payment: PurchasePayment,
      locked: Map<number, LockedPurchase>,
    ) => Promise<T>,
  ): Promise<T> {
    return withLockedParent(
      {
        transaction: (run) => this.payments.transaction(accountId, run),
        find: (tx) => this.payments.find(accountId, id, tx),
        parentId: (payment) => payment.purchaseId,
        lock: (ids, tx) => this.payments.lockPurchases(accountId, ids, tx),
      },
      targetId,
      work,
    );
  }
}
