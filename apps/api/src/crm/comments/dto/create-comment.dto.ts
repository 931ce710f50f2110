import { EnumField, IdField, LONG_TEXT, TextField, TimestampField } from '../../../platform/input';
import { COMMENTABLE_TYPES, type CommentableType } from '../commentable-types';
import { MAX_ATTACHMENT_FILENAME } from '../comment-attachment.content';

export const ATTACHMENT_CONTENT =
  'Base64 of the attachment: a PDF, PNG, JPEG, GIF, WebP or UTF-8 text file, at most 10 MiB ' +
  'decoded (413 above)';

/** The body of POST /comments. */
export class CreateCommentDto {
  @EnumField(COMMENTABLE_TYPES, {
    description: 'The kind of record commented on (the reference’s class name)',
    example: 'Project',
  })
  commentable_type!: CommentableType;

  @IdField({ description: 'The record commented on, of the account', example: 1234567 })
  commentable_id!: number;

  @TextField({
    maxLength: LONG_TEXT,
    description: 'Rich text (p, br, b, strong, i, em, u, ul, ol, li, span, a); other HTML removed',
    example: 'Customer approved timeline.',
  })
  text!: string;

  @TimestampField({ optional: true, description: 'When it was written (default: now)' })
  created_at?: string;

  @TextField({
    optional: true,
    notEmpty: true,
    maxLength: MAX_ATTACHMENT_FILENAME,
    description: 'Name of the attachment (default: attachment.<type>)',
    example: 'notes.txt',
  })
  attachment_filename?: string;

  @TextField({ optional: true, description: ATTACHMENT_CONTENT, example: 'YmFzZTY0IGRhdGE=' })
  attachment_content?: string;
}
