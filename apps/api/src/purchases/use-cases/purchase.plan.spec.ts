import fc from 'fast-check';
import { calculatePurchaseTotals, initialPurchaseState, type PurchaseState } from '@faktura/domain';
import { scaledNumber, taxArb } from '../../../test/support/position-arbitraries';
import type { CreatePurchaseDto } from '../dto/create-purchase.dto';
import type { PurchaseItemDto } from '../dto/purchase-item.dto';
import type { ItemVat } from '../purchase-references.resolver';
import type { PurchaseRow } from '../purchases.repository';
import { planNewPurchase, planPurchaseChange, type PlannedSupplier } from './purchase.plan';

const itemsArb = fc.array(
  fc.record({
    title: fc.string({ maxLength: 8 }),
    total: scaledNumber(-10000, 100000, 2),
    tax_included: fc.boolean(),
    tax: taxArb,
  }),
  { minLength: 1, maxLength: 6 },
);
const supplierArb = fc.option(
  fc.record({ id: fc.nat(), creditNumber: fc.option(fc.nat(), { nil: null }) }),
  { nil: null },
);
const stateArb = fc.constantFrom<PurchaseState>({ status: 'pending' }, { status: 'archived' });

const vatsOf = (items: { tax: number }[]): ItemVat[] =>
  items.map((item) => ({ vatCode: null, tax: String(item.tax), kind: 'tax' }));

const inputOf = (items: PurchaseItemDto[], extra: Partial<CreatePurchaseDto> = {}) =>
  ({
    date: '2026-03-01',
    currency: 'EUR',
    payment_method: 'bank',
    items,
    ...extra,
  }) as CreatePurchaseDto;

const domainTotals = (
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
const stored = (items: PurchaseItemDto[], company: PlannedSupplier | null) => {
  const refs = {
    company,
    vats: vatsOf(items as { tax: number }[]),
    userId: 3,
    customProperties: {},
  };
  const plan = planNewPurchase(inputOf(items), { ...refs, state: initialPurchaseState() });
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

describe('planNewPurchase', () => {
  it('has the items and totals the domain computes, each item with the supplier number', () => {
    fc.assert(
      fc.property(itemsArb, supplierArb, stateArb, (items, company, state) => {
        const refs = { company, vats: vatsOf(items), state, userId: 3, customProperties: {} };
        const plan = planNewPurchase(inputOf(items), refs);
        const totals = domainTotals(items, 'EUR');
        expect(plan.purchase.netTotal).toBe(totals.net_total.toString());
        expect(plan.purchase.grossTotal).toBe(totals.gross_total.toString());
        plan.items.forEach((row, index) => {
          expect(row.grossTotal).toBe(totals.items[index].gross_total.toString());
          expect(row.supplierCreditNumber).toBe(company?.creditNumber ?? null);
        });
        expect(plan.purchase.status).toBe(state.status);
        expect(plan.purchase.companyId).toBe(company?.id ?? null);
      }),
    );
  });

  it('books the purchase on the sent user, else on the caller', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: undefined }), (sent) => {
        const items = [{ title: 'Paper', total: 10, tax: 8.1 }] as PurchaseItemDto[];
        const refs = { company: null, vats: vatsOf(items as { tax: number }[]), userId: 3 };
        const plan = planNewPurchase(inputOf(items, { user_id: sent }), {
          ...refs,
          state: initialPurchaseState(),
          customProperties: {},
        });
        expect(plan.purchase.userId).toBe(sent === undefined ? 3 : sent);
        expect(plan.purchase.title).toBe('Paper');
      }),
    );
  });
});

describe('planPurchaseChange', () => {
  const unchanged = { company: undefined, currency: null, customProperties: {} };

  it('writes no item when neither supplier nor currency changes', () => {
    fc.assert(
      fc.property(itemsArb, supplierArb, stateArb, (items, company, state) => {
        const purchase = stored(items, company);
        const plan = planPurchaseChange(purchase, { info: 'x' }, { ...unchanged, state });
        expect(plan.items).toEqual([]);
        expect(plan.purchase).toMatchObject({ status: state.status, info: 'x' });
        expect(plan.purchase.companyId).toBe(purchase.companyId);
        expect(plan.purchase).not.toHaveProperty('currency');
      }),
    );
  });

  it('recomputes every item and the totals in a new currency as the domain does', () => {
    fc.assert(
      fc.property(itemsArb, fc.constantFrom('CHF', 'JPY', 'KWD'), (items, currency) => {
        const purchase = stored(items, null);
        const state = initialPurchaseState();
        const plan = planPurchaseChange(purchase, {}, { ...unchanged, currency, state });
        const totals = domainTotals(items, currency);
        expect(plan.purchase).toMatchObject({
          currency,
          netTotal: totals.net_total.toString(),
          grossTotal: totals.gross_total.toString(),
        });
        expect(plan.items.map((item) => item.data.grossTotal)).toEqual(
          totals.items.map((item) => item.gross_total.toString()),
        );
      }),
    );
  });

  it("gives every item the new supplier's credit number", () => {
    fc.assert(
      fc.property(itemsArb, supplierArb, supplierArb, (items, before, after) => {
        const purchase = stored(items, before);
        const state = initialPurchaseState();
        const plan = planPurchaseChange(purchase, {}, { ...unchanged, company: after, state });
        expect(plan.purchase.companyId).toBe(after?.id ?? null);
        expect(plan.items).toHaveLength(items.length);
        for (const item of plan.items)
          expect(item.data).toEqual({ supplierCreditNumber: after?.creditNumber ?? null });
      }),
    );
  });
});
