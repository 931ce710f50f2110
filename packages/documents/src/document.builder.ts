import { INVOICE_PLACEHOLDERS, OFFER_PLACEHOLDERS, type PlaceholderValue } from '@faktura/domain';
import type { PrismaClient, RenderableDocumentKind } from '@faktura/db';
import { pdfFilename } from './content-hash';
import { DOCUMENT_LABELS } from './document-labels';
import { storedDocumentTotals } from './document-parts.builder';
import { buildInvoiceDocumentView, invoicePrintLocale } from './invoice-document.builder';
import { directDebitText, invoiceDirectDebit } from './invoice-direct-debit.builder';
import { loadInvoiceForDocument } from './invoice-document.loader';
import { invoicePlaceholderValues } from './invoice-document.placeholders';
import { invoiceDocumentHtml } from './invoice-document.template';
import { buildOfferDocumentView, loadOfferEmailValues } from './offer-document.builder';
import { offerDocumentHtml } from './offer-document.template';
import {
  buildOfferConfirmationDocumentView,
  loadOfferConfirmationEmailValues,
} from './offer-confirmation-document.builder';
import { offerConfirmationDocumentHtml } from './offer-confirmation-document.template';
import { loadSender } from './person.placeholders';
import { buildReminderDocumentView, loadReminderEmailValues } from './reminder-document.builder';
import { reminderDocumentHtml } from './reminder-document.template';
import { buildTimesheetDocumentView } from './timesheet-document.builder';
import { timesheetDocumentHtml } from './timesheet-document.template';

/** Which document to print, on which paper, for which public URL. */
export interface DocumentRequest {
  kind: RenderableDocumentKind;
  accountId: number;
  /** The offer's, the invoice's (also for its timesheet), the reminder's or confirmation's id. */
  documentId: number;
  /**
   * Null: the kind's default paper (offers and timesheets the paper named White; invoices,
   * reminders and order confirmations the account's default paper, else White).
   */
  letterPaperId: number | null;
  /** Print without any letter paper. */
  blank?: boolean;
  /** Base URL of the public pages (the offer's `{customer_approval_link}`). */
  publicUrl: string;
}

/** What identifies a document's PDF: its content hash and file name. */
export interface DescribedDocument {
  kind: RenderableDocumentKind;
  documentId: number;
  /** SHA-256 hex of the kind's template version and the view: equal hashes, equal PDFs. */
  contentHash: string;
  filename: string;
}

/** A document as printable HTML, the hash that identifies its PDF and the PDF's file name. */
export interface BuiltDocument extends DescribedDocument {
  html: string;
}

/**
 * Builds any document kind, every lookup scoped by the account. Throws DocumentNotFoundError
 * for a document or letter paper outside the account, EmptyTimesheetError for a timesheet
 * without hours.
 */
export async function buildDocument(
  prisma: PrismaClient,
  request: DocumentRequest,
): Promise<BuiltDocument> {
  const { html, ...described } = await prepareDocument(prisma, request);
  return { ...described, html: html() };
}

/** A document's view turned into its description, with its HTML rendered only on demand. */
async function prepareDocument(
  prisma: PrismaClient,
  request: DocumentRequest,
): Promise<DescribedDocument & { html: () => string }> {
  const { kind, accountId, documentId, letterPaperId, blank } = request;
  const base = { kind, documentId };
  switch (kind) {
    case 'offer': {
      const built = await buildOfferDocumentView(prisma, {
        accountId,
        offerId: documentId,
        letterPaperId,
        blank,
        publicUrl: request.publicUrl,
      });
      return {
        ...base,
        html: () => offerDocumentHtml(built.view),
        contentHash: built.contentHash,
        filename: pdfFilename(
          built.identifier,
          `${DOCUMENT_LABELS[built.view.language].offerFile}-${documentId}`,
        ),
      };
    }
    case 'invoice': {
      const built = await buildInvoiceDocumentView(prisma, {
        accountId,
        invoiceId: documentId,
        letterPaperId,
        blank,
      });
      return {
        ...base,
        html: () => invoiceDocumentHtml(built.view),
        contentHash: built.contentHash,
        filename: built.filename,
      };
    }
    case 'invoice_timesheet': {
      const built = await buildTimesheetDocumentView(prisma, {
        accountId,
        invoiceId: documentId,
        letterPaperId,
        blank,
      });
      return {
        ...base,
        html: () => timesheetDocumentHtml(built.view),
        contentHash: built.contentHash,
        filename: built.filename,
      };
    }
    case 'offer_confirmation': {
      const built = await buildOfferConfirmationDocumentView(prisma, {
        accountId,
        confirmationId: documentId,
        letterPaperId,
        blank,
        publicUrl: request.publicUrl,
      });
      return {
        ...base,
        html: () => offerConfirmationDocumentHtml(built.view),
        contentHash: built.contentHash,
        filename: built.filename,
      };
    }
    case 'invoice_reminder': {
      const built = await buildReminderDocumentView(prisma, {
        accountId,
        reminderId: documentId,
        letterPaperId,
        blank,
      });
      return {
        ...base,
        html: () => reminderDocumentHtml(built.view),
        contentHash: built.contentHash,
        filename: built.filename,
      };
    }
  }
}

/** An e-mail's variables, the names allowed in it, and what it must say whatever its text. */
export interface DocumentEmailValues {
  values: Record<string, PlaceholderValue>;
  allowed: readonly string[];
  /** An invoice's direct debit pre-notification, which its e-mail carries below the text. */
  notice?: string | null;
}

/**
 * The variables of an e-mail about a document and the names allowed in it: the offer list for
 * offers and their order confirmations, the invoice list for invoices, their timesheets and reminders (a reminder's `date`,
 * `due_date` and `due_days` are its own). `{me}` is the sending user (`meUserId`; none when
 * null).
 */
export async function loadDocumentEmailValues(
  prisma: PrismaClient,
  request: {
    kind: RenderableDocumentKind;
    accountId: number;
    documentId: number;
    publicUrl: string;
    meUserId: number | null;
  },
): Promise<DocumentEmailValues> {
  const { kind, accountId, documentId, publicUrl, meUserId } = request;
  if (kind === 'offer') {
    const values = await loadOfferEmailValues(prisma, {
      accountId,
      offerId: documentId,
      publicUrl,
      meUserId,
    });
    return { values, allowed: OFFER_PLACEHOLDERS };
  }
  if (kind === 'offer_confirmation') {
    const values = await loadOfferConfirmationEmailValues(prisma, {
      accountId,
      confirmationId: documentId,
      publicUrl,
      meUserId,
    });
    return { values, allowed: OFFER_PLACEHOLDERS };
  }
  const me = await loadSender(prisma, accountId, meUserId);
  if (kind === 'invoice_reminder') {
    const values = await loadReminderEmailValues(prisma, accountId, documentId, me);
    return { values, allowed: INVOICE_PLACEHOLDERS };
  }
  const invoice = await loadInvoiceForDocument(prisma, accountId, documentId);
  const totals = storedDocumentTotals('invoice', invoice);
  const { language, locale } = invoicePrintLocale(invoice);
  const values = invoicePlaceholderValues(invoice, totals, locale, me);
  const debit = totals.gross_total.gt(0) ? invoiceDirectDebit(invoice) : null;
  const notice = debit ? directDebitText(debit, DOCUMENT_LABELS[language], locale) : null;
  return { values, allowed: INVOICE_PLACEHOLDERS, notice };
}
