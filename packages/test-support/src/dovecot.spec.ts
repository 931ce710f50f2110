import { processesMatching } from './processes';
import { startDovecot } from './dovecot';
import { appendMessages, folderCounts, withImapClient } from './imap-mailbox';

const message = (n: number) =>
  `From: a@example.test\r\nTo: b@example.test\r\nSubject: test ${n}\r\nMessage-ID: <m${n}@example.test>\r\n\r\nbody ${n}\r\n`;

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
      expect(capabilities).toEqual(expect.arrayContaining(['IDLE', 'MOVE', 'UIDPLUS']));
      expect(ownProcesses().length).toBeGreaterThan(0);
      await expect(folderCounts({ ...alice, password: 'wrong' }, ['INBOX'])).rejects.toThrow();
    } finally {
      await server.stop();
    }
    expect(ownProcesses()).toEqual([]);
  });
});
