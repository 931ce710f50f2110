import { pipeline } from 'node:stream';
import { createTransport } from 'nodemailer';
import { HeldEndStream } from './held-end.stream';
import type { MailTransport, OutgoingMail, SendHooks } from './mail.types';

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
  return {
    sendMail: async (message: OutgoingMail, hooks: SendHooks = {}) => {
      // One transporter per message (nodemailer opens a connection per message anyway), so the
      // hook below belongs to this message only, however many are sent at once.
      const transporter = createTransport(smtpUrl);
      const { beforeDataEnd } = hooks;
      if (beforeDataEnd) {
        transporter.use('stream', (mail, done) => {
          // A process function wraps the finished message: the last stage before the client.
          mail.message.processFunc((input) =>
            pipeline(input, new HeldEndStream(beforeDataEnd), () => undefined),
          );
          done();
        });
      }
      try {
        const info = await transporter.sendMail(message);
        return { response: String(info.response), messageId: String(info.messageId) };
      } finally {
        transporter.close();
      }
    },
  };
}

/**
 * Whether a failed send carries the server's reply (a 4xx/5xx to a command or to the end of
 * DATA): the server refused, so nothing was delivered. Lost connections, timeouts and our own
 * aborts carry none.
 */
export function isServerRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 400;
}
