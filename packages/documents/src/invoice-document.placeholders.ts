import {
  moneyPlaceholderValues,
  toDecimal,
  type DocumentTotals,
  type PlaceholderValue,
} from '@faktura/domain';
import { isoDate } from './document-parts.builder';
import type { InvoiceForDocument } from './invoice-document.loader';
import { personPlaceholderValues, type Person } from './person.placeholders';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (date columns, so always whole). */
export const daysBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / DAY_MS);

/**
 * Values of every invoice variable. `me` is the user printing or sending it: undefined means
 * the invoice's responsible user (printed documents), null nobody.
 */
export function invoicePlaceholderValues(
  invoice: InvoiceForDocument,
  totals: DocumentTotals,
  me?: Person | null,
): Record<string, PlaceholderValue> {
  const user = invoice.user;
  return {
    ...moneyPlaceholderValues(totals, invoice.currency),
    salutation: invoice.project?.billingContact?.salutation ?? '',
    date: isoDate(invoice.date),
    due_date: isoDate(invoice.dueDate),
    due_days: String(daysBetween(invoice.date, invoice.dueDate)),
    recipient: invoice.recipientAddress,
    company_name: invoice.customer.name,
    title: invoice.title,
    identifier: invoice.identifier ?? '',
    service_period: invoice.servicePeriod ?? '',
    cash_discount: toDecimal(invoice.cashDiscount.toString()).toFixed(),
    cash_discount_days: String(invoice.cashDiscountDays),
    ...personPlaceholderValues(
      { me: me === undefined ? user : me, user, internal: invoice.internalContact },
      'signature_image',
    ),
  };
}
