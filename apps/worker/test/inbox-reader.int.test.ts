import { ChannelListener, createPgPool, INBOX_CHANNEL, type ScratchDatabase } from '@faktura/db';
import { createTestDatabase } from '@faktura/db';
import {
  appendMessages,
  type DovecotServer,
  folderCounts,
  startDovecot,
  waitUntil,
} from '@faktura/test-support';
import type { Pool } from 'pg';
import { composeMail, pdfBytes } from './support/inbox-mail';
import {
  collectingLogger,
  mailboxState,
  seedMailbox,
  startTestReader,
  storedInbox,
  waitForFolder,
} from './support/inbox-test-data';

const invoiceMail = (n: number, extra: object = {}) =>
  composeMail({
    subject: `Rechnung ${n}`,
    messageId: `<invoice-${n}@supplier.test>`,
    text: `Rechnung ${n} anbei.`,
    attachments: [
      { filename: `rechnung-${n}.pdf`, content: pdfBytes(`r${n}`), contentType: 'application/pdf' },
      { filename: `rechnung-${n}.xml`, content: `<Invoice n="${n}"/>`, contentType: 'text/xml' },
    ],
    ...extra,
  });

describe('inbox reader (real Dovecot, real PostgreSQL)', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let server: DovecotServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPgPool(db.url, { max: 4 });
    server = await startDovecot({
      stores: 'pw-stores',
      commits: 'pw-commits',
      twice: 'pw-twice',
      oversize: 'pw-oversize',
      alice: 'pw-alice',
      bob: 'pw-bob',
      idler: 'pw-idler',
      shared: 'pw-shared',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await pool?.end();
    await db?.drop();
  });

  it('stores each message once with its attachments, notifies, and moves it', async () => {
    const mailbox = await seedMailbox(pool, server, 'stores');
    await appendMessages(mailbox.login, [await invoiceMail(1), await invoiceMail(2)]);
    const notes: string[] = [];
    const listener = new ChannelListener({
      databaseUrl: db.url,
      channel: INBOX_CHANNEL,
      onNotification: (payload) => notes.push(payload),
    });
    await listener.start();
    const { log } = collectingLogger();
    const reader = startTestReader(db.url, log);
    try {
      await waitUntil(async () => notes.length === 2, 60_000, 'two notifications');
      await waitForFolder(mailbox.login, 'Processed', 2);
    } finally {
      await reader.stop();
      await listener.stop();
    }
    expect(notes).toEqual([String(mailbox.accountId), String(mailbox.accountId)]);
    const stored = await storedInbox(pool, mailbox.accountId);
    expect(stored.map((message) => message.message_key)).toEqual([
      '<invoice-1@supplier.test>',
      '<invoice-2@supplier.test>',
    ]);
    expect(stored[0].email_file_id).not.toBeNull();
    expect(stored[0].attachments.map((each) => [each.filename, each.file_id !== null])).toEqual([
      ['rechnung-1.pdf', true],
      ['rechnung-1.xml', true],
    ]);
    const files = await pool.query<{ data: Buffer; sha256: string }>(
      `SELECT f.data, f.sha256 FROM inbox_attachments a JOIN stored_files f ON f.id = a.file_id
        WHERE a.account_id = $1 AND a.filename = 'rechnung-2.pdf'`,
      [mailbox.accountId],
    );
    expect(files.rows[0].data).toEqual(pdfBytes('r2'));
    expect(await folderCounts(mailbox.login, ['INBOX', 'Processed'])).toEqual({
      INBOX: 0,
      Processed: 2,
    });
    expect(await mailboxState(pool, mailbox.mailboxId)).toMatchObject({
      failures: 0,
      last_error: null,
    });
  });

  it('moves a message only after its transaction committed', async () => {
    const mailbox = await seedMailbox(pool, server, 'commits');
    // The database refuses this one message's rows, as a crash before the commit would lose them.
    await pool.query(`CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.filename = 'rechnung-66.pdf' THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$`);
    await pool.query(`CREATE TRIGGER refuse_poison BEFORE INSERT ON inbox_attachments
                      FOR EACH ROW EXECUTE FUNCTION refuse_poison()`);
    await appendMessages(mailbox.login, [await invoiceMail(65), await invoiceMail(66)]);
    const { log } = collectingLogger();
    let reader = startTestReader(db.url, log);
    try {
      await waitUntil(
        async () => (await mailboxState(pool, mailbox.mailboxId)).failures === 1,
        60_000,
        'the failed read recorded',
      );
    } finally {
      await reader.stop();
    }
    expect(await folderCounts(mailbox.login, ['INBOX', 'Processed'])).toEqual({
      INBOX: 1,
      Processed: 1,
    });
    const stored = await storedInbox(pool, mailbox.accountId);
    expect(stored.map((message) => message.subject)).toEqual(['Rechnung 65']);
    expect((await mailboxState(pool, mailbox.mailboxId)).last_error).toMatch(
      /^a message could not be stored: .*disk full/,
    );

    await pool.query('DROP TRIGGER refuse_poison ON inbox_attachments');
    await pool.query('UPDATE inbox_mailboxes SET next_poll_at = now() WHERE id = $1', [
      mailbox.mailboxId,
    ]);
    reader = startTestReader(db.url, log);
    try {
      await waitForFolder(mailbox.login, 'INBOX', 0);
    } finally {
      await reader.stop();
    }
    const after = await storedInbox(pool, mailbox.accountId);
    expect(after.map((message) => message.subject)).toEqual(['Rechnung 65', 'Rechnung 66']);
    expect(await mailboxState(pool, mailbox.mailboxId)).toMatchObject({ failures: 0 });
  });

  it('stores nothing new for a re-read or a Message-ID seen before, and still moves them', async () => {
    const mailbox = await seedMailbox(pool, server, 'twice');
    const first = await invoiceMail(7);
    const withoutId = Buffer.from(
      'From: shop@supplier.test\r\nSubject: Ohne Kennung\r\n\r\nKeine Message-ID.\r\n',
    );
    await appendMessages(mailbox.login, [first, first, withoutId]);
    const { log } = collectingLogger();
    let reader = startTestReader(db.url, log, { pollMs: 60_000 });
    try {
      await waitForFolder(mailbox.login, 'Processed', 3);
    } finally {
      await reader.stop();
    }
    const once = await storedInbox(pool, mailbox.accountId);
    expect(once.map((message) => message.subject)).toEqual(['Rechnung 7', 'Ohne Kennung']);
    expect(once[1].attachments).toEqual([
      expect.objectContaining({ sha256: 'mail', file_id: null, rejection_reason: null }),
    ]);
    // As after a crash between the commit and the move: the stored messages are back.
    await appendMessages(mailbox.login, [first, withoutId]);
    await pool.query('UPDATE inbox_mailboxes SET next_poll_at = now() WHERE id = $1', [
      mailbox.mailboxId,
    ]);
    reader = startTestReader(db.url, log);
    try {
      await waitForFolder(mailbox.login, 'Processed', 5);
    } finally {
      await reader.stop();
    }
    expect(await storedInbox(pool, mailbox.accountId)).toEqual(once);
    const files = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stored_files WHERE account_id = $1',
      [mailbox.accountId],
    );
    // Two sources and the first message's two attachments.
    expect(files.rows[0].n).toBe(4);
  });

  it('refuses an attachment over 25 MiB with its reason and stores the rest of the message', async () => {
    const mailbox = await seedMailbox(pool, server, 'oversize');
    const huge = Buffer.alloc(26 * 1024 * 1024, 0x25);
    await appendMessages(mailbox.login, [
      await composeMail({
        subject: 'Scan',
        messageId: '<scan@supplier.test>',
        text: 'Der Scan und die Rechnung.',
        attachments: [
          { filename: 'scan.pdf', content: huge, contentType: 'application/pdf' },
          { filename: 'rechnung.pdf', content: pdfBytes('small'), contentType: 'application/pdf' },
        ],
      }),
    ]);
    const { log } = collectingLogger();
    const reader = startTestReader(db.url, log);
    try {
      await waitForFolder(mailbox.login, 'Processed', 1, 120_000);
    } finally {
      await reader.stop();
    }
    const [message] = await storedInbox(pool, mailbox.accountId);
    expect(message.attachments).toEqual([
      expect.objectContaining({
        filename: 'scan.pdf',
        size: huge.length,
        file_id: null,
        rejection_reason: '26 MiB attachment over the 25 MiB limit',
      }),
      expect.objectContaining({ filename: 'rechnung.pdf', rejection_reason: null }),
    ]);
    expect(message.attachments[1].file_id).not.toBeNull();
    const source = await pool.query<{ size: number; text: string }>(
      `SELECT size, convert_from(data, 'UTF8') AS text FROM stored_files WHERE id = $1`,
      [message.email_file_id],
    );
    expect(source.rows[0].size).toBeLessThan(100_000);
    expect(source.rows[0].text).toContain('Der Scan und die Rechnung.');
  });

  it("keeps two accounts' mailboxes apart", async () => {
    const alice = await seedMailbox(pool, server, 'alice');
    const bob = await seedMailbox(pool, server, 'bob');
    await appendMessages(alice.login, [await invoiceMail(101), await invoiceMail(102)]);
    await appendMessages(bob.login, [await invoiceMail(201)]);
    const { log } = collectingLogger();
    const reader = startTestReader(db.url, log);
    try {
      await waitForFolder(alice.login, 'Processed', 2);
      await waitForFolder(bob.login, 'Processed', 1);
    } finally {
      await reader.stop();
    }
    const subjects = async (accountId: number) =>
      (await storedInbox(pool, accountId)).map((message) => message.subject);
    expect(await subjects(alice.accountId)).toEqual(['Rechnung 101', 'Rechnung 102']);
    expect(await subjects(bob.accountId)).toEqual(['Rechnung 201']);
    const crossed = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM inbox_attachments a
         JOIN inbox_messages m ON m.id = a.message_id
         JOIN stored_files f ON f.id = a.file_id
        WHERE a.account_id <> m.account_id OR f.account_id <> m.account_id`,
    );
    expect(crossed.rows[0].n).toBe(0);
  });

  it('picks up a new message in IDLE without waiting for the next poll', async () => {
    const mailbox = await seedMailbox(pool, server, 'idler');
    const { log } = collectingLogger();
    // The next poll would be in ten minutes: only IDLE can bring the message in.
    const reader = startTestReader(db.url, log, { pollMs: 600_000 });
    try {
      await waitUntil(
        async () => (await mailboxState(pool, mailbox.mailboxId)).last_success_at !== null,
        60_000,
        'the first read',
      );
      await appendMessages(mailbox.login, [await invoiceMail(300)]);
      await waitUntil(
        async () => (await storedInbox(pool, mailbox.accountId)).length === 1,
        30_000,
        'the message stored through IDLE',
      );
    } finally {
      await reader.stop();
    }
    expect(await folderCounts(mailbox.login, ['INBOX', 'Processed'])).toEqual({
      INBOX: 0,
      Processed: 1,
    });
  });

  it('lets one of several workers read a mailbox at a time', async () => {
    const mailbox = await seedMailbox(pool, server, 'shared');
    await appendMessages(
      mailbox.login,
      await Promise.all(Array.from({ length: 12 }, (_, n) => invoiceMail(400 + n))),
    );
    const { log } = collectingLogger();
    const readers = [1, 2, 3].map(() => startTestReader(db.url, log, { idleMax: 0 }));
    try {
      await waitForFolder(mailbox.login, 'Processed', 12);
    } finally {
      await Promise.all(readers.map((each) => each.stop()));
    }
    const stored = await storedInbox(pool, mailbox.accountId);
    expect(stored).toHaveLength(12);
    expect(new Set(stored.map((message) => message.message_key)).size).toBe(12);
  });
});
