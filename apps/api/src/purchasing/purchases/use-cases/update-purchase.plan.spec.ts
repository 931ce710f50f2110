import fc from 'fast-check';
import { initialPurchaseState } from '@faktura/domain';
import {
  domainTotals,
  itemsArb,
  stateArb,
  stored,
  supplierArb,
} from '../../../../test/support/purchase-plan-fixtures';
import { planPurchaseChange } from './update-purchase.plan';

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
