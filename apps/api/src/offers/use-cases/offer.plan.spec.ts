import fc from 'fast-check';
import { calculateDocumentTotals, DomainError, initialOfferState } from '@faktura/domain';
import {
  type SentPosition,
  sentPositionInputs,
  storedPositionInputs,
} from '../../sales-documents/sales-document-positions';
import type { OfferParties } from '../../sales-documents/sales-references.resolver';
import {
  assertOptionalPositionsNotSummed,
  discountArb,
  positionsArb,
  taxArb,
} from '../../../test/support/position-arbitraries';
import type { CreateOfferDto } from '../dto/create-offer.dto';
import type { OfferRow } from '../offers.repository';
import {
  planNewOffer,
  planOfferAssignment,
  planOfferUpdate,
  type ResolvedOffer,
} from './offer.plan';

const PARTIES: OfferParties = {
  companyId: 7,
  projectId: 8,
  dealId: null,
  projectCurrency: 'EUR',
  dealCurrency: null,
  companyCurrency: 'EUR',
};

const inputOf = (items: SentPosition[], discount: number, extra: Partial<CreateOfferDto> = {}) =>
  ({
    recipient_address: 'Acme',
    date: '2026-03-01',
    due_date: '2026-03-31',
    title: 'Offer',
    items,
    discount,
    ...extra,
  }) as CreateOfferDto;

const refsOf = (tax: number, extra: Partial<ResolvedOffer> = {}): ResolvedOffer => ({
  parties: PARTIES,
  currency: 'EUR',
  vat: { vatCode: null, tax: String(tax), kind: 'tax' },
  printDetailColumns: true,
  customProperties: {},
  userId: 3,
  ...extra,
});

const domainTotals = (items: SentPosition[], tax: number, discount: number, currency = 'EUR') =>
  calculateDocumentTotals({
    kind: 'offer',
    currency,
    tax,
    vat_kind: 'tax',
    discount,
    items: sentPositionInputs(items),
  });

/** The offer as the repository would read back what the plan wrote. */
const stored = (input: CreateOfferDto, refs: ResolvedOffer, status = 'created') => {
  const plan = planNewOffer(input, refs);
  return {
    ...plan.offer,
    id: 1,
    status,
    vatCode: null,
    positions: plan.positions,
  } as unknown as OfferRow;
};

describe('planNewOffer', () => {
  it('has the totals the domain computes for any positions, one row per position', () => {
    fc.assert(
      fc.property(positionsArb, taxArb, discountArb, (items, tax, discount) => {
        const plan = planNewOffer(inputOf(items, discount), refsOf(tax));
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

describe('planOfferUpdate', () => {
  it('keeps the totals and the positions of an offer when no items are sent', () => {
    fc.assert(
      fc.property(positionsArb, taxArb, discountArb, (items, tax, discount) => {
        const offer = stored(inputOf(items, discount), refsOf(tax));
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
