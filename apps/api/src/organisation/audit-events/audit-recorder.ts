import type { AccountTx } from '../../platform/database';
import { type DomainEvent, type EventActor, RecordReaders } from '../../platform/events';
import { AUDITED_EVENTS, type AuditedEventType } from './audited-events.table';
import { AuditLogSubscriber } from './audit-log.subscriber';
import { AuditLogWriter } from './audit-log.writer';

const isAudited = (event: DomainEvent): event is DomainEvent<AuditedEventType> =>
  event.type in AUDITED_EVENTS;

/**
 * Records events outside the API (the admin CLI) for the audit trail alone: no web hooks, no
 * render jobs. No record readers are registered there, so an event must carry its record.
 */
export function createAuditRecorder() {
  const subscriber = new AuditLogSubscriber(new RecordReaders(), new AuditLogWriter());
  return {
    async record(tx: AccountTx, actor: EventActor, ...events: DomainEvent[]): Promise<void> {
      for (const event of events) if (isAudited(event)) await subscriber.handle(tx, actor, event);
    },
  };
}
