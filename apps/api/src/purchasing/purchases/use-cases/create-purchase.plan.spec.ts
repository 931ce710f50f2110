import fc from 'fast-check';
import {
  domainTotals,
  inputOf,
  itemsArb,
  refsOf,
  stateArb,
  supplierArb,
} from '../../../../test/support/purchase-plan-fixtures';
import type { PurchaseItemDto } from '../dto/purchase-item.dto';
import { planNewPurchase } from './create-purchase.plan';

describe('planNewPurchase', () => {
  it('has the items and totals the domain computes, each item with the supplier number', () => {
    fc.assert(
      fc.property(itemsArb, supplierArb, stateArb, (items, company, state) => {
        const plan = planNewPurchase(inputOf(items), refsOf(items, company, state));
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
        const plan = planNewPurchase(inputOf(items, { user_id: sent }), refsOf(items, null));
        expect(plan.purchase.userId).toBe(sent === undefined ? 3 : sent);
        expect(plan.purchase.title).toBe('Paper');
      }),
    );
  });
});
