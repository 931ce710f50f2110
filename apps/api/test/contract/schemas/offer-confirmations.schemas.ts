// Order confirmations: the reference's OfferConfirmation record (/offer_confirmations) plus
// Faktura's documented extensions (its own number and the record's times).
import type { ContractGroup } from '../contract-checker';
import {
  date,
  int,
  listOf,
  nullable,
  record,
  recordWithExtensions,
  str,
  timestamp,
} from '../schema-builders';
import { userRef } from './shared.schemas';

/** One order confirmation, as every route of the group answers it. */
export const offerConfirmationRecord = recordWithExtensions(
  {
    id: int,
    date,
    title: str,
    salutation_raw: str,
    footer_raw: str,
    // The reference's "full URL to the generated PDF document via the API v1 endpoint".
    file_url: { type: 'string', pattern: '^https?://.+/api/v1/offer_confirmations/\\d+\\.pdf$' },
    user: nullable(userRef),
    offer: record({ id: int, identifier: nullable(str), title: str }),
  },
  { identifier: str, created_at: timestamp, updated_at: timestamp },
);

export const OFFER_CONFIRMATIONS_CONTRACT: ContractGroup = {
  'GET /offer_confirmations': { status: 200, body: listOf(offerConfirmationRecord), paged: true },
  'POST /offer_confirmations': { status: 200, body: offerConfirmationRecord },
  'GET /offer_confirmations/{id}': { status: 200, body: offerConfirmationRecord },
  'PUT /offer_confirmations/{id}': { status: 200, body: offerConfirmationRecord },
  'PATCH /offer_confirmations/{id}': { status: 200, body: offerConfirmationRecord },
  // The reference answers the deleted record with 200.
  'DELETE /offer_confirmations/{id}': { status: 200, body: offerConfirmationRecord },
  'GET /offer_confirmations/{id}.pdf': { status: 200, body: 'pdf' },
};
