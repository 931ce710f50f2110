import {
  EnumField,
  IdListField,
  LONG_TEXT,
  TextField,
  TimestampField,
} from '../../../platform/input';
import { COMMENTABLE_TYPES, type CommentableType } from '../commentable-types';

/** Most records POST /comments/bulk comments on at once (the reference's limit). */
export const MAX_BULK_COMMENTS = 100;

/** The body of POST /comments/bulk: the same comment on several records of one kind. */
export class BulkCreateCommentsDto {
  @EnumField(COMMENTABLE_TYPES, { description: 'The kind of the records', example: 'Deal' })
  commentable_type!: CommentableType;

  @IdListField({
    maxSize: MAX_BULK_COMMENTS,
    notEmpty: true,
    description: 'The records, each once; a comment is created on each, all or none',
    example: [5635453, 5635454],
  })
  commentable_ids!: number[];

  @TextField({ maxLength: LONG_TEXT, description: 'Rich text', example: 'Sent updated briefing.' })
  text!: string;

  @TimestampField({ optional: true, description: 'When they were written (default: now)' })
  created_at?: string;
}
