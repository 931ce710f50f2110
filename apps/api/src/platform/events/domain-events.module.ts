import { type DynamicModule, Module } from '@nestjs/common';
import { EVENT_SUBSCRIPTIONS, type EventSubscriptions } from './event-subscriptions.types';
import { DomainEvents } from './domain-events.service';
import { RecordReaders } from './record-readers.service';

/**
 * Domain events: `DomainEvents`, which every write path records its events with, and
 * `RecordReaders`, where features register how their records are read. Global, so no feature
 * imports it; the subscribers come from the app's registry (event-subscribers.ts), which keeps
 * this module free of feature code.
 */
@Module({})
export class DomainEventsModule {
  /** The module with the app's registry of subscribers. */
  static forRoot(subscriptions: EventSubscriptions): DynamicModule {
    return {
      module: DomainEventsModule,
      global: true,
      providers: [
        { provide: EVENT_SUBSCRIPTIONS, useValue: subscriptions },
        DomainEvents,
        RecordReaders,
      ],
      exports: [DomainEvents, RecordReaders],
    };
  }
}
