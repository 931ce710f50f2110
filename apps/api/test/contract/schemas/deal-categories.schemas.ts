// The reference's deal category record (DealCategory) and the contract of /deal_categories.
import type { ContractGroup } from '../contract-checker';
import { EMPTY_BODY, int, listOf, record, str, timestamp } from '../schema-builders';

/** The reference's DealCategory; Faktura adds nothing. */
export const dealCategoryRecord = record({
  id: int,
  name: str,
  probability: int,
  created_at: timestamp,
  updated_at: timestamp,
});

export const DEAL_CATEGORIES_CONTRACT: ContractGroup = {
  'GET /deal_categories': { status: 200, body: listOf(dealCategoryRecord), paged: true },
  'POST /deal_categories': { status: 200, body: dealCategoryRecord },
  'GET /deal_categories/{id}': { status: 200, body: dealCategoryRecord },
  'PUT /deal_categories/{id}': { status: 200, body: dealCategoryRecord },
  'PATCH /deal_categories/{id}': { status: 200, body: dealCategoryRecord },
  // docs/reference/conventions.md: every DELETE but those of companies, projects and purchases
  // answers 204 (the reference's document shows a 200 with the record).
  'DELETE /deal_categories/{id}': { status: 204, body: EMPTY_BODY },
};
