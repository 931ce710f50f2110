import { Injectable } from '@nestjs/common';
import { DomainError, webhookDeliveryTransition } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { found } from '../../platform/errors';
import { Page } from '../../platform/lists';
import type { ListWebHookDeliveriesQuery } from './dto/list-web-hook-deliveries.query';
import type { WebHookDeliveryResponse } from './dto/web-hook-delivery.response';
import { WebHookDeliveriesRepository } from './web-hook-deliveries.repository';
import { toWebHookDeliveryResponse } from './web-hook-response.mapper';
import { WebHooksRepository } from './web-hooks.repository';

/** The deliveries of a web hook (extension): how they went, and sending one again. */
@Injectable()
export class WebHookDeliveriesService {
  constructor(
    private readonly hooks: WebHooksRepository,
    private readonly deliveries: WebHookDeliveriesRepository,
  ) {}

  async list(
    account: AccountContext,
    hookId: number,
    query: ListWebHookDeliveriesQuery,
  ): Promise<Page<WebHookDeliveryResponse>> {
    const { accountId } = account;
    const hook = found(await this.hooks.find(accountId, hookId));
    const { rows, total } = await this.deliveries.list(accountId, hookId, query);
    const items = rows.map((row) => toWebHookDeliveryResponse(hook, row));
    return new Page(items, total, query.page, query.per_page);
  }

  /**
   * Sends a delivery of the hook again: back to pending, due now, with a fresh retry schedule
   * and the same webhook-id. 404 for a delivery of another hook; 422 while the hook is disabled
   * (its deliveries wait) or the payload is not rendered yet (it goes out once it is).
   */
  async redeliver(
    account: AccountContext,
    hookId: number,
    deliveryId: number,
  ): Promise<WebHookDeliveryResponse> {
    const { accountId } = account;
    return this.deliveries.transaction(accountId, async (tx) => {
      const hook = found(await this.hooks.find(accountId, hookId, tx));
      const delivery = found(await this.deliveries.lock(accountId, hookId, deliveryId, tx));
      if (hook.disabled) throw DomainError.rule('The web hook is disabled; enable it first');
      if (!delivery.rendered)
        throw DomainError.rule('The delivery has no payload yet; it is sent once it has one');
      const { status } = webhookDeliveryTransition(delivery, { type: 'redeliver' });
      await this.deliveries.redeliver(accountId, hookId, deliveryId, status, tx);
      return toWebHookDeliveryResponse(
        hook,
        found(await this.deliveries.find(accountId, deliveryId, tx)),
      );
    });
  }
}
