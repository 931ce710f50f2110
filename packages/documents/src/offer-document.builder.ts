import {
  OFFER_PLACEHOLDERS,
  substitutePlaceholders,
  type DocumentTotals,
  type PlaceholderValue,
} from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import { contentHashOf } from './content-hash';
import { formatDate } from './document-format';
import {
  nonEmpty,
  positionRows,
  printLocale,
  storedDocumentTotals,
  totalsView,
} from './document-parts.builder';
import { letterheadOf } from './letterhead.builder';
import { letterPaperFrame } from './letter-paper.resolver';
import { loadOfferForDocument, type OfferForDocument } from './offer-document.loader';
import {
  offerPlaceholderValues,
  type OfferPlaceholderContext,
} from './offer-document.placeholders';
import { TEMPLATE_VERSION } from './offer-document.template';
import type { OfferDocumentView } from './offer-document.view';
import { loadSender } from './person.placeholders';
import { datePlaceholderValues, localMoneyPlaceholderValues } from './placeholder-values.format';
import { sellerView, taxExemptionNotice } from './seller-details.builder';

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
  /** Print without any letter paper. */
  blank?: boolean;
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
  const { accountId, offerId, letterPaperId, blank, publicUrl } = request;
  const offer = await loadOfferForDocument(prisma, accountId, offerId, letterPaperId, blank);
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
  const me = await loadSender(prisma, accountId, meUserId);
  return offerValues(offer, storedDocumentTotals('offer', offer), { publicUrl, me });
}

/** SHA-256 over the template version and the view: equal hashes mean equal PDFs. */
export function offerContentHash(view: OfferDocumentView): string {
  return contentHashOf(TEMPLATE_VERSION, view);
}

function offerValues(
  offer: OfferForDocument,
  totals: DocumentTotals,
  context: OfferPlaceholderContext,
): Record<string, PlaceholderValue> {
  // The offer's print locale, so the PDF and the e-mail about it write the values alike.
  const { locale } = printLocale(offer.account, offer.company);
  const computed = {
    ...localMoneyPlaceholderValues(totals, offer.currency, locale),
    ...datePlaceholderValues(offer, locale),
  };
  return offerPlaceholderValues(offer, computed, context);
}

function offerViewFrom(
  offer: OfferForDocument,
  context: OfferPlaceholderContext,
): OfferDocumentView {
  const { currency } = offer;
  const totals = storedDocumentTotals('offer', offer);
  const letterPaperHtml = letterPaperFrame(offer.letterPaper);
  const values = offerValues(offer, totals, context);
  const rich = (template: string | null) =>
    nonEmpty(template) === null
      ? null
      : substitutePlaceholders(template as string, values, OFFER_PLACEHOLDERS);
  const print = printLocale(offer.account, offer.company);
  const { language, locale } = print;
  return {
    language,
    locale,
    letterPaperHtml,
    ...letterheadOf(offer.account, letterPaperHtml),
    recipientAddress: offer.recipientAddress,
    identifier: offer.identifier,
    date: formatDate(offer.date, locale),
    dueDate: formatDate(offer.dueDate, locale),
    title: offer.title,
    currency,
    salutationHtml: rich(offer.salutation),
    footerHtml: rich(offer.footer),
    printDetailColumns: offer.printDetailColumns,
    positions: positionRows(offer.positions, totals, currency, print),
    totals: totalsView(totals, offer, locale),
    taxExemptionNotice: taxExemptionNotice({
      vatKind: offer.vatCode?.kind ?? 'tax',
      vatCodeNotice: offer.vatCode?.noticeTaxExemption ?? null,
      account: offer.account,
      customerVatIdentifier: offer.company?.vatIdentifier ?? null,
      language,
    }),
    seller: sellerView(offer.account, language),
  };
}
