import { Injectable } from '@nestjs/common';
import type { AccountTx } from '../../platform/database';
import { DomainEvents } from '../../platform/events';
import type { EventActor } from '../../platform/events';
import { SalesReferencesRepository } from './sales-references.repository';

/**
 * change_address of offers and invoices: the document's recipient address written to its
 * company or project, its event recorded at once, before the document's own writes, so the
 * delivery's payload shows the record as this write left it.
 */
@Injectable()
export class AddressWriteBack {
  constructor(
    private readonly refs: SalesReferencesRepository,
    private readonly events: DomainEvents,
  ) {}

  /** Writes `address` to the company `id` (its address). */
  async toCompany(account: EventActor, id: number, address: string, tx: AccountTx): Promise<void> {
    await this.refs.writeCompanyAddress(id, address, tx);
    await this.events.record(tx, account, { type: 'company.address_changed', id });
  }

  /** Writes `address` to the project `id` (its billing address). */
  async toProject(account: EventActor, id: number, address: string, tx: AccountTx): Promise<void> {
    await this.refs.writeProjectBillingAddress(id, address, tx);
    await this.events.record(tx, account, { type: 'project.billing_address_changed', id });
  }
}
