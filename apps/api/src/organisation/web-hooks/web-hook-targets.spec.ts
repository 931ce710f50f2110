import { EntityType, WEBHOOK_TARGETS } from '@faktura/db';
import { prismaTarget, wireTarget } from './web-hook-targets';

describe('web hook targets', () => {
  it('maps every wire target to its own entity type and back', () => {
    const stored = WEBHOOK_TARGETS.map(prismaTarget);
    expect(new Set(stored).size).toBe(WEBHOOK_TARGETS.length);
    expect(stored.every((value) => Object.values(EntityType).includes(value))).toBe(true);
    expect(stored.map(wireTarget)).toEqual([...WEBHOOK_TARGETS]);
    expect(prismaTarget('Invoice::Payment')).toBe('InvoicePayment');
    expect(wireTarget('PurchasePayment')).toBe('Purchase::Payment');
  });
});
