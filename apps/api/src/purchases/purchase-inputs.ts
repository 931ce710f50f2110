import {
  DomainError,
  calculatePurchaseTotals,
  type PurchaseItemInput,
  type PurchaseState,
  purchaseTransition,
} from '@faktura/domain';
import type { FieldErrors } from '../common/validation/field-errors';
import type { PurchaseFieldsDto } from './dto/create-purchase.dto';
import type { PurchaseItemDto } from './dto/purchase-item.dto';
import type { ItemVat } from './purchase-references.resolver';
import type { PurchaseItemData } from './purchases.repository';

const RECEIPT_TAKEN = 'has already been taken for this supplier';

/** The custom properties sent: `custom_property_values` wins over `custom_properties`. */
export function customPropertiesInput(input: Partial<PurchaseFieldsDto>): unknown {
  return input.custom_property_values ?? input.custom_properties;
}

/** The title left out: the first item's title, followed by ` etc.` when there are more. */
export function generatedTitle(itemTitles: readonly string[]): string {
  return itemTitles.length > 1 ? `${itemTitles[0]} etc.` : (itemTitles[0] ?? '');
}

/** A sent title, or the generated one when it is left out or blank. */
export function titleOf(sent: string | null | undefined, itemTitles: readonly string[]): string {
  return sent?.trim() ? sent : generatedTitle(itemTitles);
}

/** The dates of a purchase as they will be stored, checked against each other. */
export function checkDates(
  dates: { date: string; dueDate: string | null; from: string | null; to: string | null },
  errors: FieldErrors,
): void {
  if (dates.dueDate !== null && dates.dueDate < dates.date)
    errors.due_date = ['must not be before date'];
  if (dates.from !== null && dates.to !== null && dates.to < dates.from)
    errors.service_period_to = ['must not be before service_period_from'];
}

/** A status move through the purchase machine; its field errors join the others. */
export function nextStatus(
  current: PurchaseState,
  status: string | undefined,
  errors: FieldErrors,
): PurchaseState {
  if (status === undefined) return current;
  try {
    return purchaseTransition(current, { type: 'update_status', status });
  } catch (error) {
    if (!DomainError.is(error) || error.code !== 'validation_failed') throw error;
    Object.assign(errors, error.fieldErrors);
    return current;
  }
}

/**
 * The stored items of a new purchase with the amounts the domain computes, and the totals.
 * `vats` holds every item's resolved VAT (the resolver refused the request otherwise).
 */
export function calculateItems(
  items: readonly PurchaseItemDto[],
  vats: readonly (ItemVat | null)[],
  currency: string,
  supplierCreditNumber: number | null,
) {
  const vatOf = (index: number): ItemVat => vats[index]!;
  const inputs: PurchaseItemInput[] = items.map((item, index) => ({
    total: item.total,
    tax_included: item.tax_included ?? false,
    vat_kind: vatOf(index).kind,
    tax: vatOf(index).tax,
  }));
  const totals = calculatePurchaseTotals(inputs, currency);
  const rows: PurchaseItemData[] = items.map((item, index) => ({
    title: item.title,
    netTotal: totals.items[index].net_total.toString(),
    taxTotal: totals.items[index].tax_total.toString(),
    grossTotal: totals.items[index].gross_total.toString(),
    tax: vatOf(index).tax,
    taxIncluded: item.tax_included ?? false,
    kskRelevant: item.ksk_relevant ?? false,
    vatCodeId: vatOf(index).vatCode?.id ?? null,
    categoryId: item.category_id ?? null,
    supplierCreditNumber,
  }));
  return { rows, totals };
}

/**
 * Runs a write that may hit the (account, supplier, receipt_identifier) unique index: a
 * concurrent request that took the receipt first gives the same 422 as the check before it.
 */
export async function withUniqueReceipt<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'P2002')
      throw DomainError.validation({ receipt_identifier: [RECEIPT_TAKEN] });
    throw error;
  }
}

/** The 422 of a receipt identifier another purchase of the supplier already has. */
export function receiptTaken(errors: FieldErrors): void {
  errors.receipt_identifier = [RECEIPT_TAKEN];
}
