import { DocumentTotals } from './document-totals.calculator.js';
import { formatMoney } from './money.js';

/** Variables usable in an offer's salutation and footer, as the interface lists them. */
export const OFFER_PLACEHOLDERS = Object.freeze([
  'salutation',
  'date',
  'due_date',
  'due_days',
  'invoice_due_days',
  'recipient',
  'company_name',
  'net_total',
  'net_total_plus_options',
  'tax',
  'gross_total',
  'title',
  'identifier',
  'me',
  'me_firstname',
  'me_email',
  'me_details',
  'user',
  'user_email',
  'user_details',
  'internal_contact',
  'internal_contact_email',
  'internal_contact_details',
  // Spelled this way by the interface for offers (invoices say `signature_image`).
  'signatur_image',
  'customer_approval_link',
] as const);

/** Variables usable in an invoice's salutation and footer, as the interface lists them. */
export const INVOICE_PLACEHOLDERS = Object.freeze([
  'salutation',
  'date',
  'due_date',
  'due_days',
  'recipient',
  'company_name',
  'net_total',
  'tax',
  'gross_total',
  'title',
  'identifier',
  'me',
  'me_firstname',
  'me_email',
  'me_details',
  'user',
  'user_email',
  'user_details',
  'internal_contact',
  'internal_contact_email',
  'internal_contact_details',
  'service_period',
  'cash_discount',
  'cash_discount_days',
  'cash_discount_total',
  'gross_total_with_cash_discount',
  'signature_image',
] as const);

/** A name from the offer list. */
export type OfferPlaceholder = (typeof OFFER_PLACEHOLDERS)[number];
/** A name from the invoice list. */
export type InvoicePlaceholder = (typeof INVOICE_PLACEHOLDERS)[number];

/** Plain text (escaped on insertion) or trusted HTML such as a signature image tag. */
export type PlaceholderValue = string | { html: string };

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Replaces `{name}` in a rich-text template in a single pass, so inserted values are never
 * scanned for placeholders again. Plain values are HTML-escaped and their line breaks become
 * `<br>`; `{ html }` values go in untouched. Placeholders without a value, or outside `allowed`
 * when that list is given, stay as they are.
 */
export function substitutePlaceholders(
  template: string,
  values: Readonly<Record<string, PlaceholderValue | undefined>>,
  allowed?: readonly string[],
): string {
  return replacePlaceholders(template, values, allowed, (value) =>
    typeof value === 'string' ? escapeHtmlText(value) : value.html,
  );
}

/**
 * The plain-text form of `substitutePlaceholders`, for e-mail subjects and texts: plain values go
 * in verbatim, `{ html }` values (images) are left out. Same single pass and same rules for
 * unknown or disallowed names.
 */
export function substitutePlainPlaceholders(
  template: string,
  values: Readonly<Record<string, PlaceholderValue | undefined>>,
  allowed?: readonly string[],
): string {
  return replacePlaceholders(template, values, allowed, (value) =>
    typeof value === 'string' ? value : '',
  );
}

function replacePlaceholders(
  template: string,
  values: Readonly<Record<string, PlaceholderValue | undefined>>,
  allowed: readonly string[] | undefined,
  render: (value: PlaceholderValue) => string,
): string {
  return template.replace(PLACEHOLDER, (match, name: string) => {
    if (allowed !== undefined && !allowed.includes(name)) return match;
    if (!Object.prototype.hasOwnProperty.call(values, name)) return match;
    const value = values[name];
    return value === undefined ? match : render(value);
  });
}

/** Escapes text for HTML and turns its line breaks into `<br>`. */
export function escapeHtmlText(text: string): string {
  return text
    .replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
    .replace(/\r\n|\r|\n/g, '<br>');
}

/** The money-valued placeholders. */
export type MoneyPlaceholder =
  | 'net_total'
  | 'net_total_plus_options'
  | 'tax'
  | 'gross_total'
  | 'cash_discount_total'
  | 'gross_total_with_cash_discount';

/** The document totals that money placeholders print. */
export type MoneyTotalField =
  | 'net_total'
  | 'net_total_plus_options'
  | 'tax_total'
  | 'gross_total'
  | 'cash_discount_total'
  | 'gross_total_with_cash_discount';

/**
 * Money variables as plain decimal strings with the currency's minor-unit digits (`1944.00`);
 * `tax` is the tax amount. Locale formatting is left to whoever renders for humans.
 */
export function moneyPlaceholderValues(
  totals: Pick<DocumentTotals, MoneyTotalField>,
  currency: string,
): Record<MoneyPlaceholder, string> {
  return {
    net_total: formatMoney(totals.net_total, currency),
    net_total_plus_options: formatMoney(totals.net_total_plus_options, currency),
    tax: formatMoney(totals.tax_total, currency),
    gross_total: formatMoney(totals.gross_total, currency),
    cash_discount_total: formatMoney(totals.cash_discount_total, currency),
    gross_total_with_cash_discount: formatMoney(totals.gross_total_with_cash_discount, currency),
  };
}
