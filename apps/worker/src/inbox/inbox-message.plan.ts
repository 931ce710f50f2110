import {
  attachmentsOverLimitReason,
  inboxMessageRecord,
  oversizeReason,
  storableText,
  writeReducedSource,
} from './inbox-message.record';
import type { AttachmentToStore, FileToStore, MessageToStore } from './inbox-message.store';
import { INBOX_MAX_ATTACHMENTS } from './inbox.settings';
import type { SpooledAttachment, SpooledMessage } from './message-spool';

/** The mail's own row: what the importer turns into a draft when no attachment is usable. */
export const MAIL_ROW_SHA256 = 'mail';

/**
 * What to store of a spooled message: its record, its source (headers and text when the whole
 * source is over the limit), one row per distinct attachment (an attachment twice in one mail is
 * one row), refused ones with their reason, and the mail's own row when no attachment came or
 * some were over the count limit.
 */
export async function planInboxMessage(
  message: SpooledMessage,
  dir: string,
  owner: { accountId: number; mailboxId: number },
): Promise<MessageToStore> {
  const source = message.source.path ? message.source : await writeReducedSource(message, dir);
  const sourceFile: FileToStore = {
    path: source.path ?? '',
    filename: 'message.eml',
    contentType: 'message/rfc822',
    size: source.size,
    sha256: source.sha256,
  };
  const seen = new Set<string>();
  const attachments = message.attachments
    .filter((each) => !seen.has(each.sha256) && seen.add(each.sha256))
    .map(attachmentRow);
  if (attachments.length === 0 || message.attachmentsOverLimit > 0) {
    attachments.push({
      sha256: MAIL_ROW_SHA256,
      filename: null,
      contentType: 'message/rfc822',
      size: message.source.size,
      file: null,
      rejectionReason:
        message.attachmentsOverLimit > 0
          ? attachmentsOverLimitReason(message.attachmentsOverLimit, INBOX_MAX_ATTACHMENTS)
          : null,
    });
  }
  return { ...owner, record: inboxMessageRecord(message), source: sourceFile, attachments };
}

function attachmentRow(attachment: SpooledAttachment, index: number): AttachmentToStore {
  const filename = storableText(attachment.filename);
  const file = attachment.path
    ? {
        path: attachment.path,
        filename: filename ?? `attachment-${index + 1}`,
        contentType: attachment.contentType,
        size: attachment.size,
        sha256: attachment.sha256,
      }
    : null;
  return {
    sha256: attachment.sha256,
    filename,
    contentType: attachment.contentType,
    size: attachment.size,
    file,
    rejectionReason: file ? null : oversizeReason(attachment.size),
  };
}
