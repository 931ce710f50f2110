import { randomBytes } from 'node:crypto';
import { createPrismaClient, openSecret, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const INBOX = '/api/v1/account/inbox';
const PASSWORD = 'Sup3r-Secret-Mailbox-Passw0rd';
const SETTINGS = {
  host: 'imap.example.com',
  username: 'invoices@example.com',
  password: PASSWORD,
};

/**
 * GET/PUT/PATCH/DELETE /account/inbox: validation naming the fields, the password sealed with
 * the server's key and never answered nor logged, a new connection resetting the mailbox's
 * state, no key refused naming FAKTURA_SECRET_KEY, and one account never seeing another's.
 */
describe('/account/inbox', () => {
  const key = randomBytes(32);
  const log: string[] = [];
  const answers: string[] = [];
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  const api = (account: TestAccount, url = t.url) => {
    const calls = client(url, account.key);
    // Every answer is kept for the check that none carries the password.
    const kept = <T extends { text?: string }>(response: T) => {
      answers.push(response.text ?? '');
      return response;
    };
    return {
      get: (path: string) => calls.get(path).then(kept),
      put: (path: string, body: object) => calls.put(path, body).then(kept),
      patch: (path: string, body: object) => calls.patch(path, body).then(kept),
      delete: (path: string) => calls.delete(path).then(kept),
    };
  };
  const mailbox = (account: TestAccount) =>
    prisma.inboxMailbox.findUniqueOrThrow({ where: { accountId: account.accountId } });

  beforeAll(async () => {
    t = await startTestApp(
      { secretKey: key, logLevel: 'trace' },
      // Nest's own log lines too (logger: undefined), not only the request lines.
      { logger: undefined, logDestination: { write: (line: string) => log.push(line) } },
    );
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('answers 404 before anything is set up', async () => {
    expect((await api(a).get(INBOX)).status).toBe(404);
  });

  it('names every missing or wrong field in one 422 and writes nothing', async () => {
    const missing = await api(a).put(INBOX, { port: 993 });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['host', 'password', 'username']);
    const wrong = await api(a).put(INBOX, {
      ...SETTINGS,
      host: 'imaps://imap.example.com/',
      port: 0,
      tls: 'yes',
      folder: 'Rechnungen',
      processed_folder: 'rechnungen',
      password: '',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['host', 'password', 'port', 'tls']);
    const sameFolder = await api(a).put(INBOX, { ...SETTINGS, processed_folder: 'inbox' });
    expect(sameFolder.status).toBe(422);
    expect(Object.keys(sameFolder.body.errors)).toEqual(['processed_folder']);
    expect(await prisma.inboxMailbox.count()).toBe(0);
  });

  it('sets up the inbox with the defaults and seals the password with the key', async () => {
    const response = await api(a).put(INBOX, SETTINGS);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      host: 'imap.example.com',
      port: 993,
      tls: true,
      username: 'invoices@example.com',
      password_set: true,
      folder: 'INBOX',
      processed_folder: 'Processed',
      enabled: true,
      last_polled_at: null,
      last_error: null,
      failures: 0,
    });
    expect(response.body).not.toHaveProperty('password');
    expect(response.body).not.toHaveProperty('password_ciphertext');
    const row = await mailbox(a);
    expect(row.passwordCiphertext).not.toContain(PASSWORD);
    expect(openSecret(row.passwordCiphertext, key)).toBe(PASSWORD);
    expect((await api(a).get(INBOX)).body).toEqual(response.body);
  });

  it('keeps the state on other changes; a new connection starts afresh', async () => {
    const failed = new Date('2026-11-01T10:00:00Z');
    // Whole seconds: timestamps are answered without milliseconds.
    const later = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
    await prisma.inboxMailbox.update({
      where: { accountId: a.accountId },
      data: { failures: 4, lastError: 'login failed', lastErrorAt: failed, nextPollAt: later },
    });
    const kept = await api(a).patch(INBOX, { processed_folder: 'Erledigt', enabled: false });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ failures: 4, last_error: 'login failed', enabled: false });
    expect(new Date(kept.body.next_poll_at as string)).toEqual(later);
    const before = Date.now();
    const moved = await api(a).put(INBOX, { folder: 'Rechnungen' });
    expect(moved.body).toMatchObject({
      failures: 0,
      last_error: null,
      last_error_at: null,
      folder: 'Rechnungen',
    });
    const due = new Date(moved.body.next_poll_at as string).getTime();
    expect(due).toBeGreaterThanOrEqual(before - 1000);
    expect(due).toBeLessThan(later.getTime());
    await prisma.inboxMailbox.update({
      where: { accountId: a.accountId },
      data: { failures: 2, lastError: 'timeout', lastErrorAt: failed },
    });
    const changed = await api(a).patch(INBOX, { port: 143, tls: false, enabled: true });
    expect(changed.body).toMatchObject({ failures: 0, last_error: null, port: 143, tls: false });
  });

  it('changes the password only when one is sent', async () => {
    const sealed = (await mailbox(a)).passwordCiphertext;
    await api(a).patch(INBOX, { username: 'ap@example.com' });
    expect((await mailbox(a)).passwordCiphertext).toBe(sealed);
    await api(a).patch(INBOX, { password: `${PASSWORD}-2` });
    expect(openSecret((await mailbox(a)).passwordCiphertext, key)).toBe(`${PASSWORD}-2`);
  });

  it('refuses writes with a read-only key', async () => {
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.put(INBOX, { port: 995 }).expect(403);
    await readOnly.delete(INBOX).expect(403);
    await readOnly.get(INBOX).expect(200);
  });

  it("never shows or changes another account's inbox", async () => {
    const owned = (await api(a).get(INBOX)).body;
    expect((await api(b).get(INBOX)).status).toBe(404);
    expect((await api(b).delete(INBOX)).status).toBe(404);
    expect((await api(b).patch(INBOX, { port: 995 })).status).toBe(422);
    const own = await api(b).put(INBOX, { ...SETTINGS, host: 'imap.beta.example' });
    expect(own.body.host).toBe('imap.beta.example');
    expect((await api(a).get(INBOX)).body).toEqual(owned);
    expect((await api(b).delete(INBOX)).status).toBe(204);
    expect((await api(a).get(INBOX)).body).toEqual(owned);
  });

  it('refuses to store a password without FAKTURA_SECRET_KEY, naming it', async () => {
    const keyless = await startTestApp({ secretKey: null }, { database: t.db });
    try {
      const refused = await api(a, keyless.url).patch(INBOX, { password: 'another one' });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toContain('FAKTURA_SECRET_KEY');
      expect(openSecret((await mailbox(a)).passwordCiphertext, key)).toBe(`${PASSWORD}-2`);
      // Nothing to seal: other fields still change.
      expect((await api(a, keyless.url).patch(INBOX, { port: 995 })).status).toBe(200);
    } finally {
      await keyless.close();
    }
  });

  it('records each change in the audit trail, without the password', async () => {
    const rows = await prisma.auditEvent.findMany({
      where: { accountId: a.accountId, recordType: 'inbox_settings' },
      orderBy: { seq: 'asc' },
      select: { action: true, changes: true, snapshot: true },
    });
    expect(rows.map((row) => row.action)).toContain('account.inbox_changed');
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it('removes the settings: 204, then 404', async () => {
    expect((await api(a).delete(INBOX)).status).toBe(204);
    expect((await api(a).get(INBOX)).status).toBe(404);
    expect((await api(a).delete(INBOX)).status).toBe(404);
    const removed = await prisma.auditEvent.findFirst({
      where: { accountId: a.accountId, action: 'account.inbox_removed' },
    });
    expect(removed).not.toBeNull();
  });

  it('never answered or logged the password', () => {
    expect(log.length).toBeGreaterThan(10);
    expect(answers.length).toBeGreaterThan(10);
    for (const text of [...answers, ...log]) expect(text).not.toContain('Passw0rd');
  });
});
