import { Injectable } from '@nestjs/common';
import type { AccountTx } from '../../platform/database';
import type { DomainEventSubscriber, DomainEvent, EventActor } from '../../platform/events';
import { WebhookEvents } from './webhook-events.service';
import { webhookRecordsOf } from './webhook-events.mapping';

/** Writes the web hook deliveries of every domain event (WEBHOOK_EVENTS says which). */
@Injectable()
export class WebhookEventsSubscriber implements DomainEventSubscriber {
  constructor(private readonly webhooks: WebhookEvents) {}

  async handle(tx: AccountTx, actor: EventActor, event: DomainEvent): Promise<void> {
    for (const told of webhookRecordsOf(event)) {
      if (told.event === 'delete') {
        await this.webhooks.recordDeleted(tx, actor, told.target, told.records);
      } else {
        await this.webhooks.recordEach(tx, actor, told.target, told.event, told.ids, told.loaded);
      }
    }
  }
}
