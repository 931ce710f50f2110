import { Global, Module } from '@nestjs/common';
import { WebhookEvents } from './webhook-events.service';
import { WebhookPayloadRenderer } from './webhook-payload.renderer';
import { WebhookRenderRepository } from './webhook-render.repository';

/**
 * Web hook events: `WebhookEvents`, which every feature's write path calls in its transaction
 * (global, so no feature imports it), and the renderer of payloads the worker left empty.
 */
@Global()
@Module({
  providers: [WebhookEvents, WebhookRenderRepository, WebhookPayloadRenderer],
  exports: [WebhookEvents],
})
export class WebhookEventsModule {}
