import type { ModuleRef } from '@nestjs/core';
import type { AccountTx } from '../database';
import type { EventSubscriptions } from './event-subscriptions.types';
import type { DomainEvent, EventActor } from './domain-event.types';
import { DomainEvents } from './domain-events.service';

const tx = { marker: 'the caller transaction' } as unknown as AccountTx;
const actor: EventActor = { accountId: 7, userId: 3 };

/** Subscriber classes that note each call (and hold it open for a tick) in `calls`. */
function subscribers(calls: string[]) {
  const noting = (name: string) =>
    class {
      async handle(seenTx: AccountTx, seenActor: EventActor, event: DomainEvent) {
        calls.push(`${name} starts ${event.type}`);
        expect(seenTx).toBe(tx);
        expect(seenActor).toBe(actor);
        await new Promise((resolve) => setTimeout(resolve, 1));
        calls.push(`${name} ends ${event.type}`);
      }
    };
  return { First: noting('first'), Second: noting('second') };
}

function recorder(registry: Partial<Record<string, readonly (new () => object)[]>>) {
  const instances = new Map<unknown, object>();
  const modules = {
    get: (type: new () => object) => {
      if (!instances.has(type)) instances.set(type, new type());
      return instances.get(type);
    },
  } as unknown as ModuleRef;
  const events = new DomainEvents(registry as unknown as EventSubscriptions, modules);
  events.onModuleInit();
  return events;
}

describe('DomainEvents', () => {
  it("runs each event's subscribers in the registry's order, one after the other", async () => {
    const calls: string[] = [];
    const { First, Second } = subscribers(calls);
    const events = recorder({ 'offer.created': [First, Second], 'offer.billed': [Second] });
    await events.record(
      tx,
      actor,
      { type: 'offer.created', id: 1 },
      { type: 'offer.billed', id: 2 },
    );
    expect(calls).toEqual([
      'first starts offer.created',
      'first ends offer.created',
      'second starts offer.created',
      'second ends offer.created',
      'second starts offer.billed',
      'second ends offer.billed',
    ]);
  });

  it('gives every subscriber the same instance, resolved once', async () => {
    const calls: string[] = [];
    const { First } = subscribers(calls);
    const resolved: unknown[] = [];
    const modules = {
      get: (type: new () => object) => {
        resolved.push(type);
        return new type();
      },
    } as unknown as ModuleRef;
    const registry = { 'offer.created': [First], 'offer.sent': [First] };
    const events = new DomainEvents(registry as unknown as EventSubscriptions, modules);
    events.onModuleInit();
    await events.record(tx, actor, { type: 'offer.sent', id: 1 }, { type: 'offer.sent', id: 2 });
    expect(resolved).toHaveLength(2);
    expect(calls).toHaveLength(4);
  });

  it('rejects when a subscriber fails, so the caller transaction rolls back', async () => {
    class Failing {
      async handle(): Promise<void> {
        throw new Error('no delivery written');
      }
    }
    const calls: string[] = [];
    const { Second } = subscribers(calls);
    const events = recorder({ 'deal.deleted': [Failing, Second] });
    await expect(
      events.record(tx, actor, { type: 'deal.deleted', id: 4, customProperties: {} }),
    ).rejects.toThrow('no delivery written');
    expect(calls).toEqual([]);
  });
});
