import fc from 'fast-check';
import { calculateDocumentTotals, initialInvoiceState } from '@faktura/domain';
import { type SentPosition, sentPositionInputs } from '../../../shared/sales-documents';
import {
  assertOptionalPositionsNotSummed,
  discountArb,
  positionsArb,
  taxArb,
} from '../../../../test/support/position-arbitraries';
import type { CreateInvoiceDto } from '../dto/create-invoice.dto';
import { planNewInvoice, type ResolvedInvoice } from './create-invoice.plan';

const inputOf = (items: SentPosition[], extra: Partial<CreateInvoiceDto> = {}) =>
  ({
    customer_id: 7,
    recipient_address: 'Acme',
    date: '2026-03-01',
    due_date: '2026-03-31',
    title: 'Invoice',
    currency: 'CHF',
    items,
    ...extra,
  }) as CreateInvoiceDto;

const refsOf = (tax: number, extra: Partial<ResolvedInvoice> = {}): ResolvedInvoice => ({
  parties: {
    customer: { id: 7, debitNumber: 10001, creditNumber: null, buyerReference: '991-01234-44' },
    project: { id: 8, currency: 'CHF' },
    offer: null,
  },
  vat: { vatCode: null, tax: String(tax), kind: 'tax' },
  servicePeriod: { servicePeriod: null, servicePeriodFrom: null, servicePeriodTo: null },
  printDetailColumns: false,
  customProperties: {},
  userId: 3,
  ...extra,
});

describe('planNewInvoice', () => {
  it('has the totals the domain computes for any positions, discounts included', () => {
    fc.assert(
      fc.property(positionsArb, taxArb, discountArb, discountArb, (items, tax, discount, cash) => {
        const input = inputOf(items, { discount, cash_discount: cash });
        const plan = planNewInvoice(input, refsOf(tax));
        const totals = calculateDocumentTotals({
          kind: 'invoice',
          currency: 'CHF',
          tax,
          vat_kind: 'tax',
          discount,
          cash_discount: cash,
          items: sentPositionInputs(items),
        });
        expect(plan.invoice.netTotal).toBe(totals.net_total.toString());
        expect(plan.invoice.grossTotal).toBe(totals.gross_total.toString());
        expect(plan.netTotal).toBe(totals.net_total.toString());
        expect(plan.positions.map((row) => row.netTotal)).toEqual(
          totals.items.map((item) => item.net_total.toString()),
        );
      }),
    );
  });

  it('never sums optional positions', () => {
    assertOptionalPositionsNotSummed((items, tax, discount) => {
      const plan = planNewInvoice(inputOf(items, { discount }), refsOf(tax));
      return { netTotal: plan.invoice.netTotal, grossTotal: plan.invoice.grossTotal };
    });
  });

  it('takes its status from initialInvoiceState: draft when asked, created otherwise', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom('draft', 'created', 'sent', 'x')), (status) => {
        const plan = planNewInvoice(inputOf([], { status }), refsOf(8.1));
        const expected = initialInvoiceState({ status: status === 'draft' ? 'draft' : 'created' });
        expect(plan.state).toEqual(expected);
        expect(plan.invoice).toMatchObject({ status: expected.status, locked: expected.locked });
        expect(plan.invoice.identifier).toBeNull();
      }),
    );
  });

  it("carries the account's, the customer's and the positions' values", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.array(fc.nat(), { maxLength: 3 }),
        (account, sent, activityIds) => {
          const item = { type: 'item' as const, quantity: 1, unit: 'h', unit_price: 100 };
          const input = inputOf([{ ...item, activity_ids: activityIds } as SentPosition], {
            print_detail_columns: sent,
          });
          const plan = planNewInvoice(input, refsOf(8.1, { printDetailColumns: account }));
          expect(plan.invoice.printDetailColumns).toBe(sent ?? account);
          expect(plan.invoice).toMatchObject({ debitNumber: 10001, creditNumber: null });
          expect(plan.invoice).toMatchObject({ customerId: 7, projectId: 8, offerId: null });
          expect(plan.invoice).toMatchObject({ userId: 3, currency: 'CHF', tax: '8.1' });
          expect(plan.positions[0].billed).toEqual({
            activity: activityIds,
            expense: [],
            payment_schedule: [],
          });
        },
      ),
    );
  });

  it("takes the customer's buyer reference unless the body names one or null", () => {
    const item = { type: 'item' as const, quantity: 1, unit: 'h', unit_price: 100 } as SentPosition;
    const plan = (extra: Partial<CreateInvoiceDto>) =>
      planNewInvoice(inputOf([item], extra), refsOf(19)).invoice.buyerReference;
    expect(plan({})).toBe('991-01234-44');
    expect(plan({ buyer_reference: 'PO 4711' })).toBe('PO 4711');
    expect(plan({ buyer_reference: null })).toBeNull();
  });
});
