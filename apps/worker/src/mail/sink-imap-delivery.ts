import { ImapFlow } from 'imapflow';

/** Where the local SMTP sink also delivers (FAKTURA_SMTP_SINK_IMAP_URL). */
export interface SinkImapTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  folder: string;
}

/**
 * Reads `imap://user:password@host:port/Folder` (plain IMAP: a local server for trying the
 * supplier inbox out, never a provider). Throws naming the variable when it is malformed.
 */
export function sinkImapTarget(text: string): SinkImapTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('FAKTURA_SMTP_SINK_IMAP_URL must be imap://user:password@host:port/Folder');
  }
  if (url.protocol !== 'imap:' || !url.hostname || !url.username) {
    throw new Error('FAKTURA_SMTP_SINK_IMAP_URL must be imap://user:password@host:port/Folder');
  }
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 143,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

/** Appends one message (its RFC 5322 source) to the target's folder over a short connection. */
export function sinkImapDelivery(target: SinkImapTarget): (raw: Buffer) => Promise<void> {
  return async (raw) => {
    // No protocol log: it would show the login.
    const client = new ImapFlow({
      host: target.host,
      port: target.port,
      secure: false,
      auth: { user: target.user, pass: target.password },
      logger: false,
    });
    await client.connect();
    try {
      await client.append(target.folder, raw);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };
}
