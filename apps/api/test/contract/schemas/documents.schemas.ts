// Offers, invoices, their payments, reminders, attachments and e-mails: the reference's records
// (its OpenAPI document: Offer, OfferDetail, Invoice, InvoiceDetail, InvoicePayment,
// InvoiceReminderRecord, OfferCustomerApproval, ...) plus Faktura's documented extensions.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  customProperties,
  date,
  EMPTY_BODY,
  int,
  listOf,
  nullable,
  num,
  oneOf,
  record,
  recordWithExtensions,
  str,
  tags,
  timestamp,
  url,
} from '../schema-builders';
import { activityRecord, expenseRecord } from './projects.schemas';
import { documentVat, namedRef, projectRef, revenueCategory, userRef } from './shared.schemas';

const POSITION_TYPE = oneOf('title', 'description', 'item', 'subtotal', 'page-break', 'separator');

const offerPosition = record({
  id: int,
  type: POSITION_TYPE,
  title: nullable(str),
  revenue_category: nullable(revenueCategory),
  description: nullable(str),
  quantity: nullable(num),
  unit: nullable(str),
  unit_price: nullable(num),
  net_total: num,
  unit_cost: nullable(num),
  optional: bool,
  service_type: oneOf('service', 'expense'),
  subtotal_type: nullable(
    oneOf('part_total', 'sub_total', 'optional_part_total', 'optional_sub_total'),
  ),
});

/**
 * An e-mail about a document, as GET /email_deliveries lists it and the documents embed it
 * (Faktura's extension: the reference does not show its e-mails).
 */
export const emailDelivery = record({
  id: int,
  document_type: oneOf('offer', 'invoice', 'invoice_timesheet', 'invoice_reminder'),
  document_id: int,
  status: oneOf('queued', 'sending', 'sent', 'failed', 'uncertain'),
  emails_to: str,
  emails_cc: nullable(str),
  emails_bcc: nullable(str),
  subject: str,
  message_id: nullable(str),
  attempts: int,
  last_error: nullable(str),
  created_at: timestamp,
  sent_at: nullable(timestamp),
  updated_at: timestamp,
});

/** What every document's record adds: its e-mails, oldest first. */
const documentEmailExtensions = { email_deliveries: arrayOf(emailDelivery) };

const offerFields = {
  id: int,
  invoice_id: nullable(int),
  identifier: str,
  date,
  due_date: date,
  title: str,
  recipient_address: nullable(str),
  currency: str,
  net_total: num,
  tax: num,
  vat: documentVat,
  gross_total: num,
  discount: num,
  status: oneOf('created', 'sent', 'accepted', 'partially_billed', 'billed', 'archived'),
  tags,
  custom_properties: customProperties,
  company: nullable(namedRef),
  project: nullable(projectRef),
  deal: nullable(namedRef),
  user: nullable(userRef),
  offer_confirmation: nullable(
    record({ id: int, title: str, date, created_at: timestamp, updated_at: timestamp }),
  ),
  customer_approval: nullable(
    record({
      id: int,
      active: bool,
      url: nullable(str),
      customer_full_name: nullable(str),
      customer_email: nullable(str),
      signed_at: nullable(timestamp),
    }),
  ),
  created_at: timestamp,
  updated_at: timestamp,
  created_on: date,
  updated_on: date,
  // As the reference, always a document: a signed link to the offer's current PDF.
  file_url: url,
};

/** An offer in lists. */
export const offerSummary = recordWithExtensions(offerFields, documentEmailExtensions);

/** One offer (GET /offers/{id} and every write that answers the offer). */
export const offerDetail = recordWithExtensions(
  {
    ...offerFields,
    salutation: nullable(str),
    footer: nullable(str),
    items: arrayOf(offerPosition),
    internal_contact: nullable(userRef),
  },
  documentEmailExtensions,
);

const customerApproval = record({
  id: int,
  approval_url: str,
  offer_document_url: str,
  active: bool,
  customer_full_name: nullable(str),
  customer_email: nullable(str),
  signature_url: nullable(str),
  signed_at: nullable(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
});

const invoicePosition = recordWithExtensions(
  {
    id: int,
    type: POSITION_TYPE,
    title: nullable(str),
    revenue_category: nullable(revenueCategory),
    description: nullable(str),
    quantity: nullable(num),
    unit: nullable(str),
    unit_price: nullable(num),
    net_total: num,
    optional: bool,
    service_type: oneOf('service', 'expense'),
    expense_ids: nullable(arrayOf(int)),
    subtotal_type: nullable(oneOf('part_total', 'sub_total')),
  },
  {
    // The interface's input flag, answered back; true for expense positions.
    additional: bool,
    // The activities a position bills (the interface's activity_ids input).
    activity_ids: arrayOf(int),
    // The payment schedules a position bills (Faktura's payment_schedule_ids input).
    payment_schedule_ids: arrayOf(int),
  },
);

/** A payment as the invoice embeds it. */
const embeddedPaymentFields = {
  id: int,
  date,
  paid_total: num,
  currency: str,
  created_on: date,
  updated_on: date,
};
const paymentExtensions = {
  invoice_id: int,
  paid_total_in_account_currency: nullable(num),
  description: nullable(str),
  created_at: timestamp,
  updated_at: timestamp,
};
const embeddedPayment = recordWithExtensions(embeddedPaymentFields, paymentExtensions);

/** A reminder as the invoice embeds it. */
const embeddedReminder = recordWithExtensions(
  {
    id: int,
    date,
    due_date: date,
    fee: num,
    text: nullable(str),
    created_on: date,
    updated_on: date,
  },
  { invoice_id: int, title: nullable(str), created_at: timestamp, updated_at: timestamp },
);

const invoiceFields = {
  id: int,
  customer_id: int,
  project_id: nullable(int),
  offer_id: nullable(int),
  identifier: nullable(str),
  date,
  due_date: date,
  service_period: nullable(str),
  service_period_from: nullable(date),
  service_period_to: nullable(date),
  status: oneOf('draft', 'created', 'sent', 'partially_paid', 'paid', 'overdue', 'ignored'),
  reversed: bool,
  reversal_invoice_id: nullable(int),
  reversal: bool,
  reversed_invoice_id: nullable(int),
  title: str,
  recipient_address: nullable(str),
  currency: str,
  net_total: num,
  tax: num,
  vat: documentVat,
  gross_total: num,
  discount: num,
  cash_discount: num,
  cash_discount_days: int,
  creditor_reference: nullable(str),
  debit_number: nullable(int),
  credit_number: nullable(int),
  locked: bool,
  custom_properties: customProperties,
  tags,
  letter_paper_id: nullable(int),
  without_letter_paper: bool,
  user: nullable(userRef),
  file_url: nullable(str),
  debt_collection_procedure: nullable(
    record({
      id: int,
      user: nullable(userRef),
      note: nullable(str),
      created_at: timestamp,
      updated_at: timestamp,
    }),
  ),
  created_at: timestamp,
  updated_at: timestamp,
  created_on: date,
  updated_on: date,
};

/** Where the invoice's dunning stands (docs/payments.md); the reference has no dunning run. */
const dunningExtensions = { dunning_level: int, next_dunning_date: nullable(date) };

/** An invoice in lists (and /invoices/locked). */
export const invoiceSummary = recordWithExtensions(invoiceFields, {
  // The interface lists it among the invoice's fields; the reference shows it in details only.
  activity_hours_modified: bool,
  // BT-10 of the invoice's e-invoice (Leitweg-ID); the reference has no such field.
  buyer_reference: nullable(str),
  // The invoice's e-mails and its timesheet's.
  ...documentEmailExtensions,
  ...dunningExtensions,
});

/** One invoice. */
export const invoiceDetail = recordWithExtensions(
  {
    ...invoiceFields,
    salutation: nullable(str),
    footer: nullable(str),
    items: arrayOf(invoicePosition),
    payments: arrayOf(embeddedPayment),
    reminders: arrayOf(embeddedReminder),
    internal_contact: nullable(userRef),
    activity_hours_modified: bool,
  },
  { ...documentEmailExtensions, ...dunningExtensions, buyer_reference: nullable(str) },
);

/** A payment of /invoices/payments. */
const paymentRecord = recordWithExtensions(
  {
    id: int,
    date,
    invoice: record({ id: int, identifier: nullable(str), title: str }),
    paid_total: num,
    paid_total_in_account_currency: nullable(num),
    currency: str,
    description: nullable(str),
    created_at: timestamp,
    updated_at: timestamp,
  },
  { invoice_id: int, created_on: date, updated_on: date },
);

/** A reminder of /invoice_reminders. */
const reminderRecord = recordWithExtensions(
  {
    id: int,
    // The reference always titles reminders; Faktura keeps a blank title as null.
    title: nullable(str),
    text: nullable(str),
    fee: num,
    date,
    due_date: date,
    status: oneOf('created', 'sent'),
    file_url: nullable(str),
    invoice: record({ id: int, identifier: nullable(str), title: str, dunning_level: int }),
    created_at: timestamp,
    updated_at: timestamp,
  },
  { invoice_id: int, created_on: date, updated_on: date, ...documentEmailExtensions },
);

/** docs/reference/conventions.md's attachment record (the reference documents id, title and timestamps). */
const attachment = recordWithExtensions(
  { id: int, title: str, created_at: timestamp, updated_at: timestamp },
  { filename: str, content_type: str, size: int, file_url: str },
);

/** The recipients finally chosen, `;`-separated, and the texts as sent. */
const sentEmail = record({
  emails_to: nullable(str),
  emails_cc: nullable(str),
  emails_bcc: nullable(str),
  subject: str,
  text: str,
});

export const OFFERS_CONTRACT: ContractGroup = {
  'GET /offers': { status: 200, body: listOf(offerSummary), paged: true },
  'GET /offers/{id}': { status: 200, body: offerDetail },
  'POST /offers': { status: 201, body: offerDetail },
  'PUT /offers/{id}': { status: 200, body: offerDetail },
  'PATCH /offers/{id}': { status: 200, body: offerDetail },
  'DELETE /offers/{id}': { status: 204, body: EMPTY_BODY },
  'GET /offers/{id}.pdf': { status: 200, body: 'pdf' },
  'PUT /offers/{id}/assign': { status: 200, body: offerDetail },
  'PUT /offers/{id}/update_status': { status: 204, body: EMPTY_BODY },
  'POST /offers/{id}/send_email': { status: 200, body: sentEmail },
  'GET /offers/{offer_id}/attachments': { status: 200, body: listOf(attachment) },
  'POST /offers/{offer_id}/attachments': { status: 201, body: attachment },
  'DELETE /offers/{offer_id}/attachments/{id}': { status: 204, body: EMPTY_BODY },
  'GET /offers/{offer_id}/customer_approval': { status: 200, body: customerApproval },
  'POST /offers/{offer_id}/customer_approval/activate': { status: 200, body: customerApproval },
  'POST /offers/{offer_id}/customer_approval/deactivate': { status: 200, body: customerApproval },
};

export const INVOICES_CONTRACT: ContractGroup = {
  'GET /invoices': { status: 200, body: listOf(invoiceSummary), paged: true },
  'GET /invoices/locked': { status: 200, body: listOf(invoiceSummary), paged: true },
  'GET /invoices/{id}': { status: 200, body: invoiceDetail },
  'POST /invoices': { status: 200, body: invoiceDetail },
  'DELETE /invoices/{id}': { status: 204, body: EMPTY_BODY },
  'GET /invoices/{id}.pdf': { status: 200, body: 'pdf' },
  'GET /invoices/{id}/timesheet': { status: 200, body: listOf(activityRecord) },
  'GET /invoices/{id}/timesheet.pdf': { status: 200, body: 'pdf' },
  'GET /invoices/{id}/expenses': { status: 200, body: listOf(expenseRecord) },
  'PUT /invoices/{id}/update_status': { status: 204, body: EMPTY_BODY },
  'POST /invoices/{id}/send_email': { status: 200, body: sentEmail },
  'GET /invoices/{invoice_id}/attachments': { status: 200, body: listOf(attachment) },
  'POST /invoices/{invoice_id}/attachments': { status: 201, body: attachment },
  'DELETE /invoices/{invoice_id}/attachments/{id}': { status: 204, body: EMPTY_BODY },
  'GET /invoices/payments': { status: 200, body: listOf(paymentRecord), paged: true },
  'GET /invoices/payments/{id}': { status: 200, body: paymentRecord },
  'POST /invoices/payments': { status: 200, body: paymentRecord },
  'POST /invoices/payments/bulk': { status: 200, body: listOf(paymentRecord) },
  'PUT /invoices/payments/{id}': { status: 200, body: paymentRecord },
  'PATCH /invoices/payments/{id}': { status: 200, body: paymentRecord },
  'DELETE /invoices/payments/{id}': { status: 204, body: EMPTY_BODY },
  'GET /invoice_reminders': { status: 200, body: listOf(reminderRecord), paged: true },
  'GET /invoice_reminders/{id}': { status: 200, body: reminderRecord },
  'POST /invoice_reminders': { status: 200, body: reminderRecord },
  'DELETE /invoice_reminders/{id}': { status: 204, body: EMPTY_BODY },
  'POST /invoice_reminders/{id}/send_email': { status: 200, body: sentEmail },
};
