import {
  OFFER_PLACEHOLDERS,
  substitutePlaceholders,
  type DocumentLanguage,
  type PlaceholderValue,
} from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import { contentHashOf, pdfFilename } from './content-hash';
import { formatDate } from './document-format';
import { DOCUMENT_LABELS } from './document-labels';
import {
  nonEmpty,
  positionRows,
  printLocale,
  storedDocumentTotals,
  totalsView,
} from './document-parts.builder';
import { letterPaperFrame } from './letter-paper.resolver';
import { letterheadOf } from './letterhead.builder';
import {
  loadOfferConfirmationForDocument,
  type OfferConfirmationForDocument,
} from './offer-confirmation-document.loader';
import { OFFER_CONFIRMATION_TEMPLATE_VERSION } from './offer-confirmation-document.template';
import type { OfferConfirmationDocumentView } from './offer-confirmation-document.view';
import {
  offerPlaceholderValues,
  type OfferPlaceholderContext,
} from './offer-document.placeholders';
import { loadSender } from './person.placeholders';
import { datePlaceholderValues, localMoneyPlaceholderValues } from './placeholder-values.format';
import { sellerView, taxExemptionNotice } from './seller-details.builder';

/** A confirmation's view, its content hash and the PDF's file name. */
export interface BuiltOfferConfirmationDocument {
  view: OfferConfirmationDocumentView;
  contentHash: string;
  filename: string;
}

/** Which confirmation to print, on which paper, for which public URL (approval links). */
export interface OfferConfirmationDocumentRequest {
  accountId: number;
  confirmationId: number;
  /** Null: the account's default paper, else White (plain when the account has none). */
  letterPaperId: number | null;
  blank?: boolean;
  publicUrl: string;
}

/**
 * The title a confirmation gets when none is given: "Auftragsbestätigung – {offer title}" (as
 * the reference names it) in the customer's document language.
 */
export function defaultOfferConfirmationTitle(language: DocumentLanguage, offerTitle: string) {
  return `${DOCUMENT_LABELS[language].orderConfirmation} – ${offerTitle}`;
}

/**
 * Loads the confirmation (scoped by account), computes its totals from its own positions with
 * the domain rules and returns the view, its content hash and the file name.
 */
export async function buildOfferConfirmationDocumentView(
  prisma: PrismaClient,
  request: OfferConfirmationDocumentRequest,
): Promise<BuiltOfferConfirmationDocument> {
  const { accountId, confirmationId, letterPaperId, blank, publicUrl } = request;
  const confirmation = await loadOfferConfirmationForDocument(
    prisma,
    accountId,
    confirmationId,
    letterPaperId,
    blank,
  );
  const view = confirmationViewFrom(confirmation, publicUrl);
  const fallback = `${DOCUMENT_LABELS[view.language].orderConfirmationFile}-${confirmationId}`;
  return {
    view,
    contentHash: contentHashOf(OFFER_CONFIRMATION_TEMPLATE_VERSION, view),
    filename: pdfFilename(confirmation.identifier, fallback),
  };
}

/**
 * The offer variables as the confirmation's texts use them: its own number, title, date,
 * address, amounts and issuing user; the offer's due date, internal contact and approval link.
 */
function confirmationValues(
  confirmation: OfferConfirmationForDocument,
  locale: string,
  context: OfferPlaceholderContext,
): Record<string, PlaceholderValue> {
  const { offer } = confirmation;
  const totals = storedDocumentTotals('offer', confirmation);
  const dates = { date: confirmation.date, dueDate: offer.dueDate };
  const computed = {
    ...localMoneyPlaceholderValues(totals, confirmation.currency, locale),
    ...datePlaceholderValues(dates, locale),
  };
  const source = {
    ...confirmation,
    ...dates,
    internalContact: offer.internalContact,
    customerApproval: offer.customerApproval,
  };
  return offerPlaceholderValues(source, computed, context);
}

/**
 * The confirmation's variables as an e-mail about it would use them: `{me}` is the sending user
 * (`meUserId`, none when null), everything else as printed on its PDF.
 */
export async function loadOfferConfirmationEmailValues(
  prisma: PrismaClient,
  request: {
    accountId: number;
    confirmationId: number;
    publicUrl: string;
    meUserId: number | null;
  },
): Promise<Record<string, PlaceholderValue>> {
  const { accountId, confirmationId, publicUrl, meUserId } = request;
  const confirmation = await loadOfferConfirmationForDocument(
    prisma,
    accountId,
    confirmationId,
    null,
  );
  const me = await loadSender(prisma, accountId, meUserId);
  const { locale } = printLocale(confirmation.account, confirmation.company);
  return confirmationValues(confirmation, locale, { publicUrl, me });
}

function confirmationViewFrom(
  confirmation: OfferConfirmationForDocument,
  publicUrl: string,
): OfferConfirmationDocumentView {
  const { currency, offer } = confirmation;
  const totals = storedDocumentTotals('offer', confirmation);
  const letterPaperHtml = letterPaperFrame(confirmation.letterPaper);
  const print = printLocale(confirmation.account, confirmation.company);
  const { language, locale } = print;
  const values = confirmationValues(confirmation, locale, { publicUrl });
  const rich = (template: string | null) =>
    nonEmpty(template) === null
      ? null
      : substitutePlaceholders(template as string, values, OFFER_PLACEHOLDERS);
  return {
    language,
    locale,
    letterPaperHtml,
    ...letterheadOf(confirmation.account, letterPaperHtml),
    recipientAddress: confirmation.recipientAddress,
    identifier: confirmation.identifier,
    date: formatDate(confirmation.date, locale),
    offerIdentifier: offer.identifier,
    offerDate: formatDate(offer.date, locale),
    title: confirmation.title,
    currency,
    salutationHtml: rich(confirmation.salutation),
    footerHtml: rich(confirmation.footer),
    printDetailColumns: confirmation.printDetailColumns,
    positions: positionRows(confirmation.positions, totals, currency, print),
    totals: totalsView(totals, confirmation, locale),
    taxExemptionNotice: taxExemptionNotice({
      vatKind: confirmation.vatCode?.kind ?? 'tax',
      vatCodeNotice: confirmation.vatCode?.noticeTaxExemption ?? null,
      account: confirmation.account,
      customerVatIdentifier: confirmation.company?.vatIdentifier ?? null,
      language,
    }),
    seller: sellerView(confirmation.account, language),
  };
}
