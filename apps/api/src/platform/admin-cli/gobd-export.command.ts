import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Prisma, type PrismaClient } from '@faktura/db';
import { isIsoDate } from '../input';
import type { AdminCommand } from './admin-command';
import { readId } from './cli-args.parser';
import { CliFailure, UsageError } from './cli.errors';
import { gobdRecord } from './gobd-csv.format';
import { GOBD_TABLES, type GobdScope, type GobdTable } from './gobd-export.tables';
import { gobdIndexXml } from './gobd-index.xml';

/** Rows read per statement: the export holds at most one batch of a table in memory. */
const BATCH = 1000;

function readDay(value: string, label: string): string {
  if (!isIsoDate(value)) throw new UsageError(`${label} must be a date (YYYY-MM-DD)`);
  return value;
}

/** The one account to export: the named one, or the installation's only one. */
async function exportedAccount(db: PrismaClient, accountId: number | undefined) {
  if (accountId !== undefined) {
    const account = await db.account.findUnique({ where: { id: accountId } });
    if (!account) throw new CliFailure(`account ${accountId} does not exist`);
    return account;
  }
  const accounts = await db.account.findMany({ take: 2, orderBy: { id: 'asc' } });
  if (accounts.length === 0) throw new CliFailure('there is no account to export');
  if (accounts.length > 1)
    throw new CliFailure('there are several accounts: name one with --account');
  return accounts[0];
}

/**
 * Writes one table's CSV file: batches in primary key order (keyset, so each statement is an
 * index range however far the export got), each written before the next is read, waiting
 * while the file's buffer is full. Answers the number of rows.
 */
async function writeTable(db: PrismaClient, table: GobdTable, scope: GobdScope, path: string) {
  const out = createWriteStream(path, { encoding: 'utf8' });
  const columns = Prisma.raw(
    table.columns.map((column) => `${column.sql} AS "${column.name}"`).join(', '),
  );
  let rows = 0;
  let after = 0;
  try {
    for (;;) {
      const batch = await db.$queryRaw<(Record<string, string | null> & { key: number })[]>`
        SELECT t.id AS key, ${columns} FROM ${table.from(scope)} AND t.id > ${after}
        ORDER BY t.id LIMIT ${BATCH}`;
      if (batch.length === 0) break;
      const text = batch.map((row) => gobdRecord(table.columns, row)).join('');
      if (!out.write(text)) await once(out, 'drain');
      rows += batch.length;
      after = batch[batch.length - 1].key;
      if (batch.length < BATCH) break;
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

export const gobdExportCommand: AdminCommand = {
  name: 'gobd-export',
  usage: '--from <YYYY-MM-DD> --to <YYYY-MM-DD> --out <dir> [--account <id>]',
  summary:
    "GoBD data export for a tax audit: one CSV per table (UTF-8, ';', decimal comma) and index.xml (Beschreibungsstandard) into an empty or new folder",
  options: {
    from: { type: 'string', required: true },
    to: { type: 'string', required: true },
    out: { type: 'string', required: true },
    account: { type: 'string' },
  },
  async run({ args, out, prisma }) {
    const { options } = args;
    const from = readDay(options.from as string, '--from');
    const to = readDay(options.to as string, '--to');
    if (to < from) throw new UsageError('--to must not be before --from');
    const accountId =
      options.account === undefined ? undefined : readId(options.account as string, '--account');
    const dir = resolve(options.out as string);
    const db = prisma();
    const account = await exportedAccount(db, accountId);
    // An export is one set of files: never mixed with another one's.
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new CliFailure(`${dir} is not empty: name a new or empty folder`);
    mkdirSync(dir, { recursive: true });
    const scope: GobdScope = { accountId: account.id, from, to };
    for (const table of GOBD_TABLES) {
      const rows = await writeTable(db, table, scope, join(dir, table.file));
      out(`${table.file}: ${rows} rows`);
    }
    const location = [account.street, [account.zip, account.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const index = gobdIndexXml(GOBD_TABLES, {
      supplierName: account.legalName ?? account.name,
      supplierLocation: location || account.countryCode,
      from,
      to,
    });
    writeFileSync(join(dir, 'index.xml'), index, 'utf8');
    out(
      `index.xml: ${GOBD_TABLES.length} tables, account ${account.id}, ${from} to ${to}, in ${dir}`,
    );
  },
};
