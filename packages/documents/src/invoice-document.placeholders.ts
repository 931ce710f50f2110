import type { DocumentTotals, PlaceholderValue } from '@faktura/domain';
import type { InvoiceForDocument } from './invoice-document.loader';
import { personPlaceholderValues, type Person } from './person.placeholders';
import {
  datePlaceholderValues,
  localMoneyPlaceholderValues,
  percentPlaceholderValue,
} from './placeholder-values.format';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (date columns, so always whole). */
export const daysBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / DAY_MS);

/**
 * Values of every invoice variable, amounts, dates and the discount percentage written for
 * `locale` (the invoice's print locale, so the PDF and its e-mail agree). `me` is the user
 * printing or sending it: undefined means the invoice's responsible user (printed documents),
 * null nobody.
 */
export function invoicePlaceholderValues(
  invoice: InvoiceForDocument,
  totals: DocumentTotals,
  locale: string,
  me?: Person | null,
): Record<string, PlaceholderValue> {
  const user = invoice.user;
  return {
    ...localMoneyPlaceholderValues(totals, invoice.currency, locale),
    ...datePlaceholderValues(invoice, locale),
    salutation: invoice.project?.billingContact?.salutation ?? '',
    due_days: String(daysBetween(invoice.date, invoice.dueDate)),
    recipient: invoice.recipientAddress,
    company_name: invoice.customer.name,
    title: invoice.title,
    identifier: invoice.identifier ?? '',
    service_period: invoice.servicePeriod ?? '',
    cash_discount: percentPlaceholderValue(invoice.cashDiscount.toString(), locale),
    cash_discount_days: String(invoice.cashDiscountDays),
    ...personPlaceholderValues(
      { me: me === undefined ? user : me, user, internal: invoice.internalContact },
      'signature_image',
    ),
  };
}
