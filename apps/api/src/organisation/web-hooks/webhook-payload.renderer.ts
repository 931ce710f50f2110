import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { queueWebhookDrains, WEBHOOK_RENDER_CHANNEL } from '@faktura/db';
import { API_CONFIG } from '../../platform/config';
import type { ApiConfig } from '../../platform/config';
import { NotifiedRounds, type AccountTx } from '../../platform/database';
import { WebhookEvents } from './webhook-events.service';
import { type UnrenderedDelivery, WebhookRenderRepository } from './webhook-render.repository';

/** Deliveries rendered per transaction, and accounts looked at per round. */
const BATCH_SIZE = 100;
const ACCOUNTS_PER_ROUND = 20;
/** A batch reads up to BATCH_SIZE records: more than Prisma's default of 5 s on a slow disk. */
const BATCH_TIMEOUT_MS = 60_000;

/**
 * Fills the payload of deliveries written without one (the worker's overdue sweep has no API
 * mappers): every API process listens on WEBHOOK_RENDER_CHANNEL and also polls
 * (`webhookRenderPollMs`), since a notification sent while its connection was down is lost. Per
 * account and batch, one transaction claims the deliveries (SKIP LOCKED, so API processes share
 * the work), loads each record as its GET returns it (`{"id": N}` when it was deleted
 * meanwhile), stores the payloads and queues the hooks' drains.
 */
@Injectable()
export class WebhookPayloadRenderer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger(WebhookPayloadRenderer.name);
  private readonly rounds: NotifiedRounds;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly deliveries: WebhookRenderRepository,
    private readonly events: WebhookEvents,
  ) {
    this.rounds = new NotifiedRounds({
      databaseUrl: config.databaseUrl,
      channel: WEBHOOK_RENDER_CHANNEL,
      pollMs: config.webhookRenderPollMs,
      work: () => this.renderAll(),
      onProblem: (reason) => this.log.warn(`${reason}; web hook payloads wait for the poll`),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.rounds.start();
  }

  /** Before the pool closes (onApplicationShutdown): no new round, the running one finishes. */
  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** Renders what waits, or once more after the running rounds; resolves when done. */
  wake(): Promise<void> {
    return this.rounds.wake();
  }

  /** Rounds over the waiting accounts until a round renders nothing (done, or others hold it). */
  private async renderAll(): Promise<void> {
    for (;;) {
      let rendered = 0;
      const accounts = await this.attempt('find', () =>
        this.deliveries.accountsWaiting(ACCOUNTS_PER_ROUND),
      );
      for (const accountId of accounts ?? []) {
        if (this.rounds.stopped) return;
        rendered += (await this.attempt(`account ${accountId}`, () => this.batch(accountId))) ?? 0;
      }
      if (rendered === 0) return;
    }
  }

  /** One transaction: claim, render, store, queue the drains; how many were rendered. */
  private batch(accountId: number): Promise<number> {
    return this.deliveries.transaction(
      accountId,
      async (tx) => {
        const claimed = await this.deliveries.claim(accountId, BATCH_SIZE, tx);
        // A record with several hooks is read once: its deliveries share one payload.
        const byRecord = new Map<string, string>();
        const payloads = new Map<string, string>();
        for (const delivery of claimed) {
          const key = `${delivery.target}:${delivery.event}:${delivery.entityId}`;
          const payload = byRecord.get(key) ?? (await this.render(tx, accountId, delivery));
          byRecord.set(key, payload);
          payloads.set(delivery.id, payload);
        }
        await this.deliveries.storePayloads(accountId, payloads, tx);
        const hooks = [...new Set(claimed.map((delivery) => delivery.subscriptionId))];
        await queueWebhookDrains(tx, accountId, hooks);
        return claimed.length;
      },
      { timeoutMs: BATCH_TIMEOUT_MS },
    );
  }

  private render(tx: AccountTx, accountId: number, delivery: UnrenderedDelivery): Promise<string> {
    const { target, entityId } = delivery;
    return delivery.event === 'delete'
      ? Promise.resolve(JSON.stringify({ id: entityId }))
      : this.events.render(tx, accountId, target, entityId);
  }

  /**
   * A failure (the database away, one account's broken record) is logged and leaves the rows
   * for the next wake or poll; other accounts still render.
   */
  private async attempt<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.log.warn(`web hook payloads (${what}) not rendered: ${(error as Error).message}`);
      return null;
    }
  }
}
