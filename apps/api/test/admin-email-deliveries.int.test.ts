import { join } from 'node:path';
import {
  createPrismaClient,
  createTestDatabase,
  type EmailStatus,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { startChild, stopAllChildren } from '@faktura/test-support';
import { createTestAccount, type TestAccount } from './support/test-accounts';

// The built CLI, as operators run it (the monorepo's test task builds before testing).
const ROOT = join(__dirname, '..', '..', '..');
const CLI = join(ROOT, 'apps/api/dist/cli.js');

describe('faktura list-email-deliveries / resend-email-delivery', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;

  /** Runs the CLI to its end; stdout and stderr together, as an operator sees them. */
  async function cli(...args: string[]) {
    const child = startChild(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: db.url },
    });
    const { code } = await child.waitForExit();
    return { code, output: child.output() };
  }

  async function offer(account: TestAccount, identifier: string) {
    return prisma.offer.create({
      data: {
        accountId: account.accountId,
        identifier,
        date: new Date('2026-03-01'),
        dueDate: new Date('2026-03-31'),
        title: 'Website relaunch',
        recipientAddress: 'Kunde AG',
        currency: 'EUR',
        tax: '19',
      },
    });
  }

  async function delivery(account: TestAccount, offerId: number, status: EmailStatus) {
    return prisma.emailDelivery.create({
      data: {
        accountId: account.accountId,
        documentKind: 'offer',
        documentId: offerId,
        emailsTo: ['kunde@kunde.example'],
        subject: 'Offer',
        text: 'Hello',
        status,
        messageId: `<${status}-${offerId}@faktura>`,
        attempts: 1,
        lastError: status === 'sent' ? null : `${status}: connection lost\nsecond line`,
      },
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
    a = await createTestAccount(db.url, 'Alpha');
    b = await createTestAccount(db.url, 'Beta');
  });

  afterAll(async () => {
    await stopAllChildren(5000);
    await prisma?.$disconnect();
    await db?.drop();
  });

  it('says so when nothing waits for an operator', async () => {
    const run = await cli('list-email-deliveries');
    expect(run).toEqual({ code: 0, output: 'No e-mail deliveries are uncertain or failed.\n' });
  });

  it('lists the uncertain and failed e-mails with their documents, and resends one', async () => {
    const mine = await offer(a, 'A260001');
    const theirs = await offer(b, 'A260001');
    const uncertain = await delivery(a, mine.id, 'uncertain');
    const failed = await delivery(a, mine.id, 'failed');
    const sent = await delivery(a, mine.id, 'sent');
    const foreign = await delivery(b, theirs.id, 'uncertain');

    const listed = await cli('list-email-deliveries');
    expect(listed.code).toBe(0);
    const lines = listed.output.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+ACCOUNT\s+STATUS\s+DOCUMENT\s+TO\s+QUEUED\s+ATTEMPTS/);
    expect(lines.slice(1, -1).map((line) => Number(line.split(/\s+/)[0]))).toEqual([
      uncertain.id,
      failed.id,
      foreign.id,
    ]);
    expect(lines[1]).toContain('uncertain  offer A260001  kunde@kunde.example');
    expect(lines[1]).toContain(`<uncertain-${mine.id}@faktura>`);
    expect(lines[1]).toContain('uncertain: connection lost');
    expect(listed.output).not.toContain('second line');
    expect(lines.at(-1)).toBe('Resend one with: faktura resend-email-delivery <id>');

    const ofA = await cli('list-email-deliveries', '--account', String(a.accountId));
    expect(ofA.output).not.toContain(`<uncertain-${theirs.id}@faktura>`);
    const onlySent = await cli('list-email-deliveries', '--status', 'sent');
    expect(onlySent.output.split('\n')[1]).toMatch(new RegExp(`^${sent.id}\\s`));

    const resent = await cli('resend-email-delivery', String(uncertain.id));
    expect(resent).toEqual({
      code: 0,
      output:
        `Queued e-mail delivery ${uncertain.id} (offer A260001, account ${a.accountId}) again; ` +
        `the worker sends it with the same Message-ID <uncertain-${mine.id}@faktura>.\n`,
    });
    const row = await prisma.emailDelivery.findUniqueOrThrow({ where: { id: uncertain.id } });
    expect(row).toMatchObject({ status: 'queued', lastError: null, dataCompletedAt: null });
    const jobs = await prisma.job.findMany({ where: { type: 'email.send' } });
    expect(jobs.map((job) => job.payload)).toEqual([{ deliveryId: uncertain.id }]);

    const twice = await cli('resend-email-delivery', String(uncertain.id));
    expect(twice).toEqual({
      code: 1,
      output:
        'faktura resend-email-delivery: Only uncertain or failed e-mail deliveries can be ' +
        'resent; this one is queued\n',
    });
    const unknown = await cli('resend-email-delivery', '99999999');
    expect(unknown).toEqual({
      code: 1,
      output: 'faktura resend-email-delivery: e-mail delivery 99999999 does not exist\n',
    });
  }, 120_000);

  it.each([
    [['list-email-deliveries', '--status', 'lost'], '--status must list some of'],
    [['list-email-deliveries', '--account', 'x'], '--account must be a positive whole number'],
    [['resend-email-delivery'], '<id> is required'],
    [['resend-email-delivery', 'abc'], 'the e-mail delivery id must be a positive whole number'],
  ])(
    '%j is a usage error (exit 2, one line)',
    async (argv, message) => {
      const run = await cli(...argv);
      expect(run.code).toBe(2);
      expect(run.output).toContain(message);
      expect(run.output.trimEnd().split('\n')).toHaveLength(1);
    },
    60_000,
  );
});
