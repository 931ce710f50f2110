// The reference's receipt record (Receipt: an employee's receipt with VAT split lines) and the
// contract of /receipts.
import type { ContractGroup } from '../contract-checker';
import { bool, date, int, listOf, nullable, num, record, str } from '../schema-builders';
import { namedRef, purchaseVatCode, userRef } from './shared.schemas';

/** One VAT split; the reference types `vat` nullable, Faktura's items always have a code. */
const receiptItem = record({
  gross_total: num,
  vat: nullable(purchaseVatCode),
  purchase_category: nullable(namedRef),
});

/** The reference's Receipt; Faktura adds nothing. */
export const receiptRecord = record({
  id: int,
  title: str,
  date,
  billable: bool,
  pending: bool,
  gross_total: num,
  currency: str,
  items: listOf(receiptItem),
  project: nullable(record({ id: int, name: str, billable: bool, company: namedRef })),
  info: nullable(str),
  user: nullable(userRef),
  // The reference types the status as a plain string; Faktura answers open or paid.
  refund_request: nullable(record({ id: int, status: { type: 'string', enum: ['open', 'paid'] } })),
  attachment_url: nullable(str),
});

export const RECEIPTS_CONTRACT: ContractGroup = {
  'GET /receipts': { status: 200, body: listOf(receiptRecord), paged: true },
  'GET /receipts/{id}': { status: 200, body: receiptRecord },
  'POST /receipts': { status: 200, body: receiptRecord },
  'PUT /receipts/{id}': { status: 200, body: receiptRecord },
  'PATCH /receipts/{id}': { status: 200, body: receiptRecord },
  // As the reference: 200 with the receipt as it was.
  'DELETE /receipts/{id}': { status: 200, body: receiptRecord },
};
