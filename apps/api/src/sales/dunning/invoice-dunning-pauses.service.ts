import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import type { AccountTx } from '../../platform/database';
import { DomainEvents } from '../../platform/events';
import type { InvoiceDunningResponse } from './dto/dunning-settings.response';
import { toInvoiceDunningFields } from './invoice-dunning.embed';
import { InvoiceDunningPausesRepository } from './invoice-dunning-pauses.repository';

/** POST and DELETE /invoices/{id}/dunning/pause: holding one invoice's dunning run. */
@Injectable()
export class InvoiceDunningPausesService {
  constructor(
    private readonly pauses: InvoiceDunningPausesRepository,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Pauses the invoice's dunning through `until` (inclusive; null: until resumed). Drafts are
   * not dunned (422); a day before today is refused (422 on `until`).
   */
  pause(
    account: AccountContext,
    id: number,
    until: string | null,
  ): Promise<InvoiceDunningResponse> {
    const { accountId } = account;
    return this.pauses.transaction(accountId, async (tx) => {
      const invoice = await this.pauses.lockInvoice(accountId, id, tx);
      if (!invoice) throw DomainError.notFound();
      if (invoice.status === 'draft') throw DomainError.rule('A draft invoice is not dunned');
      if (until !== null && until < new Date().toISOString().slice(0, 10)) {
        throw DomainError.validation({ until: ['must not be before today'] });
      }
      await this.pauses.pause(accountId, id, until, tx);
      await this.events.record(tx, account, { type: 'invoice.dunning_paused', id });
      return this.state(accountId, id, tx);
    });
  }

  /** Resumes the invoice's dunning; 404 when it is not paused. */
  async resume(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    await this.pauses.transaction(accountId, async (tx) => {
      if (!(await this.pauses.lockInvoice(accountId, id, tx))) throw DomainError.notFound();
      if (!(await this.pauses.resume(accountId, id, tx))) throw DomainError.notFound();
      await this.events.record(tx, account, { type: 'invoice.dunning_resumed', id });
    });
  }

  private async state(
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<InvoiceDunningResponse> {
    const invoice = await this.pauses.lockInvoice(accountId, id, tx);
    if (!invoice) throw DomainError.notFound();
    const pause = invoice.dunning.pause;
    return {
      invoice_id: id,
      ...toInvoiceDunningFields(invoice),
      paused: pause !== null,
      paused_until: pause?.until ?? null,
    };
  }
}
