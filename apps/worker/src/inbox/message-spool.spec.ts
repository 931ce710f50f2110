import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { composeMail, pdfBytes } from '../../test/support/inbox-mail';
import { planInboxMessage } from './inbox-message.plan';
import { INBOX_FILE_LIMIT_BYTES } from './inbox.settings';
import { spoolMessage } from './message-spool';

describe('spoolMessage and planInboxMessage', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'spool-spec-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const plan = async (source: Buffer, chunk = 4096) => {
    const chunks = Array.from({ length: Math.ceil(source.length / chunk) }, (_, i) =>
      source.subarray(i * chunk, (i + 1) * chunk),
    );
    const spooled = await spoolMessage(Readable.from(chunks), dir);
    return planInboxMessage(spooled, dir, { accountId: 1, mailboxId: 2 });
  };

  it('keeps document attachments with their hashes, and the shown inline image as body', async () => {
    const source = await composeMail({
      subject: 'Rechnung 4711',
      messageId: '<4711@supplier.test>',
      text: 'Anbei die Rechnung.',
      html: '<p>Anbei</p><img src="cid:logo@supplier">',
      attachments: [
        { filename: 'rechnung.pdf', content: pdfBytes('a'), contentType: 'application/pdf' },
        { filename: 'rechnung.xml', content: '<Invoice/>', contentType: 'application/xml' },
        { filename: 'copy.pdf', content: pdfBytes('a'), contentType: 'application/pdf' },
        { filename: 'logo.png', content: Buffer.from('png'), cid: 'logo@supplier' },
        { filename: 'invite.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
      ],
    });
    const message = await plan(source);
    expect(message.record).toMatchObject({
      messageKey: '<4711@supplier.test>',
      subject: 'Rechnung 4711',
      fromAddress: 'billing@supplier.test',
      bodyText: 'Anbei die Rechnung.',
    });
    expect(
      message.attachments.map((each) => [each.filename, each.size, each.rejectionReason]),
    ).toEqual([
      ['rechnung.pdf', pdfBytes('a').length, null],
      ['rechnung.xml', 10, null],
    ]);
    expect(await readFile(message.attachments[0].file!.path)).toEqual(pdfBytes('a'));
    expect(await readFile(message.source.path)).toEqual(source);
    expect(message.source.size).toBe(source.length);
  });

  it('refuses an attachment over the limit with its reason and keeps the rest', async () => {
    const big = Buffer.alloc(INBOX_FILE_LIMIT_BYTES + 1024 * 1024, 7);
    const source = await composeMail({
      subject: 'Two files',
      attachments: [
        { filename: 'huge.pdf', content: big, contentType: 'application/pdf' },
        { filename: 'small.pdf', content: pdfBytes('small'), contentType: 'application/pdf' },
      ],
    });
    const message = await plan(source, 1024 * 1024);
    expect(
      message.attachments.map((each) => [each.filename, each.file !== null, each.rejectionReason]),
    ).toEqual([
      ['huge.pdf', false, '26 MiB attachment over the 25 MiB limit'],
      ['small.pdf', true, null],
    ]);
    expect(message.attachments[0].size).toBe(big.length);
    // The source (over the limit too) is kept as headers and text.
    const kept = await readFile(message.source.path, 'utf8');
    expect(kept).toContain('Subject: Two files');
    expect(kept).toContain('X-Faktura-Reduced');
    expect(message.source.size).toBeLessThan(10_000);
    expect(message.record.messageKey).toMatch(/^<.+>$/);
  });

  it('keys a message without Message-ID by its source and gives a mail without documents its own row', async () => {
    const source = Buffer.from('From: a@supplier.test\r\nSubject: Hallo\r\n\r\nNur Text\r\n');
    const message = await plan(source);
    expect(message.record.messageKey).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(message.attachments).toEqual([
      expect.objectContaining({ sha256: 'mail', file: null, rejectionReason: null }),
    ]);
  });

  it('stores at most 50 attachments and names the rest on the mail row', async () => {
    const source = await composeMail({
      attachments: Array.from({ length: 53 }, (_, n) => ({
        filename: `r${n}.pdf`,
        content: pdfBytes(String(n)),
        contentType: 'application/pdf',
      })),
    });
    const message = await plan(source);
    expect(message.attachments).toHaveLength(51);
    expect(message.attachments[50]).toMatchObject({
      sha256: 'mail',
      rejectionReason: '3 more attachments over the limit of 50 per message (in the stored mail)',
    });
  });
});
