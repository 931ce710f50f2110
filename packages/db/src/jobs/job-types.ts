/** The kinds of document the worker renders (the `document_kind` enum). */
export type RenderableDocumentKind =
  'offer' | 'invoice' | 'invoice_timesheet' | 'invoice_reminder' | 'offer_confirmation';

/**
 * Every job type of the system with its payload shape. The API enqueues them, the worker must
 * register a handler for each (it refuses to start otherwise).
 */
export interface JobPayloads {
  /** Deletes finished jobs and expired idempotency records past their retention. */
  'maintenance.purge': Record<string, never>;
  /** Sends one `email_deliveries` row (of the job's account) exactly once. */
  'email.send': { deliveryId: number };
  /**
   * Renders the PDF of a document of the job's account into `stored_files`/`rendered_documents`
   * (cached by content hash, found by print key) and notifies `faktura_documents`. `documentId`
   * is the offer's, invoice's (also for its timesheet) or reminder's id; `letterPaperId` null =
   * the kind's default paper; `blank` prints without any letter paper (invoices). `ahead`: queued
   * by a change of the document, not by a waiting request; its dedupe key holds only while the
   * job waits (the handler clears it when it starts).
   */
  'documents.render-pdf': {
    kind: RenderableDocumentKind;
    documentId: number;
    letterPaperId: number | null;
    blank?: boolean;
    ahead?: boolean;
  };
  /**
   * Moves regular invoices of every account whose due date has passed (before today in UTC) from
   * created/sent to overdue, as the invoice status machine decides.
   */
  'invoices.overdue-sweep': Record<string, never>;
  /**
   * Tells the leader of the expense's project by e-mail that assign_to_project created the
   * expense from a purchase item (notify_project_leader).
   */
  'projects.expense-notification': { expenseId: number };
  /**
   * Sends the due deliveries of one web hook of the job's account (`webhook_deliveries`), one
   * drain per hook at a time, each record's deliveries in the order of its changes. Queued in the
   * transaction that writes a delivery; moved earlier (never later) by the next one.
   */
  'webhooks.deliver': { subscriptionId: number };
  /**
   * Generates an invoice's e-invoice in `format` (for `factur-x` around its PDF on the given
   * paper), validates it against the official rules and stores file and report in
   * `einvoice_documents` (cached by content hash), then notifies `faktura_documents` with
   * `einvoice:<invoiceId>:<contentHash>:<jobId>`; the API waits for its job's id.
   */
  'einvoices.generate': {
    invoiceId: number;
    format: 'xrechnung-ubl' | 'xrechnung-cii' | 'ubl' | 'cii' | 'factur-x' | 'peppol';
    letterPaperId: number | null;
    blank?: boolean;
  };
  /**
   * Creates the due project expenses of every recurring expense of every account: each period
   * whose date is on or before today in the account's time zone, once (recurring_expense_runs),
   * each recurring expense in its own transaction; moves its recur_next_date. Hourly.
   */
  'projects.recurring-expenses': Record<string, never>;
  /**
   * Archives the PDF of an invoice or reminder of the job's account that became sent without an
   * e-mail (update_status sent): the current render on the default paper, stored once in
   * `archived_documents`/`archived_files` (reason `sent`). Nothing when one is archived already.
   */
  'documents.archive': { kind: 'invoice' | 'invoice_reminder'; documentId: number };
  /**
   * Writes a bookkeeping export's DATEV booking file and archives the PDF of each of its
   * documents that has none yet. Queued by the POST that creates the export.
   */
  'bookkeeping.export': { exportId: number; accountId: number };
  /**
   * Reads what can be read with certainty from a purchase draft's document (supplier by VAT ID
   * or IBAN, date, totals, tax rates, invoice number) into the draft's `prefill`. Queued in the
   * transaction that creates a draft with a file.
   */
  'purchase-drafts.prefill': { draftId: number };
  /**
   * Writes the due dunning letters of every account with dunning on: for each owed, overdue
   * invoice whose next level is due today (in the account's time zone) a reminder of that level,
   * once per level (unique index), with its e-mail queued in the same transaction when the
   * account says so. Daily; a second run or a killed one simply carries on.
   */
  'invoices.dunning-run': Record<string, never>;
  /**
   * Hands a sent invoice's Peppol BIS document (`einvoice_documents` row `documentId` of the
   * job's account) to the operator's Peppol access point (FAKTURA_PEPPOL_ACCESS_POINT_URL), once:
   * the access point's answer is recorded as the job's step; without an access point the step
   * says so. Queued in the transaction that queues the invoice's e-mail.
   */
  'einvoices.peppol-handover': { invoiceId: number; documentId: number };
}

export type JobType = keyof JobPayloads;
