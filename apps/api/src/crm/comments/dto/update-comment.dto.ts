import { EnumField, IdField, LONG_TEXT, TextField, TimestampField } from '../../../platform/input';
import { COMMENTABLE_TYPES, type CommentableType } from '../commentable-types';
import { MAX_ATTACHMENT_FILENAME } from '../comment-attachment.content';
import { ATTACHMENT_CONTENT } from './create-comment.dto';

/** The body of PUT/PATCH /comments/{id}: what is sent changes, the rest stays. */
export class UpdateCommentDto {
  @EnumField(COMMENTABLE_TYPES, {
    optional: true,
    description: 'Moves the comment to a record of another kind (with commentable_id)',
  })
  commentable_type?: CommentableType;

  @IdField({ optional: true, description: 'Moves the comment to another record of the account' })
  commentable_id?: number;

  @TextField({ optional: true, notEmpty: true, maxLength: LONG_TEXT, description: 'Rich text' })
  text?: string;

  @TimestampField({ optional: true, description: 'When it was written' })
  created_at?: string;

  @TextField({
    optional: true,
    notEmpty: true,
    maxLength: MAX_ATTACHMENT_FILENAME,
    description: 'Renames the attachment, or names the new one',
  })
  attachment_filename?: string;

  @TextField({
    nullable: true,
    description: `${ATTACHMENT_CONTENT}; replaces the attachment, null removes it`,
  })
  attachment_content?: string | null;
}
