import type { Prisma } from '@faktura/db';
import { calculatePurchaseTotals, type PurchaseState } from '@faktura/domain';
import { toDateColumn, normalizeTags } from '../../../platform/input';
import type { PurchaseFieldsDto } from '../dto/create-purchase.dto';
import { sentOr, titleOf, updatedDates } from '../purchase-inputs';
import type { PurchaseParts } from '../purchase-parts.repository';
import type { PurchaseRow } from '../purchases.repository';
import { dateColumn, itemAmounts, partsOf, type PlannedSupplier } from './purchase-columns';

/** What a PUT resolved: a supplier (undefined: unchanged), a new currency (null: unchanged). */
export interface ResolvedPurchaseChange {
  company: PlannedSupplier | null | undefined;
  currency: string | null;
  state: PurchaseState;
  customProperties: Record<string, unknown>;
}

/** The columns a PUT writes, and each item's changed columns. */
export interface PurchaseChangePlan {
  purchase: Prisma.PurchaseUncheckedUpdateInput;
  items: { id: number; data: Prisma.PurchaseItemUncheckedUpdateInput }[];
  parts: PurchaseParts;
}

/**
 * PUT /purchases/{id}: the fields sent change (`null` clears a nullable one); items stay, but a
 * new currency recomputes their amounts and the totals, and a new supplier brings its credit
 * number to every item.
 */
export function planPurchaseChange(
  purchase: PurchaseRow,
  input: Partial<PurchaseFieldsDto>,
  refs: ResolvedPurchaseChange,
): PurchaseChangePlan {
  const { company, currency } = refs;
  const data: Prisma.PurchaseUncheckedUpdateInput = {
    ...changedColumns(purchase, input),
    status: refs.state.status,
    companyId: company === undefined ? purchase.companyId : (company?.id ?? null),
    customProperties: refs.customProperties as Prisma.InputJsonObject,
  };
  const supplier =
    company === undefined ? {} : { supplierCreditNumber: company?.creditNumber ?? null };
  const totals = currency === null ? null : storedItemTotals(purchase, currency);
  if (totals)
    Object.assign(data, {
      currency,
      netTotal: totals.net_total.toString(),
      grossTotal: totals.gross_total.toString(),
    });
  const items = purchase.items.map((item, index) => ({
    id: item.id,
    data: { ...supplier, ...(totals ? itemAmounts(totals.items[index]) : {}) },
  }));
  return {
    purchase: data,
    items: items.filter((item) => Object.keys(item.data).length > 0),
    parts: partsOf(input),
  };
}

/** Totals in a new currency, from each stored item's entered total (net or gross). */
function storedItemTotals(purchase: PurchaseRow, currency: string) {
  return calculatePurchaseTotals(
    purchase.items.map((item) => ({
      total: (item.taxIncluded ? item.grossTotal : item.netTotal).toString(),
      tax_included: item.taxIncluded,
      // An inline rate (no VAT code) is ordinary tax.
      vat_kind: item.vatCode?.kind ?? 'tax',
      tax: item.tax.toString(),
    })),
    currency,
  );
}

/** The purchase's own columns from the fields of a PUT; dates as they will be stored. */
function changedColumns(purchase: PurchaseRow, input: Partial<PurchaseFieldsDto>) {
  const dates = updatedDates(purchase, input);
  const itemTitles = purchase.items.map((item) => item.title);
  return {
    date: toDateColumn(dates.date),
    dueDate: dateColumn(dates.dueDate),
    servicePeriodFrom: dateColumn(dates.from),
    servicePeriodTo: dateColumn(dates.to),
    title: input.title === undefined ? undefined : titleOf(input.title, itemTitles),
    info: input.info,
    iban: input.iban,
    reference: input.reference,
    paymentMethod: input.payment_method,
    userId: input.user_id,
    tags: input.tags && normalizeTags(input.tags),
    receiptIdentifier: sentOr(input.receipt_identifier, purchase.receiptIdentifier),
    purchaseBudgetId: input.purchase_budget_id,
    plannedPurchaseId: input.planned_purchase_id,
  };
}
