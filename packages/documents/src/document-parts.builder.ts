import {
  calculateDocumentTotals,
  documentLocale,
  type DocumentKind,
  type DocumentLocale,
  type DocumentTotals,
  type PositionType,
  type SubtotalType,
} from '@faktura/domain';
import { formatAmount, formatPercent, formatQuantity, formatTotal } from './document-format';
import { DOCUMENT_LABELS } from './document-labels';
import type { DocumentRow, DocumentTotalsView } from './document-rows.view';

type Stored = { toString(): string };

/** A stored offer or invoice position, as far as printing it is concerned. */
export interface StoredPosition {
  type: string;
  title: string | null;
  description: string | null;
  quantity: Stored | null;
  unit: string | null;
  unitPrice: Stored | null;
  netTotal: Stored;
  optional: boolean;
  subtotalType: SubtotalType | null;
}

/** A stored offer or invoice, as far as its totals are concerned. */
export interface StoredAmounts {
  currency: string;
  tax: Stored;
  discount: Stored;
  cashDiscount?: Stored;
  vatCode: { kind: 'tax' | 'reverse_charge' | 'intra_eu'; printGrossTotal: boolean } | null;
  positions: readonly StoredPosition[];
}

const dbType = (type: string): PositionType =>
  type === 'page_break' ? 'page-break' : (type as PositionType);
const str = (value: Stored | null) => (value === null ? null : value.toString());

/**
 * The locale a document is printed in for its customer: the company's alternative language
 * (English) when it asks for it, else the account's locale.
 */
export function printLocale(
  account: { locale: string },
  company: { alternativeLanguage: boolean } | null,
): DocumentLocale {
  return documentLocale(account.locale, company?.alternativeLanguage ?? false);
}

/** The value, or null when it is missing or only white space. */
export const nonEmpty = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value : null;

/** Totals of a stored document by the domain rules (the stored totals are not trusted). */
export function storedDocumentTotals(kind: DocumentKind, document: StoredAmounts): DocumentTotals {
  return calculateDocumentTotals({
    kind,
    currency: document.currency,
    tax: document.tax.toString(),
    vat_kind: document.vatCode?.kind ?? 'tax',
    discount: document.discount.toString(),
    cash_discount: document.cashDiscount?.toString() ?? null,
    items: document.positions.map((position) => ({
      type: dbType(position.type),
      quantity: str(position.quantity),
      unit_price: str(position.unitPrice),
      net_total: position.netTotal.toString(),
      optional: position.optional,
      subtotal_type: position.subtotalType,
    })),
  });
}

/** The printed rows of the positions, amounts from `totals` (same order), formatted for `print`. */
export function positionRows(
  positions: readonly StoredPosition[],
  totals: DocumentTotals,
  currency: string,
  print: DocumentLocale,
): DocumentRow[] {
  return positions.map((position, index) => row(position, totals, index, currency, print));
}

function row(
  position: StoredPosition,
  totals: DocumentTotals,
  index: number,
  currency: string,
  { language, locale }: DocumentLocale,
): DocumentRow {
  const computed = totals.items[index]!;
  switch (dbType(position.type)) {
    case 'title':
      return { type: 'title', title: position.title ?? '' };
    case 'description':
      return {
        type: 'description',
        title: nonEmpty(position.title),
        descriptionHtml: nonEmpty(position.description),
      };
    case 'item':
      return {
        type: 'item',
        title: position.title ?? '',
        descriptionHtml: nonEmpty(position.description),
        quantity:
          position.quantity === null ? null : formatQuantity(position.quantity.toString(), locale),
        unit: nonEmpty(position.unit),
        // Unit prices keep every decimal they were entered with (0.125 per piece).
        unitPrice:
          position.unitPrice === null
            ? null
            : formatAmount(position.unitPrice.toString(), currency, locale),
        total: formatTotal(computed.net_total, currency, locale),
        optional: computed.optional,
      };
    case 'subtotal':
      return {
        type: 'subtotal',
        title: nonEmpty(position.title) ?? DOCUMENT_LABELS[language].subtotal,
        total: formatTotal(computed.net_total, currency, locale),
        optional:
          computed.subtotal_type === 'optional_part_total' ||
          computed.subtotal_type === 'optional_sub_total',
      };
    case 'page-break':
      return { type: 'page-break' };
    case 'separator':
      return { type: 'separator' };
  }
}

/** The totals block of a document, formatted for `locale`. */
export function totalsView(
  totals: DocumentTotals,
  document: StoredAmounts,
  locale: string,
): DocumentTotalsView {
  const money = (amount: Parameters<typeof formatTotal>[0]) =>
    formatTotal(amount, document.currency, locale);
  const discounted = !totals.discount_total.isZero();
  return {
    itemsTotal: discounted ? money(totals.items_total) : null,
    discountPercent: discounted ? formatPercent(document.discount.toString(), locale) : null,
    discount: discounted ? money(totals.discount_total.neg()) : null,
    net: money(totals.net_total),
    taxRate: formatPercent(totals.tax_rate, locale),
    tax: money(totals.tax_total),
    gross: document.vatCode?.printGrossTotal === false ? null : money(totals.gross_total),
  };
}

/** One line above the recipient: the seller's name and address. */
export function senderLine(account: {
  name: string;
  legalName: string | null;
  address: string | null;
}): string {
  const address = (account.address ?? '').split(/\r?\n/).map((line) => line.trim());
  return [account.legalName ?? account.name, ...address].filter(Boolean).join(' · ');
}
