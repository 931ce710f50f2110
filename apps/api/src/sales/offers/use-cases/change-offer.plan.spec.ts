import fc from 'fast-check';
import { calculateDocumentTotals, DomainError } from '@faktura/domain';
import { storedPositionInputs } from '../../../shared/sales-documents';
import type { OfferParties } from '../../../shared/sales-documents';
import { positionsArb, taxArb } from '../../../../test/support/position-arbitraries';
import {
  domainTotals,
  inputOf,
  newOfferArb,
  PARTIES,
  refsOf,
  stored,
} from '../../../../test/support/offer-plan-fixtures';
import { planOfferAssignment, planOfferUpdate } from './change-offer.plan';

describe('planOfferUpdate', () => {
  it('keeps the totals and the positions of an offer when no items are sent', () => {
    fc.assert(
      fc.property(newOfferArb, ({ tax, discount, input, refs }) => {
        const offer = stored(input, refs);
        const plan = planOfferUpdate(offer, { title: 'New' }, { vat: null, customProperties: {} });
        expect(plan.positions).toBeUndefined();
        expect(plan.offer).toMatchObject({
          netTotal: offer.netTotal,
          grossTotal: offer.grossTotal,
        });
        const totals = calculateDocumentTotals({
          kind: 'offer',
          currency: 'EUR',
          tax,
          vat_kind: 'tax',
          discount,
          items: storedPositionInputs(offer.positions),
        });
        expect(plan.offer.netTotal).toBe(totals.net_total.toString());
      }),
    );
  });

  it('recomputes with sent items and VAT exactly as the domain does', () => {
    fc.assert(
      fc.property(positionsArb, positionsArb, taxArb, taxArb, (before, after, tax, newTax) => {
        const offer = stored(inputOf(before, 0), refsOf(tax));
        const vat = { vatCode: null, tax: String(newTax), kind: 'tax' as const };
        const plan = planOfferUpdate(offer, { items: after }, { vat, customProperties: {} });
        const totals = domainTotals(after, newTax, 0);
        expect(plan.offer.netTotal).toBe(totals.net_total.toString());
        expect(plan.offer.grossTotal).toBe(totals.gross_total.toString());
        expect(plan.positions).toHaveLength(after.length);
      }),
    );
  });
});

describe('planOfferAssignment', () => {
  const parties = (currency: string | null): OfferParties => ({
    ...PARTIES,
    projectCurrency: currency,
  });

  it('moves an editable offer to the project currency, re-rounding every stored position', () => {
    fc.assert(
      fc.property(positionsArb, taxArb, (items, tax) => {
        const offer = stored(inputOf(items, 0), refsOf(tax));
        const same = planOfferAssignment(offer, parties('EUR'));
        expect(same.positions).toBeUndefined();
        expect(same.offer).toMatchObject({ currency: 'EUR', netTotal: offer.netTotal });
        const moved = planOfferAssignment(offer, parties('JPY'));
        expect(moved.offer.currency).toBe('JPY');
        expect(moved.positions).toHaveLength(items.length);
      }),
    );
  });

  it('refuses another currency once the offer was accepted', () => {
    const offer = stored(inputOf([], 0), refsOf(8.1), 'accepted');
    expect(() => planOfferAssignment(offer, parties('JPY'))).toThrow(DomainError);
    expect(planOfferAssignment(offer, parties('EUR')).positions).toBeUndefined();
  });
});
