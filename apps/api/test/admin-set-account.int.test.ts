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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('faktura set-account', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let account: TestAccount;
  let dir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 1 });
    account = await createTestAccount(db.url, 'Gamma');
    dir = mkdtempSync(join(tmpdir(), 'faktura-set-account-'));
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
    const code = await runAdminCli(['set-account', ...argv], {
      env: { DATABASE_URL: db.url },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  }
  const stored = () => prisma.account.findUniqueOrThrow({ where: { id: account.accountId } });

  it('sets the fields given, with the same normalisation as PUT /account', async () => {
    const logo = join(dir, 'logo.png');
    writeFileSync(logo, PNG);
    const id = String(account.accountId);
    const result = await run(
      ...['--account', id, '--street', 'Hauptstraße 5', '--zip', '80331', '--city', 'München'],
      ...['--iban', 'de02 1005 0000 0054 5404 02', '--vat-id', 'DE123456789', '--locale', 'de-at'],
      ...['--managing-directors', 'Anna Becker; Jonas Wolf', '--logo', logo],
    );
    expect(result).toEqual({
      code: EXIT_OK,
      stdout:
        `Updated account ${id}: --street, --zip, --city, --vat-id, --managing-directors, ` +
        '--iban, --locale, --logo.\n',
      stderr: '',
    });
    const row = await stored();
    expect(row).toMatchObject({
      street: 'Hauptstraße 5',
      zip: '80331',
      city: 'München',
      address: 'Hauptstraße 5\n80331 München',
      iban: 'DE02100500000054540402',
      vatIdentifier: 'DE123456789',
      locale: 'de-AT',
      managingDirectors: ['Anna Becker', 'Jonas Wolf'],
    });
    const file = await prisma.storedFile.findUniqueOrThrow({ where: { id: row.logoFileId! } });
    expect(file.contentType).toBe('image/png');
    expect(Buffer.from(file.data).equals(PNG)).toBe(true);
  });

  it('clears fields with --clear', async () => {
    const result = await run(
      '--account',
      String(account.accountId),
      '--clear',
      'logo,street,managing-directors',
    );
    expect(result.code).toBe(EXIT_OK);
    expect(await stored()).toMatchObject({
      street: null,
      address: '80331 München',
      logoFileId: null,
      managingDirectors: [],
    });
  });

  it('refuses invalid values with one usage line naming every option, and changes nothing', async () => {
    const before = await stored();
    const notAnImage = join(dir, 'logo.pdf');
    writeFileSync(notAnImage, '%PDF-1.7\n');
    const result = await run(
      ...['--account', String(account.accountId), '--iban', 'DE02100500000054540403'],
      ...['--vat-id', 'DE1', '--qr-iban', 'CH9300762011623852957', '--logo', notAnImage],
    );
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      'faktura set-account: --vat-id must be a VAT ID in the format of its country; ' +
        '--iban must be a valid IBAN; ' +
        '--qr-iban must be a QR-IBAN (CH or LI, institution id 30000-31999); ' +
        '--logo must be a PNG or SVG image (usage: faktura set-account --account <id>',
    );
    expect(await stored()).toEqual(before);
  });

  it.each([
    [['--account', '1'], 'give at least one field to change or --clear'],
    [['--account', '1', '--clear', 'colour'], '--clear: unknown option --colour'],
    [['--account', '1', '--city', 'Bonn', '--clear', 'city'], '--city is given and cleared'],
    [['--account', '1', '--logo', '/nonexistent/logo.png'], '--logo must name a readable file'],
    [['--city', 'Bonn'], '--account is required'],
  ])('%j is a usage error', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.stderr).toContain(message);
  });

  it('fails on an unknown account (exit 1)', async () => {
    const result = await run('--account', '99999', '--city', 'Bonn');
    expect(result).toEqual({
      code: EXIT_FAILURE,
      stdout: '',
      stderr: 'faktura set-account: account 99999 not found\n',
    });
  });
});
