import { ApiProperty } from '@nestjs/swagger';
import { Property, UserReferenceBase } from '../../../platform/openapi';
import { COMMENTABLE_TYPES, type CommentableType } from '../commentable-types';

/** The author of a comment. */
export class CommentUserReference extends UserReferenceBase {}

const LINK =
  'Faktura: signed download link of the attachment without API key; expires ' +
  '(FAKTURA_FILE_URL_TTL_SECONDS)';

/** A comment as lists and writes answer it (the reference's record). */
export class CommentResponse {
  @ApiProperty({ example: 9012 }) id!: number;
  @ApiProperty({ example: 1234567 }) commentable_id!: number;
  @ApiProperty({ enum: COMMENTABLE_TYPES, example: 'Project' })
  commentable_type!: CommentableType;
  @ApiProperty({ example: 'Customer approved timeline.', description: 'Rich text (sanitized)' })
  text!: string;
  @ApiProperty({ description: 'true: written by a user; false: by the system' })
  manual!: boolean;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @Property.Nullable(CommentUserReference, { description: 'The author' })
  user!: CommentUserReference | null;
  @Property.Nullable(CommentUserReference, {
    description: 'Always null: Faktura has no impersonation',
  })
  impersonating_user!: CommentUserReference | null;
  @Property.Nullable(String, { description: 'Name of the attachment', example: 'notes.txt' })
  attachment_filename!: string | null;
  @Property.Nullable(String, { description: LINK }) attachment_url!: string | null;
}

/** A comment as GET /comments/{id} answers it: with the attachment's content. */
export class CommentDetailResponse extends CommentResponse {
  @Property.Nullable(String, {
    description: 'Base64 of the attachment',
    example: 'YmFzZTY0IGRhdGE=',
  })
  attachment_content!: string | null;
}
