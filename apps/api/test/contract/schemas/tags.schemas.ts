// The reference's records of tags (`/tags`) and of a record's tags (`/taggings`).
import type { ContractGroup } from '../contract-checker';
import { int, listOf, nullable, oneOf, record, str, tags, timestamp } from '../schema-builders';

/** The reference's Tag; Faktura adds nothing. */
export const tagRecord = record({
  id: int,
  name: str,
  color: nullable(str),
  context: oneOf('Company', 'Contact', 'Project', 'Deal', 'Purchase', 'Invoice', 'Offer', 'User'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const TAGS_CONTRACT: ContractGroup = {
  'GET /tags': { status: 200, body: listOf(tagRecord), paged: true },
  'POST /tags': { status: 200, body: tagRecord },
  'GET /tags/{id}': { status: 200, body: tagRecord },
  'PUT /tags/{id}': { status: 200, body: tagRecord },
  'PATCH /tags/{id}': { status: 200, body: tagRecord },
  // The reference answers a deleted tag with its record.
  'DELETE /tags/{id}': { status: 200, body: tagRecord },

  'GET /taggings/{taggable_type}/{taggable_id}': { status: 200, body: tags },
  'PATCH /taggings/{taggable_type}/{taggable_id}': { status: 200, body: tags },
  'PUT /taggings/{taggable_type}/{taggable_id}': { status: 200, body: tags },
  'DELETE /taggings/{taggable_type}/{taggable_id}': { status: 200, body: tags },
};
