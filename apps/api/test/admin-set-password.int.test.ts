import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import {
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  runAdminCli,
} from '../src/platform/admin-cli/admin-cli';
import { verifyPassword } from '../src/platform/auth/password.hash';

describe('faktura set-password', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 1 });
    const account = await prisma.account.create({
      data: {
        name: 'CLI AG',
        slug: 'cli-ag',
        users: { create: { firstname: 'Op', lastname: 'Erator', email: 'op@example.com' } },
      },
    });
    accountId = account.id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  /** Runs the command with `stdin` as its standard input; counts how often stdin was read. */
  async function run(args: string[], stdin: string) {
    let stdout = '';
    let stderr = '';
    let reads = 0;
    const code = await runAdminCli(['set-password', ...args], {
      env: { DATABASE_URL: db.url },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      stdinLine: () => {
        reads += 1;
        return Promise.resolve(stdin);
      },
    });
    return { code, stdout, stderr, reads };
  }

  it('stores the first line of stdin as the password hash, matching the e-mail in any case', async () => {
    const result = await run(
      ['--account', String(accountId), '--email', 'OP@example.com'],
      'a long password',
    );
    expect(result).toMatchObject({ code: EXIT_OK, stderr: '', reads: 1 });
    expect(result.stdout).toMatch(
      /^Set the password of user \d+ \(op@example\.com\) in account \d+\.\n$/,
    );
    expect(result.stdout).not.toContain('a long password');
    const user = await prisma.user.findFirstOrThrow({ where: { accountId } });
    expect(await verifyPassword('a long password', user.passwordHash!)).toBe(true);
  });

  it('refuses a short password before opening the database, and an unknown user', async () => {
    const short = await run(['--account', String(accountId), '--email', 'op@example.com'], 'short');
    expect(short.code).toBe(EXIT_USAGE);
    expect(short.stderr).toContain('must have 10 to 256 characters');
    const missing = await run(['--account', String(accountId)], 'a long password');
    expect(missing.code).toBe(EXIT_USAGE);
    const unknown = await run(
      ['--account', String(accountId), '--email', 'nobody@example.com'],
      'a long password',
    );
    expect(unknown.code).toBe(EXIT_FAILURE);
    expect(unknown.stderr).toContain(
      `no user with e-mail nobody@example.com in account ${accountId}`,
    );
  });
});
