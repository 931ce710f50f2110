// The reference's comment records (Comments): the Comment of lists and writes, the
// CommentWithAttachment of GET /comments/{id}.
import type { ContractGroup } from '../contract-checker';
import {
  bool,
  EMPTY_BODY,
  int,
  listOf,
  nullable,
  oneOf,
  recordWithExtensions,
  str,
  timestamp,
  url,
} from '../schema-builders';
import { userRef } from './shared.schemas';

/** The reference's fields of a comment; Faktura answers the kinds of records it has. */
const commentFields = {
  id: int,
  commentable_id: int,
  commentable_type: oneOf(
    'Company',
    'Contact',
    'Deal',
    'Expense',
    'Invoice',
    'InvoiceReminder',
    'Offer',
    'Project',
    'Purchase',
    'User',
  ),
  text: str,
  manual: bool,
  created_at: timestamp,
  updated_at: timestamp,
  user: nullable(userRef),
  impersonating_user: { type: 'null' },
};

/** Faktura's extensions: the attachment's name and signed link on every record. */
const attachmentLink = { attachment_url: nullable(url) };

/** A comment as lists, create, update and bulk create answer it. */
export const commentRecord = recordWithExtensions(commentFields, {
  attachment_filename: nullable(str),
  ...attachmentLink,
});

/** GET /comments/{id}: the reference's CommentWithAttachment, plus the signed link. */
export const commentDetailRecord = recordWithExtensions(
  {
    ...commentFields,
    attachment_filename: nullable(str),
    attachment_content: nullable({ type: 'string', contentEncoding: 'base64' }),
  },
  attachmentLink,
);

export const COMMENTS_CONTRACT: ContractGroup = {
  'GET /comments': { status: 200, body: listOf(commentRecord), paged: true },
  'POST /comments': { status: 200, body: commentRecord },
  'POST /comments/bulk': { status: 200, body: listOf(commentRecord) },
  'GET /comments/{id}': { status: 200, body: commentDetailRecord },
  'PUT /comments/{id}': { status: 200, body: commentRecord },
  'PATCH /comments/{id}': { status: 200, body: commentRecord },
  'DELETE /comments/{id}': { status: 204, body: EMPTY_BODY },
};
