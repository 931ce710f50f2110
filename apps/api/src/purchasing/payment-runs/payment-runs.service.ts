import { Injectable, StreamableFile } from '@nestjs/common';
import { DomainError, type SepaTransferEvent, sepaTransferTransition } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Clock } from '../../platform/clock';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents, type EventActor } from '../../platform/events';
import { Page } from '../../platform/lists';
import type { CreatePaymentRunDto } from './dto/create-payment-run.dto';
import type { ListPaymentRunsQuery } from './dto/list-payment-runs.query';
import type { PaymentRunResponse } from './dto/payment-run.response';
import { toPaymentRunResponse } from './payment-run.record';
import { PaymentRunsRepository } from './payment-runs.repository';
import { CreatePaymentRunUseCase } from './use-cases/create-payment-run.use-case';

/** A transfer the bank statement confirmed or returned: which one, and whose purchase. */
export interface SettledTransfer {
  id: number;
  purchaseId: number;
}

/** SEPA payment runs of purchases and the state of their transfers. */
@Injectable()
export class PaymentRunsService {
  constructor(
    private readonly runs: PaymentRunsRepository,
    private readonly creation: CreatePaymentRunUseCase,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async list(
    account: AccountContext,
    query: ListPaymentRunsQuery,
  ): Promise<Page<PaymentRunResponse>> {
    const page = await this.runs.list(account.accountId, query);
    return Page.of(page, toPaymentRunResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<PaymentRunResponse> {
    return toPaymentRunResponse(found(await this.runs.find(account.accountId, id)));
  }

  create(account: AccountContext, input: CreatePaymentRunDto): Promise<PaymentRunResponse> {
    return this.creation.run(account, input, this.clock.now());
  }

  /** The pain.001 file as it was written, named by its message id. */
  async download(account: AccountContext, id: number): Promise<StreamableFile> {
    const run = found(await this.runs.findFile(account.accountId, id));
    return new StreamableFile(Buffer.from(run.file, 'utf8'), {
      type: 'application/xml',
      disposition: `attachment; filename="${run.messageId}.xml"`,
    });
  }

  /**
   * Deletes a run whose transfers are all still pending: they are cancelled (and stay, without
   * the run, for the statement matcher), and their purchases may be paid otherwise again.
   */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.runs.transaction(accountId, async (tx) => {
      if (!(await this.runs.lock(accountId, id, tx))) throw DomainError.notFound();
      const record = toPaymentRunResponse(found(await this.runs.find(accountId, id, tx)));
      const settled = record.transfers.filter((transfer) => transfer.status !== 'pending');
      if (settled.length > 0) {
        throw DomainError.rule(
          `Payment run ${id} cannot be deleted: the bank has booked or returned ${settled.length} of its transfers`,
        );
      }
      const { status } = sepaTransferTransition({ status: 'pending' }, { type: 'cancel' });
      const transferIds = record.transfers.map((transfer) => transfer.id);
      await this.runs.setTransferStatus(accountId, transferIds, status, null, tx);
      await this.events.record(
        tx,
        account,
        { type: 'purchase_payment_run.deleted', id, record },
        ...record.transfers.map((transfer) => ({
          type: 'purchase.changed' as const,
          id: transfer.purchase_id,
        })),
      );
      await this.runs.delete(accountId, id, tx);
    });
  }

  /**
   * The bank statement booked the transfer with `endToEndId` on `bookedOn`: it moves to booked
   * (the caller books the purchase payment in the same transaction). Null when Faktura exported
   * no transfer with this id; an invalid_transition error when it is no longer pending.
   */
  confirmTransfer(
    actor: EventActor,
    endToEndId: string,
    bookedOn: string,
    tx: AccountTx,
  ): Promise<SettledTransfer | null> {
    return this.settle(actor, endToEndId, { type: 'book' }, bookedOn, tx);
  }

  /** The bank returned the transfer with `endToEndId` (pending or booked): it moves to returned. */
  returnTransfer(
    actor: EventActor,
    endToEndId: string,
    tx: AccountTx,
  ): Promise<SettledTransfer | null> {
    return this.settle(actor, endToEndId, { type: 'return' }, null, tx);
  }

  private async settle(
    actor: EventActor,
    endToEndId: string,
    event: SepaTransferEvent,
    bookedOn: string | null,
    tx: AccountTx,
  ): Promise<SettledTransfer | null> {
    const { accountId } = actor;
    const transfer = await this.runs.lockTransfer(accountId, endToEndId, tx);
    if (!transfer) return null;
    const { status } = sepaTransferTransition({ status: transfer.status }, event);
    await this.runs.setTransferStatus(accountId, [transfer.id], status, bookedOn, tx);
    await this.events.record(tx, actor, { type: 'purchase.changed', id: transfer.purchase_id });
    return { id: transfer.id, purchaseId: transfer.purchase_id };
  }
}
