import { FieldErrorCollector } from '@faktura/domain';
import { calculateItems, itemColumns, positionInput } from './catalog-item-columns';
import { NEW_ITEM } from './catalog-item.checks';

describe('itemColumns', () => {
  it('fills the defaults of a new item and keeps amounts exact', () => {
    expect(itemColumns({ title: 'Travel', net_total: 99.99 }, '', null)).toMatchObject({
      type: 'item',
      title: 'Travel',
      netTotal: '99.99',
      optional: false,
      additional: false,
      subtotalType: null,
    });
  });

  it('reads the legacy part switch of a subtotal; other types keep no subtotal type', () => {
    expect(itemColumns({ type: 'subtotal', part: true }, '', null).subtotalType).toBe('part_total');
    expect(itemColumns({ type: 'subtotal' }, '', null).subtotalType).toBe('sub_total');
    expect(itemColumns({ type: 'title', subtotal_type: 'part_total' }, '', null).subtotalType).toBe(
      null,
    );
  });

  it('changes only what a change sends', () => {
    const columns = itemColumns({ quantity: 3, unit_cost: null }, '', null);
    expect(columns.quantity).toBe('3');
    expect(columns.unitCost).toBeNull();
  });
});

describe('calculateItems', () => {
  it("computes totals as offers do and names problems by the route's fields", () => {
    const errors = new FieldErrorCollector();
    const inputs = [
      positionInput(NEW_ITEM, { quantity: '2', unitPrice: '1200.5' }),
      positionInput(NEW_ITEM, { title: 'No price', quantity: '1' }),
      positionInput(NEW_ITEM, { type: 'subtotal', subtotalType: 'part_total' }),
    ];
    expect(calculateItems(inputs, 'EUR', (index) => `items[${index + 10}].`, errors)).toBeNull();
    expect(errors.isEmpty).toBe(false);
    expect(() => errors.throwIfAny()).toThrow('items[11].net_total');
    const valid = calculateItems(inputs.slice(0, 1), 'EUR', () => '', new FieldErrorCollector());
    expect(valid?.[0].net_total.toString()).toBe('2401');
  });
});
