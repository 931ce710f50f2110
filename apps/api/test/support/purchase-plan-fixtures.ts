import fc from 'fast-check';
import { calculatePurchaseTotals, initialPurchaseState, type PurchaseState } from '@faktura/domain';
import type { CreatePurchaseDto } from '../../src/purchasing/purchases/dto/create-purchase.dto';
import type { PurchaseItemDto } from '../../src/purchasing/purchases/dto/purchase-item.dto';
import type { ItemVat } from '../../src/purchasing/purchases/purchase-references.resolver';
import type { PurchaseRow } from '../../src/purchasing/purchases/purchases.repository';
import {
  planNewPurchase,
  type ResolvedPurchase,
} from '../../src/purchasing/purchases/use-cases/create-purchase.plan';
import type { PlannedSupplier } from '../../src/purchasing/purchases/use-cases/purchase-columns';
import { scaledNumber, taxArb } from './position-arbitraries';

/** One to six purchase items as clients send them, each with an inline tax rate. */
export const itemsArb = fc.array(
  fc.record({
    title: fc.string({ maxLength: 8 }),
    total: scaledNumber(-10000, 100000, 2),
    tax_included: fc.boolean(),
    tax: taxArb,
  }),
  { minLength: 1, maxLength: 6 },
);

/** A supplier with or without a credit number, or none. */
export const supplierArb = fc.option(
  fc.record({ id: fc.nat(), creditNumber: fc.option(fc.nat(), { nil: null }) }),
  { nil: null },
);

/** A status a new purchase may start in. */
export const stateArb = fc.constantFrom<PurchaseState>(
  { status: 'pending' },
  { status: 'archived' },
);

/** The resolved VAT of each item: its inline rate. */
export const vatsOf = (items: { tax: number }[]): ItemVat[] =>
  items.map((item) => ({ vatCode: null, tax: String(item.tax), kind: 'tax' }));

/** What a new purchase of `items` resolves to: the supplier, their inline rates, user 3. */
export const refsOf = (
  items: PurchaseItemDto[],
  company: PlannedSupplier | null,
  state: PurchaseState = initialPurchaseState(),
): ResolvedPurchase => ({
  company,
  vats: vatsOf(items as { tax: number }[]),
  state,
  userId: 3,
  customProperties: {},
});

/** A new purchase's input in EUR with the given items. */
export const inputOf = (items: PurchaseItemDto[], extra: Partial<CreatePurchaseDto> = {}) =>
  ({
    date: '2026-03-01',
    currency: 'EUR',
    payment_method: 'bank',
    items,
    ...extra,
  }) as CreatePurchaseDto;

/** The domain's totals of the items in a currency. */
export const domainTotals = (
  items: { total: number; tax_included: boolean; tax: number }[],
  currency: string,
) =>
  calculatePurchaseTotals(
    items.map((item) => ({
      total: item.total,
      tax_included: item.tax_included,
      vat_kind: 'tax',
      tax: String(item.tax),
    })),
    currency,
  );

/** The purchase as the repository would read back what the plan wrote. */
export const stored = (items: PurchaseItemDto[], company: PlannedSupplier | null) => {
  const plan = planNewPurchase(inputOf(items), refsOf(items, company));
  return {
    ...plan.purchase,
    id: 1,
    receiptIdentifier: null,
    dueDate: null,
    servicePeriodFrom: null,
    servicePeriodTo: null,
    payments: [],
    items: plan.items.map((item, index) => ({
      ...item,
      id: 100 + index,
      vatCode: null,
      expense: null,
    })),
  } as unknown as PurchaseRow;
};
