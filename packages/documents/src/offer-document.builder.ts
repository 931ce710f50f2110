import { createHash } from 'node:crypto';
import {
  OFFER_PLACEHOLDERS,
  calculateDocumentTotals,
  formatMoney,
  moneyPlaceholderValues,
  substitutePlaceholders,
  toDecimal,
  type DocumentTotals,
  type PlaceholderValue,
  type PositionType,
} from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import {
  documentUserFields,
  loadOfferForDocument,
  type OfferForDocument,
} from './offer-document.loader';
import {
  offerPlaceholderValues,
  type OfferPlaceholderContext,
} from './offer-document.placeholders';
import { TEMPLATE_VERSION } from './offer-document.template';
import type { OfferDocumentRow, OfferDocumentView } from './offer-document.view';

/** A view and the hash that identifies its PDF. */
export interface BuiltOfferDocument {
  view: OfferDocumentView;
  /** SHA-256 hex of TEMPLATE_VERSION and the view JSON. */
  contentHash: string;
  offerId: number;
  identifier: string;
}

/** Which offer to print, on which paper, for which public URL. */
export interface OfferDocumentRequest {
  accountId: number;
  offerId: number;
  /** Null: the paper named White (plain when the account has none). */
  letterPaperId: number | null;
  /** Base URL of the approval pages, printed by `{customer_approval_link}`. */
  publicUrl: string;
}

/**
 * Loads the offer (scoped by account) with everything it prints, computes its totals with the
 * domain rules and returns the view plus its content hash.
 */
export async function buildOfferDocumentView(
  prisma: PrismaClient,
  request: OfferDocumentRequest,
): Promise<BuiltOfferDocument> {
  const { accountId, offerId, letterPaperId, publicUrl } = request;
  const offer = await loadOfferForDocument(prisma, accountId, offerId, letterPaperId);
  const view = offerViewFrom(offer, { publicUrl });
  return { view, contentHash: offerContentHash(view), offerId, identifier: offer.identifier };
}

/**
 * The offer's variables as an e-mail about it uses them: `{me}` is the sending user
 * (`meUserId`, none when null), everything else as printed on the PDF.
 */
export async function loadOfferEmailValues(
  prisma: PrismaClient,
  request: { accountId: number; offerId: number; publicUrl: string; meUserId: number | null },
): Promise<Record<string, PlaceholderValue>> {
  const { accountId, offerId, publicUrl, meUserId } = request;
  const offer = await loadOfferForDocument(prisma, accountId, offerId, null);
  const me =
    meUserId === null
      ? null
      : await prisma.user.findFirst({
          where: { id: meUserId, accountId },
          select: documentUserFields,
        });
  return offerValues(offer, offerTotals(offer), { publicUrl, me });
}

/** SHA-256 over the template version and the view: equal hashes mean equal PDFs. */
export function offerContentHash(view: OfferDocumentView): string {
  return createHash('sha256')
    .update(`${TEMPLATE_VERSION}\n${JSON.stringify(view)}`)
    .digest('hex');
}

const dbType = (type: string): PositionType =>
  type === 'page_break' ? 'page-break' : (type as PositionType);
const str = (value: { toString(): string } | null) => (value === null ? null : value.toString());
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const nonEmpty = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value : null;

function offerTotals(offer: OfferForDocument): DocumentTotals {
  return calculateDocumentTotals({
    kind: 'offer',
    currency: offer.currency,
    tax: offer.tax.toString(),
    vat_kind: offer.vatCode?.kind ?? 'tax',
    discount: offer.discount.toString(),
    items: offer.positions.map((position) => ({
      type: dbType(position.type),
      quantity: str(position.quantity),
      unit_price: str(position.unitPrice),
      net_total: position.netTotal.toString(),
      optional: position.optional,
      subtotal_type: position.subtotalType,
    })),
  });
}

function offerValues(
  offer: OfferForDocument,
  totals: DocumentTotals,
  context: OfferPlaceholderContext,
): Record<string, PlaceholderValue> {
  const computed = {
    ...moneyPlaceholderValues(totals, offer.currency),
    date: isoDate(offer.date),
    due_date: isoDate(offer.dueDate),
  };
  return offerPlaceholderValues(offer, computed, context);
}

function offerViewFrom(
  offer: OfferForDocument,
  context: OfferPlaceholderContext,
): OfferDocumentView {
  const { currency } = offer;
  const vatKind = offer.vatCode?.kind ?? 'tax';
  const totals = offerTotals(offer);
  const values = offerValues(offer, totals, context);
  const rich = (template: string | null) =>
    nonEmpty(template) === null
      ? null
      : substitutePlaceholders(template as string, values, OFFER_PLACEHOLDERS);
  const account = offer.account;
  const senderAddress = (account.address ?? '').split(/\r?\n/).map((line) => line.trim());
  const paper = offer.letterPaper;
  return {
    letterPaperHtml: paper && paper.name !== 'White' ? nonEmpty(paper.html) : null,
    sender: [account.legalName ?? account.name, ...senderAddress].filter(Boolean).join(' · '),
    recipientAddress: offer.recipientAddress,
    identifier: offer.identifier,
    date: isoDate(offer.date),
    dueDate: isoDate(offer.dueDate),
    title: offer.title,
    currency,
    salutationHtml: rich(offer.salutation),
    footerHtml: rich(offer.footer),
    printDetailColumns: offer.printDetailColumns,
    positions: offer.positions.map((position, index) => row(position, totals, index, currency)),
    totals: totalsOf(totals, offer, currency),
    taxExemptionNotice:
      vatKind === 'tax' ? null : nonEmpty(offer.vatCode?.noticeTaxExemption ?? null),
  };
}

function row(
  position: OfferForDocument['positions'][number],
  totals: DocumentTotals,
  index: number,
  currency: string,
): OfferDocumentRow {
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
          position.quantity === null ? null : toDecimal(position.quantity.toString()).toFixed(),
        unit: nonEmpty(position.unit),
        unitPrice:
          position.unitPrice === null ? null : formatMoney(position.unitPrice.toString(), currency),
        total: formatMoney(computed.net_total, currency),
        optional: computed.optional,
      };
    case 'subtotal':
      return {
        type: 'subtotal',
        title: nonEmpty(position.title) ?? 'Subtotal',
        total: formatMoney(computed.net_total, currency),
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

function totalsOf(totals: DocumentTotals, offer: OfferForDocument, currency: string) {
  const discounted = !totals.discount_total.isZero();
  return {
    itemsTotal: discounted ? formatMoney(totals.items_total, currency) : null,
    discountPercent: discounted ? toDecimal(offer.discount.toString()).toFixed() : null,
    discount: discounted ? formatMoney(totals.discount_total.neg(), currency) : null,
    net: formatMoney(totals.net_total, currency),
    taxRate: totals.tax_rate.toFixed(),
    tax: formatMoney(totals.tax_total, currency),
    gross:
      offer.vatCode?.printGrossTotal === false ? null : formatMoney(totals.gross_total, currency),
  };
}
