import { Injectable } from '@nestjs/common';
import { earliestCollectionDate, isTargetBusinessDay } from '@faktura/banking';
import {
  FieldErrorCollector,
  describeMandate,
  directDebitRunProblems,
  type MandateState,
} from '@faktura/domain';
import type { AccountContext } from '../../../platform/auth';
import type { AccountTx } from '../../../platform/database';
import { found } from '../../../platform/errors';
import { DomainEvents } from '../../../platform/events';
import { toDirectDebitRunResponse } from '../direct-debit-run.record';
import {
  DirectDebitRunsRepository,
  type CustomerMandate,
  type DirectDebitInvoice,
} from '../direct-debit-runs.repository';
import type { CreateDirectDebitRunDto } from '../dto/create-direct-debit-run.dto';
import type { DirectDebitRunResponse } from '../dto/direct-debit-run.response';
import { type CollectedInvoice, planDirectDebitRun } from './direct-debit-run.plan';

/** A customer's mandate with its state today. */
type MandateOnDay = { mandate: CustomerMandate; state: MandateState };

/**
 * POST /invoices/direct_debit_runs in one transaction: lock the chosen invoices and their
 * customers' mandates, check them and the account (422 naming every problem, nothing written),
 * write the pain.008 file and store the run with one pending collection per invoice. A
 * concurrent run over the same invoice waits for the locks and then finds its collection pending.
 */
@Injectable()
export class CreateDirectDebitRunUseCase {
  constructor(
    private readonly runs: DirectDebitRunsRepository,
    private readonly events: DomainEvents,
  ) {}

  async run(
    account: AccountContext,
    input: CreateDirectDebitRunDto,
    now: Date,
  ): Promise<DirectDebitRunResponse> {
    const { accountId } = account;
    const today = now.toISOString().slice(0, 10);
    const earliest = earliestCollectionDate(today);
    const collectionDate = input.collection_date ?? earliest;
    const errors = new FieldErrorCollector();
    if (collectionDate < earliest) {
      errors.add('collection_date', `must be ${earliest} or later (D-1 on the TARGET2 calendar)`);
    } else if (!isTargetBusinessDay(collectionDate)) {
      errors.add('collection_date', 'must be a TARGET2 business day');
    }
    errors.throwIfAny();
    const ids = [...new Set(input.invoice_ids)];
    return this.runs.transaction(accountId, async (tx) => {
      const creditor = await this.runs.creditor(accountId, tx);
      if (creditor.creditor_id === null)
        errors.add(
          'account.sepa_creditor_id',
          'must be set (PUT /account) before a direct debit run',
        );
      if (creditor.iban === null)
        errors.add('account.iban', 'must be set (PUT /account) before a direct debit run');
      const collections = await this.select(accountId, input, ids, today, errors, tx);
      errors.throwIfAny();
      const runId = await this.runs.reserveId(tx);
      const plan = planDirectDebitRun({
        runId,
        createdAt: now,
        collectionDate,
        format: input.format ?? 'pain.008.001.08',
        creditor: {
          ...creditor,
          iban: creditor.iban as string,
          creditor_id: creditor.creditor_id as string,
        },
        collections,
        finalForMandates: new Set(input.final_for_mandates ?? []),
      });
      await this.runs.insert(accountId, plan, tx);
      const record = toDirectDebitRunResponse(found(await this.runs.find(accountId, runId, tx)));
      await this.events.record(tx, account, {
        type: 'direct_debit_run.created',
        id: runId,
        record,
      });
      return record;
    });
  }

  /** The invoices with their mandates, locked and checked; each problem goes into `errors`. */
  private async select(
    accountId: number,
    input: CreateDirectDebitRunDto,
    ids: number[],
    today: string,
    errors: FieldErrorCollector,
    tx: AccountTx,
  ): Promise<CollectedInvoice[]> {
    await this.runs.lock(accountId, ids, tx);
    const invoices = await this.runs.invoices(accountId, ids, tx);
    const known = new Set(invoices.map((invoice) => invoice.id));
    input.invoice_ids.forEach((id, index) => {
      if (!known.has(id)) errors.add(`invoice_ids[${index}]`, 'is no invoice of this account');
    });
    const customers = [...new Set(invoices.map((invoice) => invoice.customer_id))];
    const mandates = await this.runs.mandates(accountId, customers, tx);
    const chosen = new Map(
      invoices.map((invoice) => [invoice.id, chooseMandate(invoice, mandates, today)]),
    );
    const problems = directDebitRunProblems(
      invoices.map((invoice) => ({
        id: invoice.id,
        identifier: invoice.identifier,
        status: invoice.status,
        currency: invoice.currency,
        grossTotal: invoice.gross_total,
        payments: invoice.payments,
        reversed: invoice.reversed,
        debtCollection: invoice.debt_collection,
        mandate: chosen.get(invoice.id)?.state.status ?? null,
        debitPending: invoice.debit_pending,
      })),
    );
    for (const problem of problems) errors.add('invoice_ids', problem);
    const used = new Set([...chosen.values()].map((choice) => choice?.mandate.id));
    (input.final_for_mandates ?? []).forEach((id, index) => {
      if (!used.has(id))
        errors.add(`final_for_mandates[${index}]`, 'is no mandate the run collects under');
    });
    // Only reached without problems, when every invoice has its mandate.
    return invoices.flatMap((invoice) => {
      const choice = chosen.get(invoice.id);
      if (!choice) return [];
      const earlierCollections = choice.mandate.collections.filter(
        ({ status }) => status === 'pending' || status === 'booked',
      ).length;
      return [{ invoice, mandate: choice.mandate, earlierCollections }];
    });
  }
}

/**
 * The mandate an invoice is collected under: the customer's newest active one; else its newest
 * (whose status then says why not); null when the customer has none.
 */
function chooseMandate(
  invoice: DirectDebitInvoice,
  mandates: readonly CustomerMandate[],
  today: string,
): MandateOnDay | null {
  const own = mandates
    .filter((mandate) => mandate.company_id === invoice.customer_id)
    .map((mandate) => ({
      mandate,
      state: describeMandate(
        { status: mandate.status, signedOn: mandate.signed_on, collections: mandate.collections },
        today,
      ),
    }));
  return own.find(({ state }) => state.status === 'active') ?? own[0] ?? null;
}
