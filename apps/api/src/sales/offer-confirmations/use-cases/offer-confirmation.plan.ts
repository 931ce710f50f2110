import { calculateDocumentTotals, type VatKind } from '@faktura/domain';
import { toDateColumn } from '../../../platform/input';
import { sanitizeOptionalRichText } from '../../../platform/rich-text';
import {
  copiedPositionRow,
  type PositionRow,
  storedPositionInputs,
} from '../../../shared/sales-documents';
import type { OfferConfirmationData } from '../offer-confirmations.repository';

type Stored = { toString(): string };

/** What a confirmation copies of its offer. */
export interface ConfirmedOffer {
  id: number;
  title: string;
  recipientAddress: string;
  currency: string;
  tax: Stored;
  vatCodeId: number | null;
  vatCode: { kind: VatKind } | null;
  discount: Stored;
  salutation: string | null;
  footer: string | null;
  printDetailColumns: boolean;
  companyId: number | null;
  contactId: number | null;
  positions: readonly {
    type: PositionRow['type'];
    title: string | null;
    description: string | null;
    quantity: Stored | null;
    unit: string | null;
    unitPrice: Stored | null;
    netTotal: Stored;
    optional: boolean;
    serviceType: PositionRow['serviceType'];
    subtotalType: PositionRow['subtotalType'];
    revenueCategoryId: number | null;
  }[];
}

/** The texts a request gives; what it leaves out takes the defaults. */
export interface ConfirmationTexts {
  title?: string;
  date?: string;
  salutation_raw?: string | null;
  footer_raw?: string | null;
}

/** What the write decided beyond the request: today's date, the default title, the issuer. */
export interface ConfirmationDefaults {
  /** `YYYY-MM-DD`. */
  today: string;
  title: string;
  userId: number | null;
}

/**
 * A new confirmation (without its number, which the write takes): a copy of the offer's
 * address, currency, VAT, discount and positions, its totals from the domain's calculator, the
 * request's texts or else the offer's (sanitized), the request's date or else today.
 */
export function planOfferConfirmation(
  offer: ConfirmedOffer,
  input: ConfirmationTexts,
  defaults: ConfirmationDefaults,
): { confirmation: OfferConfirmationData; positions: PositionRow[] } {
  const totals = calculateDocumentTotals({
    kind: 'offer',
    currency: offer.currency,
    tax: offer.tax.toString(),
    vat_kind: offer.vatCode?.kind ?? 'tax',
    discount: offer.discount.toString(),
    items: storedPositionInputs(offer.positions),
  });
  const text = (sent: string | null | undefined, copied: string | null) =>
    sent === undefined ? copied : (sanitizeOptionalRichText(sent) ?? null);
  const confirmation = {
    offerId: offer.id,
    date: toDateColumn(input.date ?? defaults.today),
    title: input.title ?? defaults.title,
    salutation: text(input.salutation_raw, offer.salutation),
    footer: text(input.footer_raw, offer.footer),
    recipientAddress: offer.recipientAddress,
    currency: offer.currency,
    netTotal: totals.net_total.toString(),
    grossTotal: totals.gross_total.toString(),
    tax: offer.tax.toString(),
    vatCodeId: offer.vatCodeId,
    discount: offer.discount.toString(),
    printDetailColumns: offer.printDetailColumns,
    companyId: offer.companyId,
    contactId: offer.contactId,
    userId: defaults.userId,
  };
  const positions = offer.positions.map((position, index) =>
    copiedPositionRow(position, totals.items[index]),
  );
  return { confirmation, positions };
}
