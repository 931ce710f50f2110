import { Injectable } from '@nestjs/common';
import type { RenderableDocumentKind } from '@faktura/db';
import type { AccountTx } from '../../platform/database';
import type {
  DomainEventSubscriber,
  DomainEvent,
  DomainEventType,
  EventActor,
} from '../../platform/events';
import { DocumentRendersRepository } from './document-renders.repository';

/**
 * The events after which a document's PDF is rendered ahead, with the kind of document (the
 * event's `id` is the document's). Keys must be event types, and event-subscribers.ts must list
 * the subscriber for exactly these (both checked by the compiler).
 */
export const RENDER_AHEAD_KINDS = {
  'offer.created': 'offer',
  'offer.changed': 'offer',
  'offer.status_changed': 'offer',
  'offer_confirmation.created': 'offer_confirmation',
  'offer_confirmation.changed': 'offer_confirmation',
  'invoice.created': 'invoice',
  'invoice.status_changed': 'invoice',
  'invoice_reminder.created': 'invoice_reminder',
} as const satisfies { [T in DomainEventType]?: RenderableDocumentKind };

export type RenderAheadEventType = keyof typeof RENDER_AHEAD_KINDS;

/**
 * Starts the PDF of a document that was just created or changed, in the caller's transaction
 * (exactly one statement), so the first GET .pdf or send_email usually finds it rendered.
 * Quick successive changes queue one render, of the version current when it runs.
 */
@Injectable()
export class DocumentRenderAheadSubscriber implements DomainEventSubscriber<RenderAheadEventType> {
  constructor(private readonly renders: DocumentRendersRepository) {}

  handle(tx: AccountTx, actor: EventActor, event: DomainEvent<RenderAheadEventType>) {
    const kind = RENDER_AHEAD_KINDS[event.type];
    return this.renders.enqueueAhead(actor.accountId, kind, event.id, tx);
  }
}
