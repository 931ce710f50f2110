// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { WebHooksModule } from './web-hooks.module';
export { WebhookEventsModule } from './webhook-events.module';
export { WebhookEventsSubscriber } from './webhook-events.subscriber';
