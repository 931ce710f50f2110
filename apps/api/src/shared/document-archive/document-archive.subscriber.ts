import { Injectable } from '@nestjs/common';
import type { AccountTx } from '../../platform/database';
import type { DomainEvent, DomainEventSubscriber, EventActor } from '../../platform/events';
import { DocumentArchiveRepository, type ArchivedOnSendKind } from './document-archive.repository';

/**
 * The events after which a document may have become sent without an e-mail, with its kind.
 * send_email's events (`invoice.sent`, `invoice_reminder.sent`) are not here: the e-mail job
 * archives exactly what it attaches before the message leaves, and a second job could freeze a
 * render on another paper first. event-subscribers.ts must list the subscriber for exactly these.
 */
export const ARCHIVE_ON_SEND_KINDS = {
  'invoice.status_changed': 'invoice',
} as const satisfies Record<string, ArchivedOnSendKind>;

export type ArchiveOnSendEventType = keyof typeof ARCHIVE_ON_SEND_KINDS;

/**
 * Queues `documents.archive` when a status change left the invoice sent and nothing of it is
 * archived yet (update_status sent), in the caller's transaction.
 */
@Injectable()
export class DocumentArchiveSubscriber implements DomainEventSubscriber<ArchiveOnSendEventType> {
  constructor(private readonly archive: DocumentArchiveRepository) {}

  async handle(tx: AccountTx, actor: EventActor, event: DomainEvent<ArchiveOnSendEventType>) {
    const kind = ARCHIVE_ON_SEND_KINDS[event.type];
    const facts = await this.archive.sentFacts(actor.accountId, kind, event.id, tx);
    if (!facts?.sent) return;
    const ref = { kind, documentId: event.id, format: 'pdf' };
    if (await this.archive.first(actor.accountId, ref, tx)) return;
    await this.archive.enqueueArchive(actor.accountId, kind, event.id, tx);
  }
}
