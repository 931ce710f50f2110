// The reference's deal category record (DealCategory) and the contract of /deal_categories.
import type { ContractGroup } from '../contract-checker';
import { int, listOf, record, str, timestamp } from '../schema-builders';

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
  // As the reference: 200 with the category as it was (conventions.md's 204 is for the
  // interface's resources).
  'DELETE /deal_categories/{id}': { status: 200, body: dealCategoryRecord },
};
