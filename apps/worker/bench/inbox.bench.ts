/**
 * Inbox reading speed and memory. Not a test; run `pnpm bench:inbox` with DATABASE_URL (or
 * FAKTURA_TEST_SERVER_URL) naming a PostgreSQL server: it starts a throw-away Dovecot, appends
 * BENCH_INBOX_COUNT (default 1,000) messages of three attachments each (a PDF, an XRechnung XML
 * and a JPEG, different bytes in each), and lets one reader (the worker's, concurrency 1) store
 * and move all of them. Prints the time per message and the peak RSS while reading, next to
 * the mailbox's size: a reader that held the mailbox in memory would need more than its size.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createPgPool, createTestDatabase } from '@faktura/db';
import { startDovecot, withImapClient } from '@faktura/test-support';
import { silentLogger } from '../src/logger';
import { withInboxPools } from '../src/inbox/inbox-reader';
import { DEFAULT_INBOX_SETTINGS } from '../src/inbox/inbox.settings';
import { composeMail } from '../test/support/inbox-mail';
import { seedMailbox, TEST_SECRET_KEY } from '../test/support/inbox-test-data';

const COUNT = Number(process.env.BENCH_INBOX_COUNT || 1000);
const MiB = 1024 * 1024;
const mib = (bytes: number) => Number((bytes / MiB).toFixed(1));

/** Message `n`: a 60 KiB PDF, a 12 KiB XML and a 40 KiB JPEG, each unique. */
function benchMail(n: number) {
  return composeMail({
    subject: `Rechnung ${n}`,
    messageId: `<bench-${n}@supplier.test>`,
    text: `Sehr geehrte Damen und Herren,\n\nanbei Rechnung ${n}.\n`,
    attachments: [
      {
        filename: `rechnung-${n}.pdf`,
        content: randomBytes(60 * 1024),
        contentType: 'application/pdf',
      },
      {
        filename: `rechnung-${n}.xml`,
        content: randomBytes(12 * 1024).toString('hex'),
        contentType: 'application/xml',
      },
      { filename: `beleg-${n}.jpg`, content: randomBytes(40 * 1024), contentType: 'image/jpeg' },
    ],
  });
}

async function main(): Promise<void> {
  const db = await createTestDatabase();
  const pool = createPgPool(db.url, { max: 2 });
  const server = await startDovecot({ bench: 'bench-pw' });
  try {
    const mailbox = await seedMailbox(pool, server, 'bench');
    let mailboxBytes = 0;
    const appendStart = performance.now();
    // One message in memory at a time here too, so the peak below is the reader's.
    await withImapClient(mailbox.login, async (client) => {
      for (let n = 1; n <= COUNT; n++) {
        const source = await benchMail(n);
        mailboxBytes += source.length;
        await client.append('INBOX', source);
      }
    });
    const appendMs = performance.now() - appendStart;
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const reader = withInboxPools(db.url, silentLogger, {
      ...DEFAULT_INBOX_SETTINGS,
      secretKey: TEST_SECRET_KEY,
      concurrency: 1,
      idleMax: 0,
      checkMs: 100,
    });
    const readStart = performance.now();
    reader.reader.start();
    const stored = async () =>
      (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages')).rows[0].n;
    while ((await stored()) < COUNT) await new Promise((resolve) => setTimeout(resolve, 200));
    const readMs = performance.now() - readStart;
    await reader.stop();
    clearInterval(sampler);
    console.table([
      {
        messages: COUNT,
        'attachments each': 3,
        'mailbox MiB': mib(mailboxBytes),
        'APPEND s': Number((appendMs / 1000).toFixed(1)),
        'read s': Number((readMs / 1000).toFixed(1)),
        'ms per message': Number((readMs / COUNT).toFixed(1)),
        'RSS before MiB': mib(rssBefore),
        'peak RSS reading MiB': mib(peakRss),
      },
    ]);
  } finally {
    await server.stop();
    await pool.end();
    await db.drop();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
