import type { Type } from '@nestjs/common';
import type { AccountTx } from '../database';
import type { DomainEvent, DomainEventType, EventActor } from './domain-event.types';

/**
 * Reacts to the events of the types `T` in the transaction of the change that caused them. A
 * property, not a method, so the compiler checks the event parameter strictly: a subscriber of
 * some types cannot be listed for another.
 */
export interface DomainEventSubscriber<T extends DomainEventType = DomainEventType> {
  readonly handle: (tx: AccountTx, actor: EventActor, event: DomainEvent<T>) => Promise<void>;
}

/** The subscriber classes of every event type, in the order they run (the app's registry). */
export type EventSubscriptions = {
  readonly [T in DomainEventType]: readonly Type<DomainEventSubscriber<T>>[];
};

/** The token under which the registry reaches DomainEvents. */
export const EVENT_SUBSCRIPTIONS = Symbol('EVENT_SUBSCRIPTIONS');

type Unlisted<R extends EventSubscriptions, S, H extends DomainEventType> = {
  [T in H]: S extends R[T][number] ? never : T;
}[H];

/**
 * `true` when the registry `R` lists subscriber `S` for every event type of `H` (those its own
 * table handles); otherwise the event types it misses, so assigning `true` fails to compile.
 */
export type ListedFor<R extends EventSubscriptions, S, H extends DomainEventType> = [
  Unlisted<R, S, H>,
] extends [never]
  ? true
  : { unlisted: Unlisted<R, S, H> };
