import { Injectable } from '@nestjs/common';
import { nextTargetBusinessDay } from '@faktura/banking';
import { FieldErrorCollector, isValidIban, paymentRunProblems } from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { found } from '../../../platform/errors';
import { DomainEvents } from '../../../platform/events';
import type { CreatePaymentRunDto } from '../dto/create-payment-run.dto';
import type { PaymentRunResponse } from '../dto/payment-run.response';
import { toPaymentRunResponse } from '../payment-run.record';
import { PaymentRunsRepository, type PaymentRunPurchase } from '../payment-runs.repository';
import { planPaymentRun } from './payment-run.plan';

/**
 * POST /purchases/payment_runs in one transaction: lock the chosen purchases, check them and the
 * account (422 naming every problem, nothing written), write the pain.001 file and store the
 * run with one pending transfer per purchase. A concurrent run over the same purchase waits
 * for the locks and then finds its transfer pending.
 */
@Injectable()
export class CreatePaymentRunUseCase {
  constructor(
    private readonly runs: PaymentRunsRepository,
    private readonly events: DomainEvents,
  ) {}

  async run(
    account: AccountContext,
    input: CreatePaymentRunDto,
    now: Date,
  ): Promise<PaymentRunResponse> {
    const { accountId } = account;
    const today = now.toISOString().slice(0, 10);
    const executionDate = input.execution_date ?? nextTargetBusinessDay(today);
    const errors = new FieldErrorCollector();
    if (executionDate < today) errors.add('execution_date', 'must not lie in the past');
    errors.throwIfAny();
    const ids = [...new Set(input.purchase_ids)];
    return this.runs.transaction(accountId, async (tx) => {
      const debtor = await this.runs.debtor(accountId, tx);
      if (debtor.iban === null) {
        errors.add('account.iban', 'must be set (PUT /account) before a payment run');
      } else if (!isValidIban(debtor.iban)) {
        errors.add('account.iban', 'is not a valid IBAN');
      }
      const purchases = await this.select(accountId, input.purchase_ids, ids, errors, tx);
      errors.throwIfAny();
      const runId = await this.runs.reserveId(tx);
      const plan = planPaymentRun({
        runId,
        createdAt: now,
        executionDate,
        format: input.format ?? 'pain.001.001.09',
        debtor: { ...debtor, iban: debtor.iban as string },
        purchases,
        userId: account.userId,
      });
      await this.runs.insert(accountId, plan, tx);
      const record = toPaymentRunResponse(found(await this.runs.find(accountId, runId, tx)));
      await this.events.record(
        tx,
        account,
        { type: 'purchase_payment_run.created', id: runId, record },
        ...ids.map((id) => ({ type: 'purchase.changed' as const, id })),
      );
      return record;
    });
  }

  /** The purchases, locked and checked; each problem goes into `errors`. */
  private async select(
    accountId: number,
    sent: readonly number[],
    ids: number[],
    errors: FieldErrorCollector,
    tx: AccountTx,
  ): Promise<PaymentRunPurchase[]> {
    await this.runs.lockPurchases(accountId, ids, tx);
    const purchases = await this.runs.candidates(accountId, ids, tx);
    const known = new Set(purchases.map((purchase) => purchase.id));
    sent.forEach((id, index) => {
      if (!known.has(id)) errors.add(`purchase_ids[${index}]`, 'is no purchase of this account');
    });
    const problems = paymentRunProblems(
      purchases.map((purchase) => ({
        id: purchase.id,
        currency: purchase.currency,
        grossTotal: purchase.gross_total,
        payments: purchase.payments,
        iban: purchase.iban,
        supplierName: purchase.supplier_name,
        transferPending: purchase.transfer_pending,
      })),
    );
    for (const problem of problems) errors.add('purchase_ids', problem);
    return purchases;
  }
}
