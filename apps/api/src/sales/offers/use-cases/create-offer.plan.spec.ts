import fc from 'fast-check';
import { initialOfferState } from '@faktura/domain';
import { assertOptionalPositionsNotSummed } from '../../../../test/support/position-arbitraries';
import {
  domainTotals,
  inputOf,
  newOfferArb,
  refsOf,
} from '../../../../test/support/offer-plan-fixtures';
import { planNewOffer } from './create-offer.plan';

describe('planNewOffer', () => {
  it('has the totals the domain computes for any positions, one row per position', () => {
    fc.assert(
      fc.property(newOfferArb, ({ items, tax, discount, input, refs }) => {
        const plan = planNewOffer(input, refs);
        const totals = domainTotals(items, tax, discount);
        expect(plan.offer.netTotal).toBe(totals.net_total.toString());
        expect(plan.offer.grossTotal).toBe(totals.gross_total.toString());
        expect(plan.positions.map((row) => row.netTotal)).toEqual(
          totals.items.map((item) => item.net_total.toString()),
        );
      }),
    );
  });

  it('never sums optional positions', () => {
    assertOptionalPositionsNotSummed((items, tax, discount) => {
      const { netTotal, grossTotal } = planNewOffer(inputOf(items, discount), refsOf(tax)).offer;
      return { netTotal, grossTotal };
    });
  });

  it("takes the domain's initial status and the account's and parties' values", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.boolean(), { nil: undefined }), (account, sent) => {
        const input = inputOf([], 0, { print_detail_columns: sent });
        const plan = planNewOffer(input, refsOf(8.1, { printDetailColumns: account }));
        expect(plan.offer.status).toBe(initialOfferState().status);
        expect(plan.offer.printDetailColumns).toBe(sent ?? account);
        expect(plan.offer).toMatchObject({ companyId: 7, projectId: 8, dealId: null, userId: 3 });
        expect(plan.offer).toMatchObject({ currency: 'EUR', tax: '8.1', vatCodeId: null });
      }),
    );
  });
});
