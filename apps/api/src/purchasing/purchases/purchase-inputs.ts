import { DomainError, type FieldErrorCollector } from '@faktura/domain';
import { apiDate } from '../../platform/serialization';
import type { PurchaseFieldsDto } from './dto/create-purchase.dto';
import type { PurchaseRow } from './purchases.repository';

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
  errors: FieldErrorCollector,
): void {
  if (dates.dueDate !== null && dates.dueDate < dates.date)
    errors.add('due_date', 'must not be before date');
  if (dates.from !== null && dates.to !== null && dates.to < dates.from)
    errors.add('service_period_to', 'must not be before service_period_from');
}

/** The dates of a purchase after a PUT: the sent ones, else the stored ones. */
export function updatedDates(purchase: PurchaseRow, input: Partial<PurchaseFieldsDto>) {
  return {
    date: sentOr(input.date, apiDate(purchase.date)),
    dueDate: sentOr(input.due_date, apiDate(purchase.dueDate)),
    from: sentOr(input.service_period_from, apiDate(purchase.servicePeriodFrom)),
    to: sentOr(input.service_period_to, apiDate(purchase.servicePeriodTo)),
  };
}

/** A field of a PUT: the sent value (`null` included), else the stored one. */
export function sentOr<T>(sent: T | undefined, stored: T): T {
  return sent === undefined ? stored : sent;
}

/**
 * Runs a write that may hit the (account, supplier, receipt_identifier) unique index: a
 * concurrent request that took the receipt first gives the same 422 as the check before it.
 */
export async function withUniqueReceipt<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw DomainError.validation({ receipt_identifier: [RECEIPT_TAKEN] });
    throw error;
  }
}

/** Prisma's unique violation, of a model operation (P2002) or of raw SQL (P2010). */
function isUniqueViolation(error: unknown): boolean {
  const known = error as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown } } };
  } | null;
  if (known?.code === 'P2002') return true;
  return (
    known?.code === 'P2010' &&
    known.meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation'
  );
}

/** The 422 of a receipt identifier another purchase of the supplier already has. */
export function receiptTaken(errors: FieldErrorCollector): void {
  errors.add('receipt_identifier', RECEIPT_TAKEN);
}
