import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DovecotServer,
  folderCounts,
  startDovecot,
  withImapClient,
} from '@faktura/test-support';
import { createMailTransport } from '../src/mail/mail-transport';
import { sinkImapDelivery, sinkImapTarget } from '../src/mail/sink-imap-delivery';
import { startSmtpSink } from '../src/mail/smtp-sink';

const PASSWORD = 'dev-inbox-secret';

describe('SMTP sink delivering into an IMAP mailbox (npm start with FAKTURA_DEV_INBOX)', () => {
  let dovecot: DovecotServer;
  let dir: string;
  const login = () => ({
    host: dovecot.host,
    port: dovecot.port,
    user: 'inbox',
    password: PASSWORD,
  });

  beforeAll(async () => {
    dovecot = await startDovecot({ inbox: PASSWORD });
  });

  afterAll(async () => {
    await dovecot?.stop();
  });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'faktura-sink-imap-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const send = (url: string, messageId: string) =>
    createMailTransport(url).sendMail({
      from: 'Demo GmbH <rechnung@demo.example>',
      to: ['einkauf@kunde.example'],
      cc: [],
      bcc: [],
      subject: 'Rechnung R260001',
      text: 'Anbei die Rechnung.',
      html: '<p>Anbei die Rechnung.</p>',
      messageId,
      attachments: [
        {
          filename: 'R260001.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4\n%%EOF\n'),
        },
      ],
    });

  it('reads the target from its URL and refuses anything but imap://', () => {
    expect(sinkImapTarget('imap://in%40box:p%3Ass@127.0.0.1:1143/Rechnungen')).toEqual({
      host: '127.0.0.1',
      port: 1143,
      user: 'in@box',
      password: 'p:ss',
      folder: 'Rechnungen',
    });
    expect(sinkImapTarget('imap://inbox:pw@localhost').folder).toBe('INBOX');
    expect(() => sinkImapTarget('imaps://inbox:pw@localhost')).toThrow(
      /FAKTURA_SMTP_SINK_IMAP_URL/,
    );
    expect(() => sinkImapTarget('not a url')).toThrow(/FAKTURA_SMTP_SINK_IMAP_URL/);
  });

  it('stores the .eml file and appends the same message to the mailbox', async () => {
    const target = sinkImapTarget(`imap://inbox:${PASSWORD}@${dovecot.host}:${dovecot.port}/INBOX`);
    const sink = await startSmtpSink(join(dir, 'mail'), {
      port: 0,
      deliver: sinkImapDelivery(target),
    });
    try {
      await send(sink.url, '<sink-imap-1@faktura>');
    } finally {
      await sink.stop();
    }
    expect(await readdir(join(dir, 'mail'))).toHaveLength(1);
    const subjects = await withImapClient(login(), async (client) => {
      const lock = await client.getMailboxLock('INBOX');
      try {
        const found: string[] = [];
        for await (const message of client.fetch('1:*', { envelope: true })) {
          found.push(`${message.envelope?.messageId} ${message.envelope?.subject}`);
        }
        return found;
      } finally {
        lock.release();
      }
    });
    expect(subjects).toEqual(['<sink-imap-1@faktura> Rechnung R260001']);
  });

  it('keeps the .eml file and accepts the mail when the mailbox refuses it', async () => {
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (line: string) => warnings.push(line), error: () => {} };
    const before = (await folderCounts(login(), ['INBOX'])).INBOX;
    const sink = await startSmtpSink(join(dir, 'mail'), {
      port: 0,
      log,
      deliver: sinkImapDelivery({ ...login(), password: 'wrong', folder: 'INBOX' }),
    });
    try {
      await send(sink.url, '<sink-imap-2@faktura>');
    } finally {
      await sink.stop();
    }
    expect(await readdir(join(dir, 'mail'))).toHaveLength(1);
    expect(warnings).toEqual([expect.stringMatching(/not delivered/)]);
    expect(warnings.join('\n')).not.toContain(PASSWORD);
    expect((await folderCounts(login(), ['INBOX'])).INBOX).toBe(before);
  });
});
