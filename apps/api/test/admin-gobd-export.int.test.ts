import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { seedReportWorld, type ReportWorld } from './support/finance-report-fixtures';
import { createTestAccount, type TestAccount } from './support/test-accounts';

const TABLES = [
  'invoices.csv',
  'invoice_positions.csv',
  'invoice_payments.csv',
  'invoice_reminders.csv',
  'purchases.csv',
  'purchase_items.csv',
  'purchase_payments.csv',
  'companies.csv',
];

/**
 * Reads a CSV file back as the index.xml declares it: `;` between fields, CRLF between records,
 * texts in double quotes (doubled inside) that may hold both. Each record's fields as written.
 */
function readCsv(path: string): string[][] {
  const text = readFileSync(path, 'utf8');
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      fields.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += char;
  }
  expect(field).toBe(''); // The file ends with a record delimiter.
  return records;
}

/**
 * What an XPath expression selects in `file`, one text per line (xmllint's own parser); an
 * empty selection (xmllint's exit code 10) is no line.
 */
function xpath(file: string, expression: string): string[] {
  try {
    return execFileSync('xmllint', ['--xpath', expression, file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
      .split('\n')
      .filter((line) => line !== '');
  } catch (error) {
    if ((error as { status?: number }).status === 10) return [];
    throw error;
  }
}

describe('faktura gobd-export', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;
  let w: ReportWorld;
  let foreign: ReportWorld;
  let root: string;
  let outDir: string;
  let stdout: string;
  let invoicePosition: number;

  async function run(...argv: string[]) {
    let out = '';
    let err = '';
    const code = await runAdminCli(argv, {
      env: { DATABASE_URL: db.url, FAKTURA_DATA_DIR: root },
      stdout: (text) => (out += text),
      stderr: (text) => (err += text),
    });
    return { code, stdout: out, stderr: err };
  }

  /** The records of one exported table, by the name of each column index.xml declares. */
  const recordsOf = (file: string) => {
    const names = xpath(
      join(outDir, 'index.xml'),
      `//Table[URL="${file}"]/VariableLength/*[self::VariablePrimaryKey or self::VariableColumn]/Name/text()`,
    );
    return readCsv(join(outDir, file)).map((fields) => {
      expect(fields).toHaveLength(names.length);
      return Object.fromEntries(names.map((name, i) => [name, fields[i]]));
    });
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 1 });
    a = await createTestAccount(db.url, 'Alpha');
    b = await createTestAccount(db.url, 'Beta');
    w = await seedReportWorld(prisma, a.accountId, a.userId, 'A');
    foreign = await seedReportWorld(prisma, b.accountId, b.userId, 'B');
    invoicePosition = (
      await prisma.invoicePosition.create({
        data: {
          accountId: a.accountId,
          invoiceId: w.invoice,
          sortOrder: 0,
          type: 'item',
          title: 'Beratung "Phase 1"; Größe',
          description: 'Zeile 1\nZeile 2',
          quantity: '2.5',
          unitPrice: '400',
          netTotal: '1000',
        },
      })
    ).id;
    await prisma.account.update({
      where: { id: a.accountId },
      data: {
        legalName: 'Alpha & Söhne GmbH',
        street: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
      },
    });
    root = mkdtempSync(join(tmpdir(), 'faktura-gobd-'));
    outDir = join(root, 'export');
    const result = await run(
      'gobd-export',
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-31',
      '--out',
      outDir,
      '--account',
      String(a.accountId),
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT_OK);
    stdout = result.stdout;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes one CSV per table and a well-formed index.xml that names each', () => {
    for (const file of TABLES) expect(existsSync(join(outDir, file))).toBe(true);
    const index = join(outDir, 'index.xml');
    // Well formed (the DTD itself is the auditor's; xmllint does not load it without --valid).
    execFileSync('xmllint', ['--noout', index]);
    expect(readFileSync(index, 'utf8')).toContain(
      '<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004.dtd">',
    );
    expect(xpath(index, '//Table/URL/text()')).toEqual(TABLES);
    expect(xpath(index, '/DataSet/DataSupplier/Name/text()')).toEqual(['Alpha &amp; Söhne GmbH']);
    expect(xpath(index, '/DataSet/DataSupplier/Location/text()')).toEqual([
      'Hauptstr. 1, 10115 Berlin',
    ]);
    expect(xpath(index, '//Table[URL="invoices.csv"]/Validity/Range/From/text()')).toEqual([
      '01.03.2026',
    ]);
    expect(xpath(index, '//Table[URL="invoices.csv"]/Validity/Range/To/text()')).toEqual([
      '31.03.2026',
    ]);
    // Master data has no validity range.
    expect(xpath(index, 'count(//Table[URL="companies.csv"]/Validity)')).toEqual(['0']);
    for (const file of TABLES) {
      const table = `//Table[URL="${file}"]`;
      expect(xpath(index, `count(${table}/UTF8)`)).toEqual(['1']);
      expect(xpath(index, `${table}/DecimalSymbol/text()`)).toEqual([',']);
      expect(xpath(index, `${table}/VariableLength/ColumnDelimiter/text()`)).toEqual([';']);
      expect(xpath(index, `${table}/VariableLength/VariablePrimaryKey/Name/text()`)).toEqual([
        'id',
      ]);
      // Every record has exactly the declared columns (recordsOf checks each).
      recordsOf(file);
    }
    expect(stdout).toContain('invoices.csv: 3 rows');
  });

  it('writes each column as its declared type says', () => {
    const index = join(outDir, 'index.xml');
    for (const file of TABLES) {
      const table = `//Table[URL="${file}"]/VariableLength/*`;
      const numeric = xpath(index, `${table}[Numeric]/Name/text()`);
      const dates = xpath(index, `${table}[Date]/Name/text()`);
      const formats = xpath(index, `${table}[Date]/Date/Format/text()`);
      expect(formats).toEqual(dates.map(() => 'DD.MM.YYYY'));
      for (const record of recordsOf(file)) {
        for (const name of numeric) expect(record[name]).toMatch(/^(-?\d+(,\d+)?)?$/);
        for (const name of dates) expect(record[name]).toMatch(/^(\d\d\.\d\d\.\d{4})?$/);
      }
    }
    expect(xpath(index, '//VariableColumn[Name="net_total"]/Numeric/Accuracy/text()')).toEqual(
      Array(4).fill('4'),
    );
  });

  it('holds the range of the account only, issued invoices only, amounts exact', () => {
    const invoices = recordsOf('invoices.csv');
    expect(invoices.map((row) => Number(row.id))).toEqual([w.invoice, w.chfInvoice, w.reversal]);
    expect(invoices[0]).toMatchObject({
      identifier: 'A-R1',
      status: 'sent',
      date: '10.03.2026',
      customer_id: String(w.customer),
      net_total: '1000,0000',
      currency: 'EUR',
      service_period_from: '',
    });
    expect(invoices[2]).toMatchObject({
      net_total: '-250,5000',
      reversed_invoice_id: String(w.chfInvoice),
    });
    // The reminders are dated in April: outside the range.
    expect(recordsOf('invoice_reminders.csv')).toEqual([]);
    expect(recordsOf('invoice_payments.csv').map((row) => Number(row.id))).toEqual([
      w.payment,
      w.chfPayment,
    ]);
    expect(recordsOf('purchases.csv')).toEqual([
      expect.objectContaining({
        id: String(w.purchase),
        net_total: '400,1000',
        date: '05.03.2026',
      }),
    ]);
    expect(recordsOf('purchase_payments.csv')).toEqual([
      expect.objectContaining({ id: String(w.purchasePayment), total: '476,1200' }),
    ]);
    expect(recordsOf('companies.csv').map((row) => Number(row.id))).toEqual([
      w.customer,
      w.supplier,
    ]);
    // Nothing of the other account, in any table.
    const everyId = TABLES.flatMap((file) => recordsOf(file).map((row) => `${file}:${row.id}`));
    expect(everyId).not.toContain(`invoices.csv:${foreign.invoice}`);
    expect(everyId).not.toContain(`purchases.csv:${foreign.purchase}`);
    expect(everyId).not.toContain(`invoice_payments.csv:${foreign.payment}`);
    expect(everyId).not.toContain(`companies.csv:${foreign.customer}`);
    expect(everyId).not.toContain(`invoices.csv:${w.draft}`);
  });

  it('keeps texts with quotes, semicolons, line breaks and umlauts exactly (UTF-8)', () => {
    const [position] = recordsOf('invoice_positions.csv');
    expect(position).toMatchObject({
      id: String(invoicePosition),
      invoice_id: String(w.invoice),
      title: 'Beratung "Phase 1"; Größe',
      description: 'Zeile 1\nZeile 2',
      quantity: '2,500000',
      unit_price: '400,0000',
    });
  });

  it('reads a table in batches and writes every row once, in key order', async () => {
    // More rows than one batch of 1000 holds.
    await prisma.company.createMany({
      data: Array.from({ length: 1205 }, (_, i) => ({
        accountId: b.accountId,
        type: 'customer' as const,
        name: `Kunde ${i}`,
      })),
    });
    const dir = join(root, 'batches');
    const range = ['--from', '2026-03-01', '--to', '2026-03-31'];
    const result = await run(
      'gobd-export',
      ...range,
      '--out',
      dir,
      '--account',
      String(b.accountId),
    );
    expect(result.code).toBe(EXIT_OK);
    const ids = readCsv(join(dir, 'companies.csv')).map((fields) => Number(fields[0]));
    expect(ids).toHaveLength(1207);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(1207);
    expect(result.stdout).toContain('companies.csv: 1207 rows');
  });

  it('refuses a bad command line, an unknown account, several accounts and a used folder', async () => {
    const usage = [
      ['--from', '2026-02-30', '--to', '2026-03-31', '--out', join(root, 'x')],
      ['--from', '2026-03-31', '--to', '2026-03-01', '--out', join(root, 'x')],
      ['--from', '2026-03-01', '--to', '2026-03-31'],
      ['--from', '2026-03-01', '--to', '2026-03-31', '--out', join(root, 'x'), '--account', 'x'],
    ];
    for (const args of usage) {
      const result = await run('gobd-export', ...args);
      expect(result.code).toBe(EXIT_USAGE);
      expect(result.stderr).toMatch(/^faktura gobd-export: .+\(usage: /);
    }
    const range = ['--from', '2026-03-01', '--to', '2026-03-31'];
    const several = await run('gobd-export', ...range, '--out', join(root, 'y'));
    expect(several.code).toBe(EXIT_FAILURE);
    expect(several.stderr).toContain('several accounts');
    const unknown = await run(
      'gobd-export',
      ...range,
      '--out',
      join(root, 'y'),
      '--account',
      '999999',
    );
    expect(unknown.code).toBe(EXIT_FAILURE);
    const used = join(root, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'notes.txt'), 'x');
    const refused = await run(
      'gobd-export',
      ...range,
      '--out',
      used,
      '--account',
      String(a.accountId),
    );
    expect(refused.code).toBe(EXIT_FAILURE);
    expect(refused.stderr).toContain('is not empty');
    expect(existsSync(join(root, 'x'))).toBe(false);
    expect(existsSync(join(root, 'y'))).toBe(false);
  });
});
