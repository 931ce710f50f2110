import { Prisma } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { planReceipt, type ReceiptReferencesFound } from './receipt-inputs';
import type { ReceiptRow } from './receipt-records.query';

const FOUND: ReceiptReferencesFound = {
  account: { currencies: ['EUR', 'JPY'], defaultCurrency: 'EUR' },
  project: { id: 4, billable: true },
  vatCodes: [{ id: 9, active: true }],
  categories: [],
};

const CURRENT = {
  currency: 'EUR',
  items: [{ grossTotal: new Prisma.Decimal('12.50'), purchaseCategoryId: null }],
} as unknown as ReceiptRow;

const fieldsOf = (work: () => unknown): string[] => {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return Object.keys(error.fieldErrors);
    throw error;
  }
  return [];
};

describe('planReceipt', () => {
  it("creates with the account's currency and the project's billable flag", () => {
    const plan = planReceipt(
      { project_id: 4, items: [{ gross_total: 1.5, vat_code_id: 9 }] },
      FOUND,
      null,
    );
    expect(plan.columns).toMatchObject({ currency: 'EUR', billable: true, grossTotal: '1.5' });
    expect(plan.items).toEqual([{ grossTotal: '1.5', vatCodeId: 9, purchaseCategoryId: null }]);
  });

  it('keeps the items of a change that sends none, and their total', () => {
    const plan = planReceipt({ title: 'Taxi' }, FOUND, CURRENT);
    expect(plan.items).toBeUndefined();
    expect(plan.columns).toMatchObject({ title: 'Taxi', currency: undefined, grossTotal: '12.5' });
    expect(plan.columns.billable).toBeUndefined();
  });

  it("checks the kept items again in a new currency's decimals", () => {
    expect(fieldsOf(() => planReceipt({ currency: 'JPY' }, FOUND, CURRENT))).toEqual([
      'items[0].gross_total',
    ]);
  });
});
