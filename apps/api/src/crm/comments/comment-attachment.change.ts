import type { FieldErrorCollector } from '@faktura/domain';
import {
  baseName,
  type CommentAttachmentFile,
  decodeCommentAttachment,
} from './comment-attachment.content';

/** What a PUT/PATCH does to a comment's attachment; absent keys leave it as it is. */
export interface AttachmentChange {
  /** A new file in place of the old one, or null to remove it. */
  file?: CommentAttachmentFile | null;
  /** A new name of the file the comment keeps. */
  rename?: string;
}

/**
 * The attachment change a body asks for: `attachment_content` replaces the file (named by
 * `attachment_filename`, else after its type), `null` removes it; `attachment_filename` alone
 * renames the file the comment has. Problems go to `errors`, naming the field.
 */
export function attachmentChange(
  hasAttachment: boolean,
  input: { attachment_filename?: string; attachment_content?: string | null },
  errors: FieldErrorCollector,
): AttachmentChange {
  const { attachment_filename: filename, attachment_content: content } = input;
  if (typeof content === 'string')
    return { file: errors.capture(() => decodeCommentAttachment(content, filename), undefined) };
  if (content === null) {
    if (filename !== undefined)
      errors.add('attachment_filename', 'cannot name an attachment that is removed');
    return { file: null };
  }
  if (filename === undefined) return {};
  if (!hasAttachment) errors.add('attachment_content', 'must be sent with attachment_filename');
  const rename = baseName(filename);
  if (rename === '') errors.add('attachment_filename', 'must name a file');
  return { rename };
}
