import fc from 'fast-check';
import { domainTotals, newOfferArb, stored } from '../../../../test/support/offer-plan-fixtures';
import { planOfferConfirmation } from './offer-confirmation.plan';

const DEFAULTS = { today: '2026-12-04', title: 'Auftragsbestätigung – Relaunch', userId: 3 };

describe('planOfferConfirmation', () => {
  it("copies every position of the offer with the domain's totals", () => {
    fc.assert(
      fc.property(newOfferArb, ({ items, tax, discount, input, refs }) => {
        const offer = stored(input, refs);
        const plan = planOfferConfirmation(offer, {}, DEFAULTS);
        const totals = domainTotals(items, tax, discount);
        expect(plan.confirmation.netTotal).toBe(totals.net_total.toString());
        expect(plan.confirmation.grossTotal).toBe(totals.gross_total.toString());
        expect(plan.positions).toHaveLength(offer.positions.length);
        expect(plan.positions.map((row) => [row.type, row.title, row.netTotal])).toEqual(
          offer.positions.map((row) => [row.type, row.title, row.netTotal]),
        );
      }),
    );
  });

  it("takes the offer's texts and the defaults unless the request gives its own", () => {
    fc.assert(
      fc.property(newOfferArb, ({ input, refs }) => {
        const offer = stored({ ...input, salutation: '<p>Hi</p>', footer: null }, refs);
        const copied = planOfferConfirmation(offer, {}, DEFAULTS).confirmation;
        expect(copied).toMatchObject({
          offerId: offer.id,
          title: DEFAULTS.title,
          date: new Date('2026-12-04'),
          salutation: '<p>Hi</p>',
          footer: null,
          recipientAddress: offer.recipientAddress,
          currency: offer.currency,
          userId: 3,
        });
        const sent = planOfferConfirmation(
          offer,
          { title: 'Own', date: '2026-01-02', salutation_raw: null, footer_raw: '<b>F</b>' },
          { ...DEFAULTS, userId: null },
        ).confirmation;
        expect(sent).toMatchObject({
          title: 'Own',
          date: new Date('2026-01-02'),
          salutation: null,
          footer: '<b>F</b>',
          userId: null,
        });
      }),
      { numRuns: 20 },
    );
  });
});
