import { processesMatching } from './processes';
import { startDovecot } from './dovecot';
import { appendMessages, folderCounts, withImapClient } from './imap-mailbox';
import { supplierMail } from './mime-message';

const message = (n: number) =>
  supplierMail({
    subject: `test ${n}`,
    messageId: `<m${n}@example.test>`,
    text: `body ${n}`,
    attachments: [{ filename: `r${n}.pdf`, contentType: 'application/pdf', content: `%PDF-${n}` }],
  });

describe('startDovecot', () => {
  it('serves each user their own mailbox, refuses a wrong password, and stops for sure', async () => {
    const server = await startDovecot({ alice: 'pw-a', bob: 'pw-b' });
    const alice = { host: server.host, port: server.port, user: 'alice', password: 'pw-a' };
    const bob = { host: server.host, port: server.port, user: 'bob', password: 'pw-b' };
    const ownProcesses = () => processesMatching(new RegExp(server.dir));
    try {
      await appendMessages(alice, [message(1), message(2)]);
      await appendMessages(bob, [message(3)], 'Archive');
      expect(await folderCounts(alice, ['INBOX', 'Archive'])).toEqual({ INBOX: 2, Archive: 0 });
      expect(await folderCounts(bob, ['INBOX', 'Archive'])).toEqual({ INBOX: 0, Archive: 1 });
      const capabilities = await withImapClient(alice, async (client) => [
        ...client.capabilities.keys(),
      ]);
      const fetched = await withImapClient(bob, async (client) => {
        await client.mailboxOpen('Archive');
        const fetchedMessage = await client.fetchOne('1', { source: true });
        return fetchedMessage ? fetchedMessage.source : undefined;
      });
      expect(fetched?.toString()).toContain('Subject: test 3');
      expect(fetched?.toString()).toContain('filename="r3.pdf"');
      expect(capabilities).toEqual(expect.arrayContaining(['IDLE', 'MOVE', 'UIDPLUS']));
      expect(ownProcesses().length).toBeGreaterThan(0);
      await expect(folderCounts({ ...alice, password: 'wrong' }, ['INBOX'])).rejects.toThrow();
    } finally {
      await server.stop();
    }
    expect(ownProcesses()).toEqual([]);
  });
});
