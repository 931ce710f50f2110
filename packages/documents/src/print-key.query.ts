import { Prisma, type RenderableDocumentKind } from '@faktura/db';
import type { DocumentRequest } from './document.builder';
import { INVOICE_TEMPLATE_VERSION } from './invoice-document.builder';
import { OFFER_CONFIRMATION_TEMPLATE_VERSION } from './offer-confirmation-document.template';
import { TEMPLATE_VERSION as OFFER_TEMPLATE_VERSION } from './offer-document.template';
import { printCodeVersion } from './print-code.version';
import { REMINDER_TEMPLATE_VERSION } from './reminder-document.builder';
import { TIMESHEET_TEMPLATE_VERSION } from './timesheet-document.builder';

const TEMPLATE_VERSIONS: Record<RenderableDocumentKind, string> = {
  offer: OFFER_TEMPLATE_VERSION,
  invoice: INVOICE_TEMPLATE_VERSION,
  invoice_timesheet: TIMESHEET_TEMPLATE_VERSION,
  invoice_reminder: REMINDER_TEMPLATE_VERSION,
  offer_confirmation: OFFER_CONFIRMATION_TEMPLATE_VERSION,
};

/*
 * A print key stands for everything a document prints without loading it: the version stamp
 * (xmin, the transaction that last wrote the row) of every row its view reads, in one
 * statement. Any write creates a new row version with a new xmin, whichever code wrote it and
 * whether or not it set updated_at; deleted and added child rows change their list of id:xmin.
 * So a key changes whenever anything printed may have changed (and sometimes when nothing did,
 * which costs a build, not a wrong PDF). The rows, per kind, are exactly what the loaders read:
 * the document and its positions, the account (seller data, locale, logo and default paper: the
 * logo's stored file is immutable, a new logo is a new id on the account), customer, contact or
 * the project's billing contact, VAT code, responsible user and internal contact (signature
 * images likewise), the letter papers it may print on, a reversal's original invoice, an
 * offer's approval token; an order confirmation's own row and positions, with the offer it
 * names (number, dates, internal contact, approval token); a reminder's own row, the invoice's payments and reminders (paid so
 * far, its number); a timesheet's activities and their users; for invoices the customer's SEPA
 * mandates and their collections, and the day for a customer paying by direct debit (the
 * pre-notification's collection date). Besides: the paper choice, the
 * kind's template version, the printing code's digest and the public URL (approval links).
 */

// `id:xmin` of the rows of `table` matching `where` (alias s), in id order.
const stamps = (table: string, where: Prisma.Sql) =>
  Prisma.sql`(SELECT string_agg(s.id || ':' || s.xmin, ',' ORDER BY s.id)
                FROM ${Prisma.raw(table)} s WHERE ${where})`;

function keyPrefix(request: DocumentRequest): string {
  const { kind, letterPaperId, blank, publicUrl } = request;
  const paper = `${letterPaperId ?? 'default'}${blank ? ':blank' : ''}`;
  return [kind, TEMPLATE_VERSIONS[kind], printCodeVersion(), publicUrl, paper].join('\n');
}

// The papers a print may take: the named one, the account's default, White, and for
// invoices and reminders the invoice's own.
function paperStamps(request: DocumentRequest, invoicePaper: Prisma.Sql): Prisma.Sql {
  const { accountId, letterPaperId } = request;
  return stamps(
    'letter_papers',
    Prisma.sql`s.account_id = ${accountId} AND (s.id = ${letterPaperId}::int
      OR s.id = a.default_letter_paper_id OR s.name = 'White' OR s.id = ${invoicePaper})`,
  );
}

function paperFound({ accountId, letterPaperId }: DocumentRequest): Prisma.Sql {
  return Prisma.sql`(${letterPaperId}::int IS NULL OR EXISTS (SELECT 1 FROM letter_papers p
    WHERE p.account_id = ${accountId} AND p.id = ${letterPaperId}::int))`;
}

// The row every kind answers: the key is the SHA-256 of the parts' ROW text (quoted and
// positional, so a NULL cannot shift one part into another).
const keyRow = (request: DocumentRequest, parts: Prisma.Sql, printable: Prisma.Sql) =>
  Prisma.sql`SELECT encode(sha256(convert_to(ROW(${parts})::text, 'UTF8')), 'hex') AS print_key,
           ${printable} AS printable, ${paperFound(request)} AS paper_found`;

function offerKey(request: DocumentRequest): Prisma.Sql {
  const { accountId, documentId } = request;
  const positions = stamps(
    'offer_positions',
    Prisma.sql`s.account_id = ${accountId} AND s.offer_id = o.id`,
  );
  const parts = Prisma.sql`${keyPrefix(request)}::text, o.xmin, a.xmin, co.xmin, ct.xmin,
    vc.xmin, us.xmin, ic.xmin, ap.xmin, ${positions}, ${paperStamps(request, Prisma.sql`NULL`)}`;
  return Prisma.sql`${keyRow(request, parts, Prisma.sql`true`)}
      FROM offers o
      JOIN accounts a ON a.id = o.account_id
      LEFT JOIN companies co ON co.id = o.company_id
      LEFT JOIN contacts ct ON ct.id = o.contact_id
      LEFT JOIN vat_codes_sales vc ON vc.id = o.vat_code_id
      LEFT JOIN users us ON us.id = o.user_id
      LEFT JOIN users ic ON ic.id = o.internal_contact_id
      LEFT JOIN offer_customer_approvals ap ON ap.offer_id = o.id
     WHERE o.account_id = ${accountId} AND o.id = ${documentId}`;
}

function offerConfirmationKey(request: DocumentRequest): Prisma.Sql {
  const { accountId, documentId } = request;
  const positions = stamps(
    'offer_confirmation_positions',
    Prisma.sql`s.account_id = ${accountId} AND s.offer_confirmation_id = c.id`,
  );
  const parts = Prisma.sql`${keyPrefix(request)}::text, c.xmin, o.xmin, a.xmin, co.xmin,
    ct.xmin, vc.xmin, us.xmin, ic.xmin, ap.xmin, ${positions},
    ${paperStamps(request, Prisma.sql`NULL`)}`;
  return Prisma.sql`${keyRow(request, parts, Prisma.sql`true`)}
      FROM offer_confirmations c
      JOIN offers o ON o.id = c.offer_id AND o.account_id = c.account_id
      JOIN accounts a ON a.id = c.account_id
      LEFT JOIN companies co ON co.id = c.company_id
      LEFT JOIN contacts ct ON ct.id = c.contact_id
      LEFT JOIN vat_codes_sales vc ON vc.id = c.vat_code_id
      LEFT JOIN users us ON us.id = c.user_id
      LEFT JOIN users ic ON ic.id = o.internal_contact_id
      LEFT JOIN offer_customer_approvals ap ON ap.offer_id = o.id
     WHERE c.account_id = ${accountId} AND c.id = ${documentId}`;
}

// The invoice itself, or the invoice of a timesheet or reminder (alias i), with its relations.
const INVOICE_JOINS = Prisma.sql`
      JOIN accounts a ON a.id = i.account_id
      LEFT JOIN companies cu ON cu.id = i.customer_id
      LEFT JOIN projects pr ON pr.id = i.project_id
      LEFT JOIN contacts bc ON bc.id = pr.billing_contact_id
      LEFT JOIN vat_codes_sales vc ON vc.id = i.vat_code_id
      LEFT JOIN users us ON us.id = i.user_id
      LEFT JOIN users ic ON ic.id = i.internal_contact_id
      LEFT JOIN invoices ri ON ri.id = i.reversed_invoice_id`;

// A direct debit's pre-notification prints the customer's mandate, whose state follows its
// collections, and a collection date that moves with the day once the due date is near or past.
function directDebitParts(accountId: number): Prisma.Sql {
  const mandates = Prisma.sql`s.account_id = ${accountId} AND s.company_id = i.customer_id`;
  const collections = Prisma.sql`s.account_id = ${accountId} AND s.mandate_id IN
    (SELECT m.id FROM sepa_mandates m WHERE m.account_id = ${accountId}
        AND m.company_id = i.customer_id)`;
  return Prisma.sql`${stamps('sepa_mandates', mandates)}, ${stamps('direct_debits', collections)},
    CASE WHEN cu.default_payment_means = 'direct_debit'
      THEN (now() AT TIME ZONE 'UTC')::date::text END`;
}

function invoiceParts(request: DocumentRequest): Prisma.Sql {
  const positions = stamps(
    'invoice_positions',
    Prisma.sql`s.account_id = ${request.accountId} AND s.invoice_id = i.id`,
  );
  return Prisma.sql`${keyPrefix(request)}::text, i.xmin, a.xmin, cu.xmin, pr.xmin, bc.xmin,
    vc.xmin, us.xmin, ic.xmin, ri.xmin, ${positions},
    ${paperStamps(request, Prisma.sql`i.letter_paper_id`)}, ${directDebitParts(request.accountId)}`;
}

function invoiceKey(request: DocumentRequest): Prisma.Sql {
  const { accountId, documentId } = request;
  return Prisma.sql`${keyRow(request, invoiceParts(request), Prisma.sql`true`)}
      FROM invoices i ${INVOICE_JOINS}
     WHERE i.account_id = ${accountId} AND i.id = ${documentId}`;
}

function timesheetKey(request: DocumentRequest): Prisma.Sql {
  const { accountId, documentId } = request;
  const billed = Prisma.sql`t.account_id = ${accountId} AND t.invoice_id = i.id`;
  const activities = Prisma.sql`(SELECT string_agg(t.id || ':' || t.xmin || ':' || tu.xmin, ','
      ORDER BY t.id) FROM activities t JOIN users tu ON tu.id = t.user_id WHERE ${billed})`;
  const hours = Prisma.sql`COALESCE((SELECT sum(t.hours) FROM activities t WHERE ${billed}), 0) > 0`;
  return Prisma.sql`${keyRow(request, Prisma.sql`${invoiceParts(request)}, ${activities}`, hours)}
      FROM invoices i ${INVOICE_JOINS}
     WHERE i.account_id = ${accountId} AND i.id = ${documentId}`;
}

function reminderKey(request: DocumentRequest): Prisma.Sql {
  const { accountId, documentId } = request;
  const ofInvoice = Prisma.sql`s.account_id = ${accountId} AND s.invoice_id = i.id`;
  const parts = Prisma.sql`${invoiceParts(request)}, r.xmin,
    ${stamps('invoice_payments', ofInvoice)}, ${stamps('invoice_reminders', ofInvoice)}`;
  return Prisma.sql`${keyRow(request, parts, Prisma.sql`true`)}
      FROM invoice_reminders r
      JOIN invoices i ON i.id = r.invoice_id AND i.account_id = r.account_id ${INVOICE_JOINS}
     WHERE r.account_id = ${accountId} AND r.id = ${documentId}`;
}

/**
 * One SELECT giving the document's `print_key` (see above), `printable` (false for a timesheet
 * without hours) and `paper_found` (the letter paper the request names is in the account); no
 * row when the account has no such document. Every table is read by the request's account.
 */
export function printKeyQuery(request: DocumentRequest): Prisma.Sql {
  switch (request.kind) {
    case 'offer':
      return offerKey(request);
    case 'invoice':
      return invoiceKey(request);
    case 'invoice_timesheet':
      return timesheetKey(request);
    case 'invoice_reminder':
      return reminderKey(request);
    case 'offer_confirmation':
      return offerConfirmationKey(request);
  }
}
