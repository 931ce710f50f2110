import fc from 'fast-check';
import { calculateDocumentTotals } from '@faktura/domain';
import type { CreateOfferDto } from '../../src/sales/offers/dto/create-offer.dto';
import type { OfferRow } from '../../src/sales/offers/offers.repository';
import {
  planNewOffer,
  type ResolvedOffer,
} from '../../src/sales/offers/use-cases/create-offer.plan';
import {
  type SentPosition,
  sentPositionInputs,
} from '../../src/shared/sales-documents/sales-document-positions';
import type { OfferParties } from '../../src/shared/sales-documents/sales-references.resolver';
import { discountArb, positionsArb, taxArb } from './position-arbitraries';

/** The parties the offer plan tests resolve to: a company and a project in EUR. */
export const PARTIES: OfferParties = {
  companyId: 7,
  projectId: 8,
  dealId: null,
  projectCurrency: 'EUR',
  dealCurrency: null,
  companyCurrency: 'EUR',
};

/** A new offer's input with the given positions and discount. */
export const inputOf = (
  items: SentPosition[],
  discount: number,
  extra: Partial<CreateOfferDto> = {},
) =>
  ({
    recipient_address: 'Acme',
    date: '2026-03-01',
    due_date: '2026-03-31',
    title: 'Offer',
    items,
    discount,
    ...extra,
  }) as CreateOfferDto;

/** What a new offer resolves to, with an inline tax rate. */
export const refsOf = (tax: number, extra: Partial<ResolvedOffer> = {}): ResolvedOffer => ({
  parties: PARTIES,
  currency: 'EUR',
  vat: { vatCode: null, tax: String(tax), kind: 'tax' },
  printDetailColumns: true,
  customProperties: {},
  userId: 3,
  ...extra,
});

/** The domain's totals of an offer with the sent positions and an inline tax rate. */
export const domainTotals = (
  items: SentPosition[],
  tax: number,
  discount: number,
  currency = 'EUR',
) =>
  calculateDocumentTotals({
    kind: 'offer',
    currency,
    tax,
    vat_kind: 'tax',
    discount,
    items: sentPositionInputs(items),
  });

/** The offer as the repository would read back what the plan wrote. */
export const stored = (input: CreateOfferDto, refs: ResolvedOffer, status = 'created') => {
  const plan = planNewOffer(input, refs);
  return {
    ...plan.offer,
    id: 1,
    status,
    vatCode: null,
    positions: plan.positions,
  } as unknown as OfferRow;
};

/** A new offer the plan tests start from: any positions, tax and discount, with input and refs. */
export const newOfferArb = fc
  .tuple(positionsArb, taxArb, discountArb)
  .map(([items, tax, discount]) => ({
    items,
    tax,
    discount,
    input: inputOf(items, discount),
    refs: refsOf(tax),
  }));
