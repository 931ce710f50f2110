import type { Account, EmailDelivery, User } from '@faktura/db';
import { escapeHtmlText } from '@faktura/domain';
import type { MailAttachment, OutgoingMail } from './mail.types';

type SenderAccount = Pick<Account, 'name' | 'emailFromAddress' | 'emailFromName' | 'emailReplyTo'>;

/**
 * The message of a delivery: recipients and texts from the row, the sender from the account
 * (else `defaultFrom`), Reply-To from the account or else the sending user.
 */
export function buildEmailMessage(input: {
  delivery: EmailDelivery & { messageId: string };
  account: SenderAccount;
  user: Pick<User, 'email'> | null;
  attachments: MailAttachment[];
  defaultFrom: string;
}): OutgoingMail {
  const { delivery, account, user } = input;
  const from = account.emailFromAddress
    ? { name: account.emailFromName || account.name, address: account.emailFromAddress }
    : input.defaultFrom;
  const replyTo = account.emailReplyTo || user?.email || undefined;
  return {
    from,
    ...(replyTo ? { replyTo } : {}),
    to: delivery.emailsTo,
    cc: delivery.emailsCc,
    bcc: delivery.emailsBcc,
    subject: delivery.subject,
    text: delivery.text,
    html: textToHtml(delivery.text),
    messageId: delivery.messageId,
    attachments: input.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}

/** Plain text as simple HTML: blank lines separate paragraphs, single newlines become <br>. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/(?:\r\n|\r|\n)[ \t]*(?:\r\n|\r|\n)/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtmlText(paragraph)}</p>`);
  return `<!DOCTYPE html><html><body>${paragraphs.join('\n')}</body></html>`;
}
