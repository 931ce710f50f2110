import { Injectable, StreamableFile } from '@nestjs/common';
import { type SepaTransferEvent, sepaTransferTransition } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Clock } from '../../platform/clock';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents, type EventActor } from '../../platform/events';
import { Page } from '../../platform/lists';
import { toDirectDebitRunResponse } from './direct-debit-run.record';
import { DirectDebitRunsRepository } from './direct-debit-runs.repository';
import type { CreateDirectDebitRunDto } from './dto/create-direct-debit-run.dto';
import type { DirectDebitRunResponse } from './dto/direct-debit-run.response';
import type { ListDirectDebitRunsQuery } from './dto/list-direct-debit-runs.query';
import { CreateDirectDebitRunUseCase } from './use-cases/create-direct-debit-run.use-case';

/** A collection the bank statement confirmed or returned: which one, whose invoice, how much. */
export interface SettledDirectDebit {
  id: number;
  invoiceId: number;
  mandateId: number;
  /** The collected amount (decimal string, EUR). */
  amount: string;
}

/** SEPA direct debit runs of invoices and the state of their collections. */
@Injectable()
export class DirectDebitRunsService {
  constructor(
    private readonly runs: DirectDebitRunsRepository,
    private readonly creation: CreateDirectDebitRunUseCase,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async list(
    account: AccountContext,
    query: ListDirectDebitRunsQuery,
  ): Promise<Page<DirectDebitRunResponse>> {
    const page = await this.runs.list(account.accountId, query);
    return Page.of(page, toDirectDebitRunResponse, query);
  }

  async get(account: AccountContext, id: number): Promise<DirectDebitRunResponse> {
    return toDirectDebitRunResponse(found(await this.runs.find(account.accountId, id)));
  }

  create(account: AccountContext, input: CreateDirectDebitRunDto): Promise<DirectDebitRunResponse> {
    return this.creation.run(account, input, this.clock.now());
  }

  /** The pain.008 file as it was written, named by its message id. */
  async download(account: AccountContext, id: number): Promise<StreamableFile> {
    const run = found(await this.runs.findFile(account.accountId, id));
    return new StreamableFile(Buffer.from(run.xml, 'utf8'), {
      type: 'application/xml',
      disposition: `attachment; filename="${run.messageId}.xml"`,
    });
  }

  /**
   * The bank statement booked the collection with `endToEndId`: it moves to booked (the caller
   * books the invoice payment of `amount` in the same transaction). Null when Faktura issued no
   * collection with this id; an invalid_transition error when it is no longer pending.
   */
  confirmDirectDebit(
    actor: EventActor,
    endToEndId: string,
    tx: AccountTx,
  ): Promise<SettledDirectDebit | null> {
    return this.settle(actor, endToEndId, { type: 'book' }, null, tx);
  }

  /**
   * The bank returned the collection with `endToEndId` (pending or booked) for `reasonCode`
   * (AM04, MD06, ...): it moves to returned and no longer counts for its mandate, so a returned
   * FRST leaves the next collection FRST. The caller reverses the payment it booked.
   */
  returnDirectDebit(
    actor: EventActor,
    endToEndId: string,
    reasonCode: string,
    tx: AccountTx,
  ): Promise<SettledDirectDebit | null> {
    return this.settle(actor, endToEndId, { type: 'return' }, reasonCode, tx);
  }

  private async settle(
    actor: EventActor,
    endToEndId: string,
    event: SepaTransferEvent,
    returnReason: string | null,
    tx: AccountTx,
  ): Promise<SettledDirectDebit | null> {
    const { accountId } = actor;
    const debit = await this.runs.lockDebit(accountId, endToEndId, tx);
    if (!debit) return null;
    // A collection has the lifecycle of any exported SEPA instruction: the transfer's machine.
    const { status } = sepaTransferTransition({ status: debit.status }, event);
    await this.runs.setDebitStatus(accountId, debit, status, returnReason, tx);
    await this.events.record(tx, actor, { type: 'sepa_mandate.changed', id: debit.mandate_id });
    return {
      id: debit.id,
      invoiceId: debit.invoice_id,
      mandateId: debit.mandate_id,
      amount: debit.amount,
    };
  }
}
