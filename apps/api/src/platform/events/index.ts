// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export type {
  DomainEvent,
  DomainEventData,
  DomainEventType,
  EventActor,
  RecordChange,
  RecordDeletion,
  RecordsChange,
  TaggedRecords,
  TimerStart,
} from './domain-event.types';
export { DomainEventsModule } from './domain-events.module';
export { DomainEvents } from './domain-events.service';
export type {
  DomainEventSubscriber,
  EventSubscriptions,
  ListedFor,
} from './event-subscriptions.types';
export { RecordReaders } from './record-readers.service';
export type { RecordEntity } from './record-readers.service';
export { RecordWritesService, RecordedResourceService } from './recorded-resource.service';
