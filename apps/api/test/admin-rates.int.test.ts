import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { createTestAccount, type TestAccount } from './support/test-accounts';

describe('faktura set-fixed-costs, set-hourly-rates and the demo account’s rates', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let account: TestAccount;
  let other: TestAccount;
  let dir: string;
  let fileCount = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 1 });
    account = await createTestAccount(db.url, 'Gamma');
    other = await createTestAccount(db.url, 'Delta');
    dir = mkdtempSync(join(tmpdir(), 'faktura-rates-'));
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the CLI in-process on the test database and captures what it prints. */
  async function run(...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runAdminCli(argv, {
      env: { DATABASE_URL: db.url, FAKTURA_DATA_DIR: dir },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  }

  /** A file holding `content` (JSON unless it is a string already). */
  function file(content: unknown): string {
    const path = join(dir, `input-${++fileCount}.json`);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  }

  const costsOf = (accountId: number) =>
    prisma.fixedCost.findMany({
      where: { accountId },
      orderBy: { id: 'asc' },
      include: { costs: { orderBy: [{ year: 'asc' }, { month: 'asc' }] } },
    });

  describe('set-fixed-costs', () => {
    const id = () => String(account.accountId);
    const rent = {
      title: 'Office rent',
      description: 'Main office',
      payment_day: 1,
      costs: [
        { year: 2026, month: 1, amount: 3500 },
        { year: 2026, month: 2, amount: 3500.5 },
      ],
    };

    it('replaces the account’s fixed costs with the file’s', async () => {
      const first = await run(
        'set-fixed-costs',
        '--account',
        id(),
        '--file',
        file({ fixed_costs: [rent] }),
      );
      expect(first).toEqual({
        code: EXIT_OK,
        stdout: `Set 1 fixed costs of account ${id()}.\n`,
        stderr: '',
      });
      const second = await run(
        'set-fixed-costs',
        ...['--account', id(), '--file'],
        file({
          fixed_costs: [
            rent,
            { title: 'Insurance', costs: [{ year: 2026, month: 3, amount: 180 }] },
          ],
        }),
      );
      expect(second.code).toBe(EXIT_OK);
      const stored = await costsOf(account.accountId);
      expect(stored.map((cost) => cost.title)).toEqual(['Office rent', 'Insurance']);
      expect(stored[0]).toMatchObject({ description: 'Main office', paymentDay: 1 });
      expect(stored[0].costs.map((month) => [month.month, month.amount.toString()])).toEqual([
        [1, '3500'],
        [2, '3500.5'],
      ]);
      expect(stored[1]).toMatchObject({ description: null, paymentDay: null });
      expect(await prisma.fixedCostAmount.count({ where: { accountId: account.accountId } })).toBe(
        3,
      );
    });

    it('refuses a bad file as a usage error naming the fields, writing nothing', async () => {
      const before = await costsOf(account.accountId);
      for (const [content, problem] of [
        ['{not json', '--file is not valid JSON'],
        ['[]', '--file must hold a JSON object'],
        [{}, 'fixed_costs'],
        [{ fixed_costs: [{ ...rent, title: '' }] }, 'fixed_costs[0].title'],
        [{ fixed_costs: [{ ...rent, payment_day: 32 }] }, 'fixed_costs[0].payment_day'],
        [
          { fixed_costs: [{ ...rent, costs: [{ year: 2026, month: 13, amount: 1 }] }] },
          'fixed_costs[0].costs[0].month',
        ],
        [
          { fixed_costs: [{ ...rent, costs: [{ year: 2026, month: 1, amount: -1 }] }] },
          'fixed_costs[0].costs[0].amount',
        ],
        [
          { fixed_costs: [{ ...rent, costs: [{ year: 2026, month: 1, amount: 1.234 }] }] },
          'fixed_costs[0].costs[0].amount',
        ],
      ] as const) {
        const result = await run('set-fixed-costs', '--account', id(), '--file', file(content));
        expect(result.code).toBe(EXIT_USAGE);
        expect(result.stderr).toContain(problem);
        expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      }
      const missing = await run(
        'set-fixed-costs',
        '--account',
        id(),
        '--file',
        join(dir, 'none.json'),
      );
      expect(missing).toMatchObject({
        code: EXIT_USAGE,
        stderr: expect.stringContaining('--file cannot be read'),
      });
      const noFile = await run('set-fixed-costs', '--account', id());
      expect(noFile.code).toBe(EXIT_USAGE);
      const twice = await run(
        'set-fixed-costs',
        ...['--account', id(), '--file'],
        file({ fixed_costs: [{ ...rent, costs: [rent.costs[0], rent.costs[0]] }] }),
      );
      expect(twice.code).toBe(EXIT_FAILURE);
      expect(twice.stderr).toContain('fixed_costs[0].costs[1].month: is given twice');
      expect(await costsOf(account.accountId)).toEqual(before);
    });

    it('fails on an unknown account and leaves other accounts alone', async () => {
      await run(
        'set-fixed-costs',
        '--account',
        String(other.accountId),
        '--file',
        file({ fixed_costs: [rent] }),
      );
      const before = await costsOf(account.accountId);
      const result = await run(
        'set-fixed-costs',
        '--account',
        '99999999',
        '--file',
        file({ fixed_costs: [] }),
      );
      expect(result).toEqual({
        code: EXIT_FAILURE,
        stdout: '',
        stderr: 'faktura set-fixed-costs: account 99999999 not found\n',
      });
      const cleared = await run(
        'set-fixed-costs',
        '--account',
        id(),
        '--file',
        file({ fixed_costs: [] }),
      );
      expect(cleared.code).toBe(EXIT_OK);
      expect(await costsOf(account.accountId)).toEqual([]);
      expect(before).toHaveLength(2);
      expect((await costsOf(other.accountId)).map((cost) => cost.title)).toEqual(['Office rent']);
    });
  });

  describe('set-hourly-rates', () => {
    it('replaces the rates; foreign or unknown references fail naming the entry, writing nothing', async () => {
      const task = await prisma.taskTemplate.create({
        data: { accountId: account.accountId, name: 'Design' },
      });
      const foreignTask = await prisma.taskTemplate.create({
        data: { accountId: other.accountId, name: 'Foreign' },
      });
      const id = String(account.accountId);
      const rates = [
        { currency: 'EUR', hourly_rate: 120 },
        { currency: 'EUR', hourly_rate: 150, task_template_id: task.id },
        { currency: 'EUR', hourly_rate: 130, user_id: account.userId },
      ];
      const done = await run('set-hourly-rates', '--account', id, '--file', file({ rates }));
      expect(done).toEqual({
        code: EXIT_OK,
        stdout: `Set 3 hourly rates of account ${id}.\n`,
        stderr: '',
      });
      const stored = () =>
        prisma.accountHourlyRate.findMany({
          where: { accountId: account.accountId },
          orderBy: { id: 'asc' },
        });
      const before = await stored();
      expect(before.map((rate) => rate.hourlyRate.toString())).toEqual(['120', '150', '130']);
      const refused = await run(
        'set-hourly-rates',
        ...['--account', id, '--file'],
        file({
          rates: [
            { currency: 'EUR', hourly_rate: 100 },
            { currency: 'EUR', hourly_rate: 1, task_template_id: foreignTask.id },
            { currency: 'EUR', hourly_rate: 1, user_id: other.userId },
            { currency: 'JPY', hourly_rate: 1 },
            { currency: 'EUR', hourly_rate: 2 },
          ],
        }),
      );
      expect(refused.code).toBe(EXIT_FAILURE);
      for (const problem of [
        'rates[1].task_template_id: does not exist',
        'rates[2].user_id: does not exist',
        'rates[3].currency: is not a currency of the account',
        'rates[4].currency: is given twice for the same rate',
      ])
        expect(refused.stderr).toContain(problem);
      const invalid = await run(
        'set-hourly-rates',
        ...['--account', id, '--file'],
        file({ rates: [{ currency: 'EUR', hourly_rate: -5 }] }),
      );
      expect(invalid).toMatchObject({
        code: EXIT_USAGE,
        stderr: expect.stringContaining('rates[0].hourly_rate'),
      });
      expect(await stored()).toEqual(before);
    });
  });

  describe('demo', () => {
    it('gives the new demo account templates, hourly and internal rates and fixed costs', async () => {
      const result = await run('demo');
      expect(result.code).toBe(EXIT_OK);
      const demo = await prisma.account.findUniqueOrThrow({ where: { slug: 'demo' } });
      const where = { accountId: demo.id };
      expect(await prisma.taskTemplate.count({ where })).toBe(4);
      expect(await prisma.expenseTemplate.count({ where })).toBe(3);
      expect(await prisma.accountHourlyRate.count({ where })).toBeGreaterThanOrEqual(6);
      expect(await prisma.internalHourlyRate.count({ where })).toBeGreaterThanOrEqual(1);
      expect(await prisma.fixedCostAmount.count({ where })).toBe(24);
      // A second start finds the account and seeds nothing again.
      expect((await run('demo')).code).toBe(EXIT_OK);
      expect(await prisma.fixedCost.count({ where })).toBe(2);
    });
  });
});
