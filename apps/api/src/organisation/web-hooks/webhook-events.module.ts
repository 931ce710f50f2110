import { Module } from '@nestjs/common';
import { WebhookEvents } from './webhook-events.service';
import { WebhookEventsSubscriber } from './webhook-events.subscriber';
import { WebhookPayloadRenderer } from './webhook-payload.renderer';
import { WebhookRenderRepository } from './webhook-render.repository';

/**
 * Web hook events: the subscriber that turns every domain event into deliveries, in the
 * transaction of the change (event-subscribers.ts lists it), its writer `WebhookEvents`, and
 * the renderer of payloads the worker left empty. Nothing is exported: features record domain
 * events, never deliveries.
 */
@Module({
  providers: [
    WebhookEvents,
    WebhookEventsSubscriber,
    WebhookRenderRepository,
    WebhookPayloadRenderer,
  ],
})
export class WebhookEventsModule {}
