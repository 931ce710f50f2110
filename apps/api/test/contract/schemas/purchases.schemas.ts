// The reference's records of purchases, purchase payments and purchase categories, written from
// its OpenAPI document (field names and types as it documents them), and the contract of every
// operation Faktura shares with it.
import type { ContractGroup } from '../contract-checker';
import {
  EMPTY_BODY,
  arrayOf,
  bool,
  customProperties,
  date,
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
} from '../schema-builders';
import { purchaseItemVat, userRef } from './shared.schemas';

const paymentMethod = oneOf(
  'bank_transfer',
  'direct_debit',
  'credit_card',
  'paypal',
  'cash',
  'bank_transfer_swiss_qr_esr',
);

/** A purchase category: the record of /purchases/categories and what items embed of it. */
export const purchaseCategory = record({
  id: int,
  name: str,
  credit_account: nullable(str),
  active: bool,
  created_at: timestamp,
  updated_at: timestamp,
});

/** One item of a purchase. */
export const purchaseItem = record({
  id: int,
  title: nullable(str),
  net_total: num,
  tax_total: num,
  tax: num,
  vat: nullable(purchaseItemVat),
  tax_included: bool,
  ksk_relevant: bool,
  gross_total: num,
  category: nullable(record({ id: int, name: str, credit_account: nullable(str) })),
  supplier_credit_number: nullable(int),
  expense: nullable(record({ id: int, project: record({ id: int, company_id: int }) })),
  receipt: nullable(record({ id: int, title: str, date, attachment_url: nullable(str) })),
});

/** A payment as the purchase embeds it. */
export const embeddedPurchasePayment = record({
  id: int,
  date,
  total: num,
  currency: str,
  user: nullable(userRef),
});

/** A purchase, as GET /purchases/{id} answers it. */
export const purchase = recordWithExtensions(
  {
    id: int,
    identifier: nullable(str),
    receipt_identifier: nullable(str),
    title: nullable(str),
    info: nullable(str),
    iban: nullable(str),
    reference: nullable(str),
    date,
    due_date: nullable(date),
    service_period_from: nullable(date),
    service_period_to: nullable(date),
    // The reference documents a plain string; these are the values the interface names.
    status: oneOf('pending', 'archived'),
    partially_paid: bool,
    payment_method: nullable(paymentMethod),
    net_total: num,
    gross_total: num,
    currency: str,
    file_url: nullable(str),
    custom_properties: customProperties,
    tags,
    company: nullable(record({ id: int, name: str, iban: nullable(str) })),
    payments: arrayOf(embeddedPurchasePayment),
    user: nullable(userRef),
    // comment and user_id are optional when the request is made, so they may be null.
    refund_request: nullable(record({ id: int, comment: nullable(str), user_id: nullable(int) })),
    approval_status: nullable(oneOf('none', 'pending', 'approved', 'denied')),
    credit_card_transaction: nullable(record({ source: str, transaction_identifier: str })),
    items: arrayOf(purchaseItem),
    created_at: timestamp,
    updated_at: timestamp,
  },
  {
    // The SEPA transfer of a payment run on its way (/purchases/payment_runs).
    payment_transfer: nullable(
      record({ status: oneOf('pending'), payment_run_id: int, execution_date: date }),
    ),
  },
);

/** A payment as /purchases/payments answers it. */
export const purchasePayment = recordWithExtensions(
  {
    id: int,
    date,
    purchase: nullable(record({ id: int, identifier: nullable(str), title: nullable(str) })),
    total: num,
    currency: str,
    remittance_export_id: nullable(int),
    created_at: timestamp,
    updated_at: timestamp,
  },
  {
    // docs/reference/conventions.md's purchase payment record carries the note the payment was entered with.
    description: nullable(str),
  },
);

export const PURCHASES_CONTRACT: ContractGroup = {
  'GET /purchases': { status: 200, body: listOf(purchase), paged: true },
  'GET /purchases/{id}': { status: 200, body: purchase },
  'POST /purchases': { status: 200, body: purchase },
  'PUT /purchases/{id}': { status: 200, body: purchase },
  'PATCH /purchases/{id}': { status: 200, body: purchase },
  'DELETE /purchases/{id}': { status: 200, body: EMPTY_BODY },
  'POST /purchases/{id}/assign_to_project': { status: 200, body: purchase },
  'PATCH /purchases/{id}/store_document': { status: 200, body: EMPTY_BODY },
  'PATCH /purchases/{id}/update_status': { status: 200, body: EMPTY_BODY },
  'GET /purchases/categories': { status: 200, body: listOf(purchaseCategory), paged: false },
  'GET /purchases/categories/{id}': { status: 200, body: purchaseCategory },
  'GET /purchases/payments': { status: 200, body: listOf(purchasePayment), paged: true },
  'GET /purchases/payments/{id}': { status: 200, body: purchasePayment },
  'POST /purchases/payments': { status: 200, body: purchasePayment },
  'POST /purchases/payments/bulk': { status: 200, body: listOf(purchasePayment) },
  'PUT /purchases/payments/{id}': { status: 200, body: purchasePayment },
  'PATCH /purchases/payments/{id}': { status: 200, body: purchasePayment },
  'DELETE /purchases/payments/{id}': { status: 204, body: EMPTY_BODY },
};
