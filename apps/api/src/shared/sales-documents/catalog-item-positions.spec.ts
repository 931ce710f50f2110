import { DomainError, FieldErrorCollector } from '@faktura/domain';
import { type CatalogItemValues, withCatalogItems } from './catalog-item-positions';

const WORKSHOP: CatalogItemValues = {
  id: 51,
  type: 'item',
  title: 'Workshop',
  description: '<p>On site</p>',
  quantity: '2',
  unit: 'days',
  unitPrice: '1200.5',
  unitCost: '800',
  netTotal: null,
  optional: false,
  additional: false,
  subtotalType: null,
  revenueCategoryId: 4,
};

describe('withCatalogItems', () => {
  it("copies the item's fields; what the position sends wins, null included", () => {
    const errors = new FieldErrorCollector();
    const [copied, overridden] = withCatalogItems(
      [
        { catalog_service_item_id: 51 },
        { catalog_service_item_id: 51, quantity: 1, description: null, title: undefined },
      ],
      [WORKSHOP],
      errors,
    );
    expect(errors.isEmpty).toBe(true);
    expect(copied).toEqual({
      catalog_service_item_id: 51,
      type: 'item',
      title: 'Workshop',
      description: '<p>On site</p>',
      quantity: 2,
      unit: 'days',
      unit_price: 1200.5,
      unit_cost: 800,
      net_total: null,
      optional: false,
      additional: false,
      subtotal_type: null,
      revenue_category_id: 4,
    });
    expect(overridden).toMatchObject({ title: 'Workshop', quantity: 1, description: null });
  });

  it('leaves positions without an item alone and names a missing item by its index', () => {
    const errors = new FieldErrorCollector();
    const plain = { type: 'item' as const, title: 'Own', net_total: 5 };
    const result = withCatalogItems([plain, { catalog_service_item_id: 99 }], [WORKSHOP], errors);
    expect(result[0]).toBe(plain);
    expect(result[1]).toEqual({ catalog_service_item_id: 99 });
    let thrown: unknown;
    try {
      errors.throwIfAny();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as DomainError).fieldErrors).toEqual({
      'items[1].catalog_service_item_id': ['does not exist'],
    });
  });
});
