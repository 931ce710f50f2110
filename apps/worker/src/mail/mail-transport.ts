import { createTransport } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail.types';

/** The sender used when neither the account nor MAIL_FROM names one. */
export const DEFAULT_MAIL_FROM = 'Faktura <no-reply@localhost>';

/**
 * A nodemailer SMTP transport for `smtpUrl`. Without a URL every send fails with a clear error,
 * so the job retries and keeps the reason instead of silently dropping mail.
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return {
      sendMail: () =>
        Promise.reject(
          new Error('no mail server configured: set SMTP_URL (or FAKTURA_DATA_DIR for the sink)'),
        ),
    };
  }
  const transporter = createTransport(smtpUrl);
  return {
    sendMail: async (message: OutgoingMail) => {
      const info = await transporter.sendMail(message);
      return { response: String(info.response), messageId: String(info.messageId) };
    },
  };
}
