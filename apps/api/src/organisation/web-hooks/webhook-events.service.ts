import { Injectable } from '@nestjs/common';
import {
  subscribedHooks,
  writeWebhookDeliveriesOfMany,
  type WebhookEventName,
  type WebhookTarget,
} from '@faktura/db';
import type { AccountTx } from '../../platform/database';
import { type RecordEntity, RecordReaders } from '../../platform/events';
import type { EventActor, RecordDeletion } from '../../platform/events';
/** The entity whose reader loads a target's payload. */
const TARGET_ENTITIES: Record<WebhookTarget, RecordEntity> = {
  Offer: 'offer',
  Invoice: 'invoice',
  'Invoice::Payment': 'invoice_payment',
  InvoiceReminder: 'invoice_reminder',
  Purchase: 'purchase',
  'Purchase::Payment': 'purchase_payment',
  Company: 'company',
  Contact: 'contact',
  Project: 'project',
  Deal: 'deal',
  Activity: 'activity',
  Expense: 'expense',
  Comment: 'comment',
};

/** The targets whose records carry custom properties, which a delete payload repeats. */
const WITH_CUSTOM_PROPERTIES: ReadonlySet<WebhookTarget> = new Set<WebhookTarget>([
  'Offer',
  'Invoice',
  'Purchase',
  'Expense',
  'Company',
  'Contact',
  'Project',
  'Deal',
]);

/**
 * The writer of web hook events (the outbox), called only by WebhookEventsSubscriber in the
 * transaction of the change, so a delivery exists exactly when the change was committed. Asking
 * for the hooks is one statement per call; only when a hook is subscribed is the record read,
 * as its GET returns it, by the reader its feature registered (RecordReaders).
 */
@Injectable()
export class WebhookEvents {
  constructor(private readonly readers: RecordReaders) {}

  /**
   * Records of one target were created or updated: one delivery per record and hook. `loaded`
   * holds records as GET answers them that the writer has just read in `tx`, which spares
   * reading them again.
   */
  async recordEach(
    tx: AccountTx,
    actor: EventActor,
    target: WebhookTarget,
    event: Exclude<WebhookEventName, 'delete'>,
    ids: readonly number[],
    loaded?: ReadonlyMap<number, object>,
  ): Promise<void> {
    if (ids.length === 0) return;
    const hooks = await subscribedHooks(tx, actor.accountId, target, event);
    if (hooks.length === 0) return;
    const records = [];
    for (const id of new Set(ids)) {
      const payload = loaded?.get(id) ?? (await this.load(tx, actor.accountId, target, id));
      records.push({ id, payload });
    }
    await this.write(tx, actor, target, event, hooks, records);
  }

  /**
   * Records are being deleted (called just before the delete): `{"id": N}`, plus
   * `custom_properties` (as they were) for entities that have them. Custom properties the
   * caller has not read are read here, only when a hook is subscribed.
   */
  async recordDeleted(
    tx: AccountTx,
    actor: EventActor,
    target: WebhookTarget,
    records: readonly RecordDeletion[],
  ): Promise<void> {
    if (records.length === 0) return;
    const hooks = await subscribedHooks(tx, actor.accountId, target, 'delete');
    if (hooks.length === 0) return;
    const payloads = [];
    for (const record of records) {
      const customProperties = await this.customPropertiesOf(tx, actor, target, record);
      payloads.push({
        id: record.id,
        payload: deletedPayload(target, record.id, customProperties),
      });
    }
    await this.write(tx, actor, target, 'delete', hooks, payloads);
  }

  /**
   * The JSON text of a record as GET returns it, read in `tx` (an account-bound transaction);
   * `{"id": N}` when the record no longer exists. The renderer's way to fill a payload later.
   */
  async render(tx: AccountTx, accountId: number, target: WebhookTarget, id: number) {
    return JSON.stringify((await this.load(tx, accountId, target, id)) ?? { id });
  }

  private load(tx: AccountTx, accountId: number, target: WebhookTarget, id: number) {
    return this.readers.read(tx, accountId, TARGET_ENTITIES[target], id);
  }

  private async customPropertiesOf(
    tx: AccountTx,
    actor: EventActor,
    target: WebhookTarget,
    record: RecordDeletion,
  ): Promise<unknown> {
    if (!WITH_CUSTOM_PROPERTIES.has(target) || record.customProperties !== undefined)
      return record.customProperties;
    const before = await this.load(tx, actor.accountId, target, record.id);
    return (before as { custom_properties?: unknown } | null)?.custom_properties;
  }

  /** One delivery per record and hook; a record without payload is sent as `{"id": N}`. */
  private write(
    tx: AccountTx,
    actor: EventActor,
    target: WebhookTarget,
    event: WebhookEventName,
    hooks: number[],
    records: readonly { id: number; payload: object | null }[],
  ): Promise<void> {
    return writeWebhookDeliveriesOfMany(
      tx,
      { accountId: actor.accountId, target, event, actorUserId: actor.userId },
      hooks,
      records.map(({ id, payload }) => ({
        entityId: id,
        payload: JSON.stringify(payload ?? { id }),
      })),
    );
  }
}

function deletedPayload(target: WebhookTarget, id: number, customProperties: unknown): object {
  return WITH_CUSTOM_PROPERTIES.has(target)
    ? { id, custom_properties: customProperties ?? {} }
    : { id };
}
