import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPrismaClient,
  createTestDatabase,
  openSecret,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import {
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  runAdminCli,
} from '../src/platform/admin-cli/admin-cli';

const PASSWORD = 'Cli-Mailbox-Passw0rd';

/**
 * faktura inbox-set / inbox-show / inbox-remove: the password from stdin or a named variable
 * (never an argument), sealed with FAKTURA_SECRET_KEY or the data folder's secret.key, and
 * never printed.
 */
describe('faktura inbox-set, inbox-show, inbox-remove', () => {
  const key = randomBytes(32);
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  let dataDir: string;
  const printed: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 1 });
    accountId = (await prisma.account.create({ data: { name: 'Inbox AG', slug: 'inbox-ag' } })).id;
    dataDir = mkdtempSync(join(tmpdir(), 'inbox-cli-'));
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await prisma.$disconnect();
    await db.drop();
  });

  async function run(args: string[], options: { stdin?: string; env?: object } = {}) {
    let stdout = '';
    let stderr = '';
    const code = await runAdminCli(args, {
      env: { DATABASE_URL: db.url, FAKTURA_SECRET_KEY: key.toString('hex'), ...options.env },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      stdinLine: () => Promise.resolve(options.stdin ?? ''),
    });
    printed.push(stdout, stderr);
    return { code, stdout, stderr };
  }
  const account = () => ['--account', String(accountId)];
  const sealed = async () =>
    (await prisma.inboxMailbox.findUniqueOrThrow({ where: { accountId } })).passwordCiphertext;

  it('sets up the inbox with the password from stdin', async () => {
    const result = await run(
      [
        'inbox-set',
        ...account(),
        '--host',
        'imap.example.com',
        '--username',
        'ap@example.com',
        '--password-stdin',
      ],
      { stdin: PASSWORD },
    );
    expect(result).toEqual({
      code: EXIT_OK,
      stdout: `Set the inbox of account ${accountId}: ap@example.com at imap.example.com:993.\n`,
      stderr: '',
    });
    expect(openSecret(await sealed(), key)).toBe(PASSWORD);
  });

  it('takes the password from a named variable, and the key from the data folder', async () => {
    const keyFile = randomBytes(32);
    writeFileSync(join(dataDir, 'secret.key'), `${keyFile.toString('hex')}\n`, { mode: 0o600 });
    const result = await run(['inbox-set', ...account(), '--password-env', 'MAILBOX_PASSWORD'], {
      env: { FAKTURA_SECRET_KEY: '', FAKTURA_DATA_DIR: dataDir, MAILBOX_PASSWORD: `${PASSWORD}!` },
    });
    expect(result.code).toBe(EXIT_OK);
    expect(openSecret(await sealed(), keyFile)).toBe(`${PASSWORD}!`);
  });

  it('refuses wrong options with the option named, and a password without any key', async () => {
    const port = await run(['inbox-set', ...account(), '--port', '70000', '--tls', 'maybe']);
    expect(port.code).toBe(EXIT_USAGE);
    expect(port.stderr).toContain('--tls must be true or false');
    const range = await run(['inbox-set', ...account(), '--port', '70000']);
    expect(range.code).toBe(EXIT_USAGE);
    expect(range.stderr).toContain('--port');
    const both = await run(['inbox-set', ...account(), '--password-stdin', '--password-env', 'X']);
    expect(both.code).toBe(EXIT_USAGE);
    const keyless = await run(['inbox-set', ...account(), '--password-stdin'], {
      stdin: 'another',
      env: { FAKTURA_SECRET_KEY: '', FAKTURA_DATA_DIR: join(dataDir, 'none') },
    });
    expect(keyless.code).toBe(EXIT_FAILURE);
    expect(keyless.stderr).toContain('FAKTURA_SECRET_KEY');
  });

  it('shows the settings and the state, never the password', async () => {
    await run(['inbox-set', ...account(), '--folder', 'Rechnungen', '--enabled', 'false']);
    const result = await run(['inbox-show', ...account()]);
    expect(result.code).toBe(EXIT_OK);
    expect(result.stdout).toContain('host: imap.example.com\n');
    expect(result.stdout).toContain('folder: Rechnungen\n');
    expect(result.stdout).toContain('enabled: false\n');
    expect(result.stdout).toContain('password_set: true\n');
  });

  it('removes the settings; showing or removing them again fails', async () => {
    expect((await run(['inbox-remove', ...account()])).code).toBe(EXIT_OK);
    const shown = await run(['inbox-show', ...account()]);
    expect(shown).toMatchObject({ code: EXIT_FAILURE });
    expect(shown.stderr).toContain('no inbox set up');
    expect((await run(['inbox-remove', ...account()])).code).toBe(EXIT_FAILURE);
  });

  it('printed the password nowhere', () => {
    expect(printed.join('')).not.toContain('Passw0rd');
  });
});
