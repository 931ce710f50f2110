// The reference's purchase draft record (PurchaseDrafts) and the contract of /purchases/drafts.
import type { ContractGroup } from '../contract-checker';
import {
  EMPTY_BODY,
  int,
  listOf,
  nullable,
  num,
  oneOf,
  recordWithExtensions,
  str,
  timestamp,
  url,
} from '../schema-builders';
import { userRef } from './shared.schemas';

/** The reference's draft; Faktura adds where it came from, its files and the prefill. */
export const purchaseDraftRecord = recordWithExtensions(
  {
    id: int,
    title: nullable(str),
    email_from: nullable(str),
    email_body: nullable(str),
    user: nullable(userRef),
    file_url: nullable(url),
    net_total: nullable(num),
    gross_total: nullable(num),
    // Faktura has no card feed for drafts: always null.
    credit_card_transaction: { type: 'null' },
    created_at: timestamp,
    updated_at: timestamp,
  },
  {
    source: oneOf('api', 'inbox'),
    rejection_reason: nullable(str),
    filename: nullable(str),
    content_type: nullable(str),
    email_url: nullable(url),
    prefill: nullable({ type: 'object' }),
    prefill_status: oneOf('pending', 'done', 'none'),
  },
);

const DRAFTS = '/purchases/drafts';

export const PURCHASE_DRAFTS_CONTRACT: ContractGroup = {
  [`GET ${DRAFTS}`]: { status: 200, body: listOf(purchaseDraftRecord), paged: true },
  [`POST ${DRAFTS}`]: { status: 200, body: purchaseDraftRecord },
  [`GET ${DRAFTS}/{id}`]: { status: 200, body: purchaseDraftRecord },
  // As the reference: 200 with the draft as it was.
  [`DELETE ${DRAFTS}/{id}`]: { status: 200, body: purchaseDraftRecord },
  // A redirect (Location) to the document's signed link; 204 for a draft without a document.
  [`GET ${DRAFTS}/{id}.pdf`]: { status: 302, body: EMPTY_BODY },
};
