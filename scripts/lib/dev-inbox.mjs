// `FAKTURA_DEV_INBOX=1 npm start`: a throw-away Dovecot (the tests' harness, from the built
// @faktura/test-support) that the local SMTP sink delivers into and the demo account reads.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from './toolchain.mjs';

const USER = 'inbox';

/** Starts the mailbox; resolves with where it is, the sink's IMAP URL and `stop()`. */
export async function startDevInbox() {
  const { startDovecot } = await import(join(ROOT, 'packages/test-support/dist/index.js'));
  const password = randomBytes(12).toString('hex');
  const server = await startDovecot({ [USER]: password });
  return {
    host: server.host,
    port: server.port,
    user: USER,
    password,
    imapUrl: `imap://${USER}:${password}@${server.host}:${server.port}/INBOX`,
    stop: () => server.stop(),
  };
}

/** PUT /account/inbox of the key's account, pointing it at `inbox` (plain IMAP on loopback). */
export async function pointInboxAt(apiUrl, apiKey, inbox) {
  const response = await globalThis
    .fetch(`${apiUrl}/account/inbox`, {
      method: 'PUT',
      headers: { Authorization: `Token token=${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        host: inbox.host,
        port: inbox.port,
        tls: false,
        username: inbox.user,
        password: inbox.password,
      }),
    })
    .catch((error) => ({ ok: false, status: 0, text: async () => error.message }));
  if (response.ok) return { ok: true };
  return {
    ok: false,
    error: `the demo account's inbox was not set (${response.status}): ${await response.text()}`,
  };
}
