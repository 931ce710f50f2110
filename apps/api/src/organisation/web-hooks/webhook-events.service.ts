import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  subscribedHooks,
  WEBHOOK_TARGETS,
  writeWebhookDeliveriesOfMany,
  type WebhookEventName,
  type WebhookTarget,
} from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { AccountTx } from '../../platform/database/account-scope.extension';

/** Who made a change: the account, and the user of its API key (null: nobody logged in). */
export interface WebhookActor {
  accountId: number;
  userId: number | null;
}

/**
 * Reads one record of a target in `tx` exactly as its GET answers it; null, or a 404
 * DomainError as the GET's own loader throws it, when the record does not exist.
 */
export type WebhookPayloadLoader = (
  accountId: number,
  id: number,
  tx: AccountTx,
) => Promise<object | null>;

/** A deleted record: its id and, where the entity has them, its custom properties before. */
export interface DeletedRecord {
  id: number;
  customProperties?: unknown;
}

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
 * The events of web hooks (the outbox): every write path calls it in its own transaction, after
 * the write, so a delivery exists exactly when the change was committed. Asking for the hooks is
 * one statement per event; only when a hook is subscribed is the record loaded, as its GET
 * returns it, by the loader its feature registered (`register`).
 */
@Injectable()
export class WebhookEvents implements OnApplicationBootstrap {
  private readonly loaders = new Map<WebhookTarget, WebhookPayloadLoader>();

  /** Each feature registers how GET loads its records (at module init); one per target. */
  register(target: WebhookTarget, loader: WebhookPayloadLoader): void {
    if (this.loaders.has(target)) throw new Error(`webhook payload of ${target} registered twice`);
    this.loaders.set(target, loader);
  }

  /** A target without a loader could never render its payload: refuse to start. */
  onApplicationBootstrap(): void {
    const missing = WEBHOOK_TARGETS.filter((target) => !this.loaders.has(target));
    if (missing.length > 0) throw new Error(`no webhook payload loader for ${missing.join(', ')}`);
  }

  /**
   * A record was created or updated. `loaded` is the record as GET answers it when the caller
   * has just read it in `tx` (the response of the write), which spares reading it again.
   */
  record(
    tx: AccountTx,
    actor: WebhookActor,
    target: WebhookTarget,
    event: Exclude<WebhookEventName, 'delete'>,
    id: number,
    loaded?: object,
  ): Promise<void> {
    return this.recordEach(tx, actor, target, event, [id], loaded && new Map([[id, loaded]]));
  }

  /** Several records of one target were created or updated: one delivery per record and hook. */
  async recordEach(
    tx: AccountTx,
    actor: WebhookActor,
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
   * Records were deleted: `{"id": N}`, plus `custom_properties` (as they were) for entities that
   * have them. The caller reads them before deleting.
   */
  async recordDeleted(
    tx: AccountTx,
    actor: WebhookActor,
    target: WebhookTarget,
    records: readonly DeletedRecord[],
  ): Promise<void> {
    if (records.length === 0) return;
    const hooks = await subscribedHooks(tx, actor.accountId, target, 'delete');
    const payloads = records.map((record) => ({
      id: record.id,
      payload: deletedPayload(target, record),
    }));
    await this.write(tx, actor, target, 'delete', hooks, payloads);
  }

  /**
   * Deletes a record with `remove` and records the deletion, for callers that have not read the
   * record: only when a hook is subscribed are its custom properties read (as GET shows them)
   * before `remove` runs. Returns what `remove` returns.
   */
  async recordDeletion<T>(
    tx: AccountTx,
    actor: WebhookActor,
    target: WebhookTarget,
    id: number,
    remove: () => Promise<T>,
  ): Promise<T> {
    const hooks = await subscribedHooks(tx, actor.accountId, target, 'delete');
    const before =
      hooks.length > 0 && WITH_CUSTOM_PROPERTIES.has(target)
        ? ((await this.load(tx, actor.accountId, target, id)) as { custom_properties?: unknown })
        : null;
    const result = await remove();
    const record = { id, customProperties: before?.custom_properties };
    if (hooks.length > 0)
      await this.write(tx, actor, target, 'delete', hooks, [
        { id, payload: deletedPayload(target, record) },
      ]);
    return result;
  }

  /**
   * The JSON text of a record as GET returns it, read in `tx` (an account-bound transaction);
   * `{"id": N}` when the record no longer exists. The renderer's way to fill a payload later.
   */
  async render(tx: AccountTx, accountId: number, target: WebhookTarget, id: number) {
    return JSON.stringify((await this.load(tx, accountId, target, id)) ?? { id });
  }

  private async load(
    tx: AccountTx,
    accountId: number,
    target: WebhookTarget,
    id: number,
  ): Promise<object | null> {
    const loader = this.loaders.get(target);
    if (!loader) throw new Error(`no webhook payload loader for ${target}`);
    try {
      return await loader(accountId, id, tx);
    } catch (error) {
      if (DomainError.is(error) && error.code === 'not_found') return null;
      throw error;
    }
  }

  /** One delivery per record and hook; a record without payload is sent as `{"id": N}`. */
  private write(
    tx: AccountTx,
    actor: WebhookActor,
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

function deletedPayload(target: WebhookTarget, record: DeletedRecord): object {
  return WITH_CUSTOM_PROPERTIES.has(target)
    ? { id: record.id, custom_properties: record.customProperties ?? {} }
    : { id: record.id };
}
