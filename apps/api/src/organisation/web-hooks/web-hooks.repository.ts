import { Injectable } from '@nestjs/common';
import { queueWebhookDrains, type WebhookSubscription } from '@faktura/db';
import { inIdOrder, ListQueryService, type ListSource } from '../../platform/lists';
import { AccountDbService, accountTable, type TableTypesOf } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import { AccountTableRepository } from '../../platform/repositories';
import type { ListWebHooksQuery } from './dto/list-web-hooks.query';

const SOURCE: ListSource = { table: 'webhook_subscriptions' };

const WEB_HOOKS = accountTable((db) => db.webhookSubscription, undefined);

/** The columns a hook's record shows: never the secret, nor the delivery bookkeeping. */
const WEB_HOOK_COLUMNS = {
  id: true,
  target: true,
  event: true,
  hook: true,
  disabled: true,
  disabledAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type WebHookRow = Pick<WebhookSubscription, keyof typeof WEB_HOOK_COLUMNS>;

/** The web hooks (`webhook_subscriptions`) of one account. */
@Injectable()
export class WebHooksRepository extends AccountTableRepository<TableTypesOf<typeof WEB_HOOKS>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, WEB_HOOKS);
  }

  async list(
    accountId: number,
    query: ListWebHooksQuery,
  ): Promise<{ rows: WebHookRow[]; total: number }> {
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, []);
    const rows = await this.db.forAccount(accountId).webhookSubscription.findMany({
      where: { id: { in: ids } },
      select: WEB_HOOK_COLUMNS,
    });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<WebHookRow | null> {
    return this.client(accountId, tx).webhookSubscription.findFirst({
      where: { id },
      select: WEB_HOOK_COLUMNS,
    });
  }

  /** Disables the hook unless it is disabled already (which keeps its disabled_at). */
  async disable(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    await this.client(accountId, tx).webhookSubscription.updateMany({
      where: { id, disabled: false },
      data: { disabled: true, disabledAt: new Date() },
    });
  }

  /**
   * Enables a disabled hook with a clean slate (no failures counted, no pause) and queues its
   * drain in `tx`, so the deliveries that waited go out; an enabled hook stays as it is.
   */
  async enable(accountId: number, id: number, tx: AccountTx): Promise<void> {
    const { count } = await this.client(accountId, tx).webhookSubscription.updateMany({
      where: { id, disabled: true },
      data: { disabled: false, disabledAt: null, consecutiveFailures: 0, pausedUntil: null },
    });
    if (count > 0) await queueWebhookDrains(tx, accountId, [id]);
  }

  /**
   * Points the hook at a new URL. A new URL is a new receiver: its predecessor's failures and
   * pause no longer count, and what waited is sent now (drain queued in `tx`). The same URL
   * changes nothing, so rewriting it cannot hold off the disabling after 500 failures.
   */
  async changeUrl(accountId: number, id: number, hook: string, tx: AccountTx): Promise<boolean> {
    const db = this.client(accountId, tx);
    const current = await db.webhookSubscription.findFirst({
      where: { id },
      select: { hook: true },
    });
    if (!current) return false;
    if (current.hook === hook) return true;
    await db.webhookSubscription.updateMany({
      where: { id },
      data: { hook, consecutiveFailures: 0, pausedUntil: null },
    });
    await queueWebhookDrains(tx, accountId, [id]);
    return true;
  }

  /** Deletes the hook and, by cascade, its deliveries; false when the account has no such hook. */
  delete(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return this.deleteIfExists(accountId, id, tx);
  }
}
