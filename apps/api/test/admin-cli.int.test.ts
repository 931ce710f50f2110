import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { roundMoney, toDecimal } from '@faktura/domain';
import { processesMatching, startChild, stopAllChildren, waitUntil } from '@faktura/test-support';
import { createApp } from '../src/bootstrap';
import { runAdminCli } from '../src/platform/admin-cli';
import { hashApiKey } from '../src/platform/auth/api-key.crypto';
import { checkCustomPropertyValue } from '../src/platform/custom-properties/custom-property-value';
import { apiConfigFromEnv } from '../src/platform/config/api-config';
import { client } from './support/test-accounts';

// The built CLI, as operators run it (the monorepo's test task builds before testing).
const ROOT = join(__dirname, '..', '..', '..');
const CLI = join(ROOT, 'apps/api/dist/cli.js');
const DAY_MS = 86_400_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function runProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = ROOT,
): Promise<Run> {
  const started = startChild(command, args, { cwd, env });
  const { stdout: out, stderr: err } = started.child;
  out!.setEncoding('utf8');
  err!.setEncoding('utf8');
  let stdout = '';
  let stderr = '';
  out!.on('data', (chunk: string) => (stdout += chunk));
  err!.on('data', (chunk: string) => (stderr += chunk));
  // 'close' comes after the last output; 'exit' may come before it.
  const closed = once(started.child, 'close');
  const { code } = await started.waitForExit();
  await closed;
  return { code, stdout, stderr };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The printed key: always the last line of stdout. */
function printedKey(run: Run): string {
  const lines = run.stdout.trimEnd().split('\n');
  const match = /^API key: (fk_[A-Za-z0-9_-]{43})$/.exec(lines[lines.length - 1]);
  if (!match) throw new Error(`no API key line at the end of:\n${run.stdout}${run.stderr}`);
  return match[1];
}

describe('faktura admin CLI', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let app: INestApplication;
  let url: string;
  let dataDir: string;

  const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: db.url,
    FAKTURA_DATA_DIR: dataDir,
    ...extra,
  });
  /** The built CLI as a process: what the binary itself adds (exit code, output streams). */
  const binary = (...args: string[]) => runProcess(process.execPath, [CLI, ...args], env());
  /**
   * A command through the entry point the binary calls (src/cli.ts: runAdminCli with the
   * process's environment and streams), in this process: a process costs seconds to start,
   * and the tests below check commands, not the start.
   */
  async function cli(...args: string[]): Promise<Run> {
    let stdout = '';
    let stderr = '';
    const code = await runAdminCli(args, {
      env: env(),
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  }

  /** create-account through the CLI; returns the new account's id and printed key. */
  async function createAccount(...args: string[]) {
    return createdAccount(await cli('create-account', ...args));
  }

  /** The new account's id and printed key from a successful create-account run. */
  function createdAccount(run: Run) {
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const id = Number(/Created account (\d+) /.exec(run.stdout)?.[1]);
    return { id, key: printedKey(run), run };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
    dataDir = mkdtempSync(join(tmpdir(), 'faktura-cli-'));
    app = await createApp(apiConfigFromEnv({ ...process.env, DATABASE_URL: db.url, PORT: '0' }), {
      logger: false,
    });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await stopAllChildren();
    await app.close();
    await prisma.$disconnect();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('command line', () => {
    it('lists the commands with --help, also through the root npm script', async () => {
      const direct = await binary('--help');
      const npm = await runProcess('npm', ['run', '--silent', 'faktura', '--', '--help'], env());
      for (const run of [direct, npm]) {
        expect(run.code).toBe(0);
        for (const name of [
          'create-account',
          'create-api-key',
          'list-api-keys',
          'revoke-api-key',
          'seed-demo',
          'demo',
        ]) {
          expect(run.stdout).toContain(`  ${name} `.trimEnd());
        }
      }
    }, 120_000);

    it('answers an unknown command and bad options with one line and exit code 2', async () => {
      const before = await prisma.account.count();
      const cases: [string[], string][] = [
        [['frobnicate'], 'faktura: unknown command "frobnicate"'],
        [['create-account'], 'faktura create-account: --name is required'],
        [['create-account', '--name', 'X', '--currency', 'EURO'], '--currency must be'],
        [['create-api-key', '--account', '1x'], '--account must be a positive whole number'],
        [['revoke-api-key', '1', '2'], 'unexpected argument "2"'],
      ];
      for (const [index, [args, message]] of cases.entries()) {
        // The first through the binary, whose exit code is the one runAdminCli returns.
        const run = await (index === 0 ? binary : cli)(...args);
        expect(run.code).toBe(2);
        expect(run.stdout).toBe('');
        expect(run.stderr).toContain(message);
        expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      }
      expect(await prisma.account.count()).toBe(before);
    }, 120_000);

    it("without DATABASE_URL uses the database npm start runs, or starts the folder's own", async () => {
      const folder = mkdtempSync(join(tmpdir(), 'faktura-cli-embedded-'));
      // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
      chmodSync(folder, 0o755);
      const { DATABASE_URL: _unused, ...withoutUrl } = env({ FAKTURA_DATA_DIR: folder });
      const serverFile = join(folder, 'database-server.json');
      const serve = startChild(process.execPath, [join(ROOT, 'packages/db/dist/serve.js')], {
        env: withoutUrl,
      });
      try {
        // What `npm start` runs first: the database process, embedded server in the folder.
        const url = JSON.parse((await serve.waitForOutput(/\{"event":"ready".*\}/))[0]).url;
        expect(existsSync(serverFile)).toBe(true);
        const created = await runProcess(
          process.execPath,
          [CLI, 'create-account', '--name', 'Embedded GmbH'],
          withoutUrl,
        );
        expect(created).toMatchObject({ code: 0, stderr: '' });
        const id = Number(/Created account (\d+) /.exec(created.stdout)?.[1]);
        const onServer = createPrismaClient(url, { max: 1 });
        try {
          expect(await onServer.account.findUnique({ where: { id } })).toMatchObject({
            name: 'Embedded GmbH',
          });
        } finally {
          await onServer.$disconnect();
        }
        expect(await serve.stop()).toEqual({ code: 0, signal: null });
        expect(existsSync(serverFile)).toBe(false);

        // No server runs now: the CLI starts the folder's own for the command, from any working
        // directory (a relative FAKTURA_DATA_DIR is taken from the repository root).
        const listed = await runProcess(
          process.execPath,
          [CLI, 'list-api-keys', '--account', String(id)],
          { ...withoutUrl, FAKTURA_DATA_DIR: relative(ROOT, folder) },
          tmpdir(),
        );
        expect(listed.code).toBe(0);
        expect(listed.stderr).toBe(
          `faktura: npm start is not running; started the embedded database of ${folder}\n`,
        );
        expect(listed.stdout).toContain(`${printedKey(created).slice(0, 10)}`);
        // ... and stops it again.
        await waitUntil(
          () => processesMatching(new RegExp(escapeRegExp(folder))).length === 0,
          30_000,
          "the CLI's database to be gone",
        );
      } finally {
        await serve.stop();
        rmSync(folder, { recursive: true, force: true });
      }
    }, 180_000);

    it('without DATABASE_URL refuses a folder that holds no database (exit 1)', async () => {
      const { DATABASE_URL: _unused, ...rest } = env();
      const run = await runProcess(process.execPath, [CLI, 'seed-demo', '--account', '1'], rest);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        'faktura seed-demo: DATABASE_URL is not set and the embedded database could not be opened: ' +
          `${join(dataDir, 'postgres')} holds no embedded database ` +
          '(run npm start once, or set FAKTURA_DATA_DIR or DATABASE_URL)\n',
      );
    });
  });

  describe('create-account', () => {
    it('creates account, VAT codes, White letter paper, user and a working full key', async () => {
      // Through the binary: the key line is the last of what the process wrote to stdout.
      const { id, key, run } = createdAccount(
        await binary(
          'create-account',
          '--name',
          'Müller & Söhne GmbH',
          '--email',
          'anna.mueller@example.com',
          '--firstname',
          'Anna',
          '--lastname',
          'Müller',
        ),
      );
      expect(run.stdout).toContain('(slug mueller-soehne-gmbh, EUR, DE)');
      const account = await prisma.account.findUniqueOrThrow({
        where: { id },
        include: {
          users: true,
          apiKeys: true,
          letterPapers: true,
          vatCodesSale: { orderBy: { id: 'asc' } },
          vatCodesPurchase: { orderBy: { id: 'asc' } },
        },
      });
      expect(account).toMatchObject({
        name: 'Müller & Söhne GmbH',
        slug: 'mueller-soehne-gmbh',
        currencies: ['EUR'],
        defaultCurrency: 'EUR',
        countryCode: 'DE',
        euMember: true,
      });
      expect(account.vatCodesSale.map((v) => [v.code, v.tax.toString(), v.kind])).toEqual([
        ['USt19', '19', 'tax'],
        ['USt7', '7', 'tax'],
        ['RC0', '0', 'reverse_charge'],
        ['IG0', '0', 'intra_eu'],
      ]);
      expect(account.vatCodesPurchase.map((v) => v.code)).toEqual([
        'VSt19',
        'VSt7',
        'VSt0',
        'RC19',
        'IG19',
      ]);
      expect(account.letterPapers.map((paper) => paper.name)).toEqual(['White']);
      expect(account.users).toHaveLength(1);
      expect(account.users[0]).toMatchObject({
        firstname: 'Anna',
        lastname: 'Müller',
        email: 'anna.mueller@example.com',
      });
      expect(account.apiKeys).toHaveLength(1);
      expect(account.apiKeys[0]).toMatchObject({
        kind: 'full',
        userId: account.users[0].id,
        keyHash: hashApiKey(key),
        prefix: key.slice(0, 10),
      });

      const users = await client(url, key).get('/api/v1/users').expect(200);
      expect(users.body.map((user: { email: string }) => user.email)).toEqual([
        'anna.mueller@example.com',
      ]);
    }, 120_000);

    it('gives a CHF account the Swiss codes, a free slug and default user data', async () => {
      const first = await createAccount('--name', 'Alpen Studio AG', '--currency', 'chf');
      const second = await createAccount('--name', 'Alpen Studio AG', '--currency', 'CHF');
      const accounts = await prisma.account.findMany({
        where: { id: { in: [first.id, second.id] } },
        include: { users: true, vatCodesSale: true, vatCodesPurchase: true, letterPapers: true },
        orderBy: { id: 'asc' },
      });
      expect(accounts.map((account) => account.slug)).toEqual([
        'alpen-studio-ag',
        'alpen-studio-ag-2',
      ]);
      expect(accounts[0]).toMatchObject({
        currencies: ['CHF'],
        defaultCurrency: 'CHF',
        countryCode: 'CH',
        euMember: false,
        timeZone: 'Europe/Zurich',
      });
      expect(accounts[0].vatCodesSale.map((v) => Number(v.tax)).sort()).toEqual([0, 2.6, 3.8, 8.1]);
      expect(accounts[0].vatCodesPurchase.map((v) => v.kind)).not.toContain('intra_eu');
      expect(accounts[0].letterPapers.map((paper) => paper.name)).toEqual(['White']);
      expect(accounts[0].users[0]).toMatchObject({
        firstname: 'Account',
        lastname: 'Owner',
        email: 'owner@alpen-studio-ag.invalid',
      });
      await client(url, second.key).get('/api/v1/users').expect(200);
    }, 120_000);
  });

  describe('API keys', () => {
    it('create-api-key issues read-only and full keys for the chosen user', async () => {
      const { id: accountId } = await createAccount('--name', 'Keyring KG');
      const other = await prisma.user.create({
        data: { accountId, firstname: 'Ben', lastname: 'Klein', email: 'ben@keyring.example' },
      });

      const readOnly = await cli('create-api-key', '--account', String(accountId), '--read-only');
      expect(readOnly).toMatchObject({ code: 0, stderr: '' });
      const readOnlyKey = printedKey(readOnly);
      await client(url, readOnlyKey).get('/api/v1/users').expect(200);
      const denied = await client(url, readOnlyKey)
        .post('/api/v1/users', { firstname: 'C', lastname: 'D', email: 'c@d.example' })
        .expect(403);
      expect(denied.body).toEqual({ errors: ['Access denied'] });

      const named = await cli(
        'create-api-key',
        '--account',
        String(accountId),
        '--user',
        String(other.id),
        '--name',
        'CI pipeline',
      );
      expect(named.code).toBe(0);
      const key = await prisma.apiKey.findUniqueOrThrow({
        where: { keyHash: hashApiKey(printedKey(named)) },
      });
      expect(key).toMatchObject({ accountId, userId: other.id, name: 'CI pipeline', kind: 'full' });
      const created = await client(url, printedKey(named))
        .post('/api/v1/users', {
          firstname: 'Cleo',
          lastname: 'Dorn',
          email: 'cleo@keyring.example',
        })
        .expect(200);
      expect(created.body.email).toBe('cleo@keyring.example');
    }, 120_000);

    it('create-api-key refuses an unknown account or a user of another account (exit 1)', async () => {
      const { id: accountId } = await createAccount('--name', 'Fremd GmbH');
      const stranger = await prisma.user.findFirstOrThrow({
        where: { accountId: { not: accountId } },
      });
      const keysBefore = await prisma.apiKey.count();

      const unknown = await cli('create-api-key', '--account', '999999');
      expect(unknown).toMatchObject({
        code: 1,
        stdout: '',
        stderr: 'faktura create-api-key: account 999999 not found\n',
      });
      const foreign = await cli(
        'create-api-key',
        '--account',
        String(accountId),
        '--user',
        String(stranger.id),
      );
      expect(foreign.code).toBe(1);
      expect(foreign.stderr).toBe(
        `faktura create-api-key: user ${stranger.id} not found in account ${accountId}\n`,
      );
      expect(await prisma.apiKey.count()).toBe(keysBefore);
    }, 120_000);

    it('list-api-keys shows a table without keys or hashes; revoke-api-key is idempotent', async () => {
      const { id: accountId, key } = await createAccount('--name', 'Liste AG');
      const extra = await cli('create-api-key', '--account', String(accountId), '--name', 'Zapier');
      const extraKey = printedKey(extra);
      await client(url, key).get('/api/v1/users').expect(200);
      const rows = await prisma.apiKey.findMany({ where: { accountId }, orderBy: { id: 'asc' } });

      const listed = await cli('list-api-keys', '--account', String(accountId));
      expect(listed.code).toBe(0);
      const lines = listed.stdout.trimEnd().split('\n');
      expect(lines[0].split(/\s{2,}/)).toEqual([
        'ID',
        'NAME',
        'KIND',
        'PREFIX',
        'USER',
        'CREATED',
        'LAST USED',
        'REVOKED',
      ]);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        new RegExp(`^${rows[0].id}\\s+Initial key \\(faktura create-account\\)\\s+full\\s+`),
      );
      expect(lines[1]).toContain(rows[0].prefix);
      expect(lines[1]).toContain('Account Owner');
      expect(lines[2]).toMatch(new RegExp(`^${rows[1].id}\\s+Zapier\\s+full\\s+`));
      for (const secret of [key, extraKey, rows[0].keyHash, rows[1].keyHash]) {
        expect(listed.stdout).not.toContain(secret);
      }

      const revoked = await cli('revoke-api-key', String(rows[1].id));
      expect(revoked.code).toBe(0);
      expect(revoked.stdout).toContain(`Revoked API key ${rows[1].id}`);
      const stored = await prisma.apiKey.findUniqueOrThrow({ where: { id: rows[1].id } });
      expect(stored.revokedAt).toBeInstanceOf(Date);
      await client(url, extraKey).get('/api/v1/users').expect(401);
      await client(url, key).get('/api/v1/users').expect(200);

      const again = await cli('revoke-api-key', String(rows[1].id));
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('already revoked');
      const unchanged = await prisma.apiKey.findUniqueOrThrow({ where: { id: rows[1].id } });
      expect(unchanged.revokedAt).toEqual(stored.revokedAt);

      const after = await cli('list-api-keys', '--account', String(accountId));
      expect(after.stdout.trimEnd().split('\n')[2]).toMatch(
        /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
      );
    }, 120_000);

    it('list-api-keys and revoke-api-key fail cleanly on unknown IDs', async () => {
      const account = await prisma.account.create({
        data: {
          name: 'Leer',
          slug: 'leer-keyless',
          users: { create: { firstname: 'L', lastname: 'E', email: 'l@e.example' } },
        },
      });
      const empty = await cli('list-api-keys', '--account', String(account.id));
      expect(empty).toMatchObject({ code: 0, stdout: `Account ${account.id} has no API keys.\n` });
      const unknownAccount = await cli('list-api-keys', '--account', '999999');
      expect(unknownAccount).toMatchObject({
        code: 1,
        stderr: 'faktura list-api-keys: account 999999 not found\n',
      });
      const unknownKey = await cli('revoke-api-key', '999999');
      expect(unknownKey).toMatchObject({
        code: 1,
        stderr: 'faktura revoke-api-key: API key 999999 not found\n',
      });
      const malformed = await cli('revoke-api-key', 'abc');
      expect(malformed.code).toBe(2);
    }, 120_000);
  });

  describe('seed-demo', () => {
    it('seeds a full batch in one go, and another on the second run', async () => {
      const { id: accountId, key } = await createAccount('--name', 'Seed Werk GmbH');
      await prisma.customFieldDefinition.createMany({
        data: [
          {
            accountId,
            entity: 'Company',
            name: 'Branche',
            type: 'Select',
            options: ['IT', 'Handel'],
          },
          { accountId, entity: 'Company', name: 'Newsletter', type: 'Boolean' },
          { accountId, entity: 'Project', name: 'Ticket', type: 'Link' },
        ],
      });

      const first = await cli('seed-demo', '--account', String(accountId));
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toContain(`Seeded demo data into account ${accountId} (batch 1):`);
      for (const line of [
        /users\s+4 \(4 new\)/,
        /customers\s+5\n/,
        /suppliers\s+3\n/,
        /contacts\s+13\n/,
        /projects\s+4 \(/,
        /tasks\s+12\n/,
        /activities\s+40 \(/,
        /expenses\s+8\n/,
      ]) {
        expect(first.stdout).toMatch(line);
      }
      const where = { where: { accountId } };
      expect(await prisma.company.count({ where: { accountId, type: 'customer' } })).toBe(5);
      expect(await prisma.company.count({ where: { accountId, type: 'supplier' } })).toBe(3);
      expect(await prisma.contact.count(where)).toBe(13);
      expect(await prisma.user.count(where)).toBe(5);
      expect(await prisma.projectTask.count(where)).toBe(12);
      expect(await prisma.expense.count(where)).toBe(8);

      // Identifiers come from the API's number_sequences row: P + yy + gap-free sequence.
      const projects = await prisma.project.findMany({ ...where, orderBy: { id: 'asc' } });
      const yy = String(projects[0].createdAt.getUTCFullYear() % 100).padStart(2, '0');
      expect(projects.map((project) => project.identifier)).toEqual(
        [1, 2, 3, 4].map((n) => `P${yy}000${n}`),
      );
      expect(first.stdout).toContain(projects.map((project) => project.identifier).join(', '));

      // Companies carry custom properties only for the defined fields, valid for their type.
      const companies = await prisma.company.findMany(where);
      for (const company of companies) {
        const values = company.customProperties as Record<string, unknown>;
        expect(Object.keys(values).sort()).toEqual(['Branche', 'Newsletter']);
        expect(['IT', 'Handel']).toContain(values.Branche);
        expect(typeof values.Newsletter).toBe('boolean');
        expect(company.tags).toContain('demo');
      }
      for (const project of projects) {
        const { Ticket } = project.customProperties as { Ticket: unknown };
        expect(
          checkCustomPropertyValue({ name: 'Ticket', type: 'Link', options: [] }, Ticket).ok,
        ).toBe(true);
      }
      const contacts = await prisma.contact.findMany(where);
      expect(contacts.every((contact) => JSON.stringify(contact.customProperties) === '{}')).toBe(
        true,
      );

      // Activities: weekdays of the four weeks before the seeding day, decimal hours.
      const activities = await prisma.activity.findMany(where);
      expect(activities).toHaveLength(40);
      const seededOn = Date.UTC(
        projects[0].createdAt.getUTCFullYear(),
        projects[0].createdAt.getUTCMonth(),
        projects[0].createdAt.getUTCDate(),
      );
      const hours = activities.reduce((sum, activity) => sum.plus(activity.hours), toDecimal(0));
      expect(first.stdout).toContain(`(${hours.toString()} hours)`);
      expect(activities.some((activity) => !activity.hours.isInteger())).toBe(true);
      for (const activity of activities) {
        expect(activity.date.getTime()).toBeGreaterThanOrEqual(seededOn - 28 * DAY_MS);
        expect(activity.date.getTime()).toBeLessThan(seededOn);
        expect([0, 6]).not.toContain(activity.date.getUTCDay());
      }

      // Expenses: price and cost are quantity x unit amount, rounded to the currency.
      for (const expense of await prisma.expense.findMany(where)) {
        const price = roundMoney(expense.quantity.times(expense.unitPrice), expense.currency);
        const cost = roundMoney(expense.quantity.times(expense.unitCost), expense.currency);
        expect(expense.price.toString()).toBe(price.toString());
        expect(expense.cost.toString()).toBe(cost.toString());
      }

      // The seeded team is visible through the API.
      const users = await client(url, key).get('/api/v1/users').expect(200);
      expect(users.headers['x-total']).toBe('5');

      const second = await cli('seed-demo', '--account', String(accountId));
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('(batch 2)');
      expect(second.stdout).toMatch(/users\s+4 \(0 new\)/);
      expect(await prisma.user.count(where)).toBe(5);
      expect(await prisma.company.count(where)).toBe(16);
      expect(await prisma.activity.count(where)).toBe(80);
      const again = await prisma.project.findMany({ ...where, orderBy: { id: 'asc' } });
      expect(again.slice(4).map((project) => project.identifier)).toEqual(
        [5, 6, 7, 8].map((n) => `P${yy}000${n}`),
      );
      expect(again[4].name).toMatch(/ \(2\)$/);
    }, 120_000);

    it('continues the project sequence the API already used', async () => {
      const { id: accountId } = await createAccount('--name', 'Nummern AG');
      const year = new Date().getUTCFullYear();
      await prisma.numberSequence.create({
        data: { accountId, kind: 'project', year, lastValue: 41 },
      });
      const run = await cli('seed-demo', '--account', String(accountId));
      expect(run.code).toBe(0);
      const sequence = await prisma.numberSequence.findFirstOrThrow({
        where: { accountId, kind: 'project' },
        orderBy: { year: 'desc' },
      });
      const projects = await prisma.project.findMany({
        where: { accountId },
        orderBy: { id: 'asc' },
      });
      const yy = String(sequence.year % 100).padStart(2, '0');
      const first = sequence.year === year ? 42 : 1;
      expect(projects.map((project) => project.identifier)).toEqual(
        [0, 1, 2, 3].map((n) => `P${yy}${String(first + n).padStart(4, '0')}`),
      );
      expect(sequence.lastValue).toBe(first + 3);
    }, 120_000);

    it('fails on an unknown account without writing anything', async () => {
      const before = await prisma.company.count();
      const run = await cli('seed-demo', '--account', '999999');
      expect(run).toMatchObject({
        code: 1,
        stdout: '',
        stderr: 'faktura seed-demo: account 999999 not found\n',
      });
      expect(await prisma.company.count()).toBe(before);
    }, 120_000);
  });

  describe('demo', () => {
    it('creates the demo account with the standard setup and prints the same key again', async () => {
      // "Demo" is reserved for npm start's account, so an operator's "Demo" gets another slug.
      await createAccount('--name', 'Demo');
      expect(await prisma.account.count({ where: { slug: 'demo-2' } })).toBe(1);

      const first = await cli('demo');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Created the demo account "Demo GmbH".');
      const demo = await prisma.account.findUniqueOrThrow({
        where: { slug: 'demo' },
        include: { vatCodesSale: true, vatCodesPurchase: true, letterPapers: true, users: true },
      });
      expect(demo.currencies).toEqual(['EUR', 'CHF', 'USD']);
      expect(demo.vatCodesSale).toHaveLength(4);
      expect(demo.vatCodesPurchase).toHaveLength(5);
      expect(demo.letterPapers.map((paper) => paper.name)).toEqual(['White']);
      expect(demo.users.map((user) => user.email)).toEqual(['demo@example.com']);
      await client(url, printedKey(first)).get('/api/v1/users').expect(200);

      const second = await cli('demo');
      expect(second.stdout).toBe(`API key: ${printedKey(first)}\n`);
    }, 120_000);
  });
});
