import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { AccountTx } from '../database';
import {
  type DomainEventSubscriber,
  EVENT_SUBSCRIPTIONS,
  type EventSubscriptions,
} from './event-subscriptions.types';
import type { DomainEvent, DomainEventType, EventActor } from './domain-event.types';

/**
 * The recorder of domain events: every write path records what happened, in its own
 * transaction, and the subscribers the registry names (web hook deliveries, render jobs) write
 * in that transaction too, so their rows exist exactly when the change was committed.
 */
@Injectable()
export class DomainEvents implements OnModuleInit {
  private readonly subscribers = new Map<DomainEventType, readonly DomainEventSubscriber[]>();

  constructor(
    @Inject(EVENT_SUBSCRIPTIONS) private readonly subscriptions: EventSubscriptions,
    private readonly modules: ModuleRef,
  ) {}

  /** The subscribers are providers of their own modules; one that is missing stops the start. */
  onModuleInit(): void {
    for (const [type, classes] of Object.entries(this.subscriptions)) {
      const instances = classes.map((subscriber) =>
        this.modules.get(subscriber, { strict: false }),
      );
      // The registry's type lists a subscriber only for the events it handles.
      this.subscribers.set(type as DomainEventType, instances as readonly DomainEventSubscriber[]);
    }
  }

  /**
   * Records the events of a change in its transaction `tx`, after the write (a deletion just
   * before the delete): the events in the order given, each one's subscribers in the registry's
   * order, one after the other.
   */
  async record(tx: AccountTx, actor: EventActor, ...events: DomainEvent[]): Promise<void> {
    for (const event of events) {
      for (const subscriber of this.subscribers.get(event.type) ?? []) {
        await subscriber.handle(tx, actor, event);
      }
    }
  }
}
