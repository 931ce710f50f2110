import { createPgPool, createTestDatabase, type ScratchDatabase } from '@faktura/db';
import {
  appendMessages,
  type DovecotServer,
  folderCounts,
  freePort,
  startDovecot,
  waitUntil,
} from '@faktura/test-support';
import type { Pool } from 'pg';
import { composeMail } from './support/inbox-mail';
import {
  collectingLogger,
  mailboxState,
  seedMailbox,
  startTestReader,
  storedInbox,
} from './support/inbox-test-data';

describe('inbox reader failures', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let server: DovecotServer;
  const password = 'Sup3r-Secret-Mailbox-Pw';

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPgPool(db.url, { max: 4 });
    server = await startDovecot({ billing: password, later: 'pw-later' });
  });

  afterAll(async () => {
    await server?.stop();
    await pool?.end();
    await db?.drop();
  });

  const failUntil = async (mailboxId: number, failures: number) =>
    waitUntil(
      async () => (await mailboxState(pool, mailboxId)).failures >= failures,
      60_000,
      `${failures} failed reads`,
    );
  const pollNow = (mailboxId: number) =>
    pool.query('UPDATE inbox_mailboxes SET next_poll_at = now() WHERE id = $1', [mailboxId]);

  it('records a wrong password and an unreachable server with backoff, never the password', async () => {
    const wrong = await seedMailbox(pool, server, 'billing', { password: `${password}-old` });
    const unreachable = await seedMailbox(pool, server, 'billing', {
      port: await freePort(),
      password,
    });
    const { log, lines } = collectingLogger();
    const reader = startTestReader(db.url, log);
    try {
      await failUntil(wrong.mailboxId, 1);
      await failUntil(unreachable.mailboxId, 1);
      const first = await mailboxState(pool, wrong.mailboxId);
      expect(first.last_error).toMatch(/^login as billing refused: /);
      expect(first.wait_seconds).toBeCloseTo(60, 0);
      const down = await mailboxState(pool, unreachable.mailboxId);
      expect(down.last_error).toMatch(/^127\.0\.0\.1:\d+ cannot be reached: .*ECONNREFUSED/);
      expect(down.wait_seconds).toBeCloseTo(60, 0);
      // The second failure in a row waits twice as long.
      await pollNow(wrong.mailboxId);
      await failUntil(wrong.mailboxId, 2);
      expect((await mailboxState(pool, wrong.mailboxId)).wait_seconds).toBeCloseTo(120, 0);
    } finally {
      await reader.stop();
    }
    expect(lines.filter((line) => line.includes('reading the mailbox failed'))).toHaveLength(3);
    const everything = [
      ...lines,
      ...(
        await pool.query<{ last_error: string }>('SELECT last_error FROM inbox_mailboxes')
      ).rows.map((row) => row.last_error),
    ].join('\n');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain('Secret');
  });

  it('says so when the key to open the password is missing, and recovers with it', async () => {
    const mailbox = await seedMailbox(pool, server, 'later');
    await appendMessages(mailbox.login, [
      await composeMail({ subject: 'Waiting', messageId: '<waiting@supplier.test>', text: 'x' }),
    ]);
    const { log } = collectingLogger();
    let reader = startTestReader(db.url, log, { secretKey: null });
    try {
      await failUntil(mailbox.mailboxId, 1);
    } finally {
      await reader.stop();
    }
    expect((await mailboxState(pool, mailbox.mailboxId)).last_error).toBe(
      'the stored password cannot be used: FAKTURA_SECRET_KEY is not set, so the stored password cannot be opened',
    );
    await pollNow(mailbox.mailboxId);
    reader = startTestReader(db.url, log);
    try {
      await waitUntil(
        async () => (await mailboxState(pool, mailbox.mailboxId)).last_success_at !== null,
        60_000,
        'a successful read',
      );
    } finally {
      await reader.stop();
    }
    expect(await mailboxState(pool, mailbox.mailboxId)).toMatchObject({
      failures: 0,
      last_error: null,
    });
    expect(await storedInbox(pool, mailbox.accountId)).toHaveLength(1);
    expect(await folderCounts(mailbox.login, ['INBOX'])).toEqual({ INBOX: 0 });
  });
});
