import { ImapFlow } from 'imapflow';

/** Where and as whom a test reaches one mailbox (a user of `startDovecot`). */
export interface ImapLogin {
  host: string;
  port: number;
  user: string;
  password: string;
}

/** Runs `work` on a logged-in client (plain IMAP, no protocol log) and logs out. */
export async function withImapClient<T>(
  login: ImapLogin,
  work: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const client = new ImapFlow({
    host: login.host,
    port: login.port,
    secure: false,
    auth: { user: login.user, pass: login.password },
    logger: false,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Puts messages (RFC 5322 sources) into `folder` with IMAP APPEND, creating it if needed. */
export async function appendMessages(
  login: ImapLogin,
  messages: ReadonlyArray<string | Buffer>,
  folder = 'INBOX',
): Promise<void> {
  await withImapClient(login, async (client) => {
    if (folder !== 'INBOX' && !(await folderExists(client, folder))) {
      await client.mailboxCreate(folder);
    }
    for (const message of messages) await client.append(folder, message);
  });
}

/** How many messages each folder holds (0 for a folder that does not exist). */
export async function folderCounts(
  login: ImapLogin,
  folders: readonly string[],
): Promise<Record<string, number>> {
  return withImapClient(login, async (client) => {
    const counts: Record<string, number> = {};
    for (const folder of folders) {
      const status = (await folderExists(client, folder))
        ? await client.status(folder, { messages: true })
        : false;
      counts[folder] = status ? (status.messages ?? 0) : 0;
    }
    return counts;
  });
}

async function folderExists(client: ImapFlow, folder: string): Promise<boolean> {
  return (await client.list()).some((entry) => entry.path === folder);
}
