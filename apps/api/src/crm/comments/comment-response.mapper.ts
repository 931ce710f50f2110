import { apiTimestamp } from '../../platform/serialization';
import type { CommentableType } from './commentable-types';
import type { CommentDetailResponse, CommentResponse } from './dto/comment.response';
import type { CommentDetailRow, CommentRow } from './comments.repository';

/** The signed link of a stored file of the account (FileLinksService.url). */
export type FileLink = (accountId: number, fileId: number) => string;

/** The reference's fields of a comment. */
function commentFields(row: CommentRow | CommentDetailRow) {
  return {
    id: row.id,
    commentable_id: row.commentableId,
    // Written only through the DTOs, which admit the commentable types alone.
    commentable_type: row.commentableType as CommentableType,
    text: row.text,
    manual: row.manual,
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
    user: row.user,
    impersonating_user: null,
  };
}

function attachmentUrl(row: CommentRow | CommentDetailRow, link: FileLink): string | null {
  return row.attachmentFileId === null ? null : link(row.accountId, row.attachmentFileId);
}

/** A comment as lists and writes answer it. */
export function toCommentResponse(row: CommentRow, link: FileLink): CommentResponse {
  return {
    ...commentFields(row),
    attachment_filename: row.attachment?.filename ?? null,
    attachment_url: attachmentUrl(row, link),
  };
}

/** A comment as GET /comments/{id} answers it: the reference's attachment fields, then the link. */
export function toCommentDetailResponse(
  row: CommentDetailRow,
  link: FileLink,
): CommentDetailResponse {
  return {
    ...commentFields(row),
    attachment_filename: row.attachment?.filename ?? null,
    attachment_content: row.attachment?.content ?? null,
    attachment_url: attachmentUrl(row, link),
  };
}
