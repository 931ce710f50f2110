import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listEntries, type ListFile } from './list-statement.capture';
import { BANKING_LISTS } from './banking-lists.catalog';
import { BOOKKEEPING_LISTS } from './bookkeeping-lists.catalog';
import { CRM_LISTS } from './crm-lists.catalog';
import { ORGANISATION_LISTS } from './organisation-lists.catalog';
import { PROJECT_LISTS } from './project-lists.catalog';
import { PURCHASING_LISTS } from './purchasing-lists.catalog';
import { SALES_LISTS } from './sales-lists.catalog';
import { RECORD_QUERY_FILES, recordEntries } from './record-queries.catalog';
import { REPORT_FILES, reportEntries } from './report-statements.catalog';
import { renderFile, SNAPSHOT_HEADER, type SqlEntry } from './sql-snapshot.render';
import { WRITE_FILES, writeEntries } from './write-statements.catalog';

/** apps/api/src, whose code builds the statements. */
export const SOURCE_ROOT = join(__dirname, '..', '..', 'src');

/**
 * apps/api/queries: the snapshots, in a mirror of src's folders (as Immich keeps
 * server/src/queries): `queries/sales/invoices/invoices.list.sql` is built by
 * `src/sales/invoices/`. Kept out of src so that generated text is not read as code.
 */
export const QUERIES_ROOT = join(__dirname, '..', '..', 'queries');

export const LIST_FILES: readonly ListFile[] = [
  ...SALES_LISTS,
  ...PURCHASING_LISTS,
  ...CRM_LISTS,
  ...ORGANISATION_LISTS,
  ...PROJECT_LISTS,
  ...BOOKKEEPING_LISTS,
  ...BANKING_LISTS,
];

/** What every snapshot file should hold, by its path relative to apps/api/src. */
export async function expectedSnapshots(): Promise<Map<string, string>> {
  // One after another: a write's capture stops the clock for its run.
  const files: (readonly [string, () => Promise<SqlEntry[]>])[] = [
    ...RECORD_QUERY_FILES.map((records) => [records.file, () => recordEntries(records)] as const),
    ...LIST_FILES.map((list) => [list.file, () => listEntries(list)] as const),
    ...WRITE_FILES.map((writes) => [writes.file, () => writeEntries(writes)] as const),
    ...REPORT_FILES.map((reports) => [reports.file, () => reportEntries(reports)] as const),
  ];
  const snapshots = new Map<string, string>();
  for (const [file, entries] of files) {
    if (snapshots.has(file))
      throw new Error(`Two catalogs write ${file}: give one of them another`);
    snapshots.set(file, renderFile(await entries()));
  }
  return snapshots;
}

/** The snapshot files there are now (every .sql file under `root` that starts with the header). */
export function currentSnapshots(root = QUERIES_ROOT): Map<string, string> {
  if (!existsSync(root)) return new Map();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.split('\\').join('/'))
    .sort();
  const snapshots = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (text.startsWith(SNAPSHOT_HEADER)) snapshots.set(file, text);
  }
  return snapshots;
}

/** Each snapshot that differs from what the code builds now, is missing or is built no more. */
export function snapshotProblems(
  expected: ReadonlyMap<string, string>,
  current: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [file, text] of expected) {
    const now = current.get(file);
    if (now === undefined) problems.push(`queries/${file} is missing`);
    else if (now !== text) problems.push(`queries/${file} is stale`);
  }
  for (const file of current.keys()) {
    if (!expected.has(file)) problems.push(`queries/${file} is built by no query any more`);
  }
  return problems;
}

/** The message of a failed comparison: what is wrong, and the one command that fixes it. */
export function problemReport(problems: readonly string[]): string {
  const lines = problems.map((problem) => `  - ${problem}`);
  return ['SQL snapshots do not match the code:', ...lines, 'Run `pnpm sql:update`.'].join('\n');
}

/** Writes every snapshot and deletes those no query builds any more. */
export function writeSnapshots(expected: ReadonlyMap<string, string>, root = QUERIES_ROOT): void {
  for (const file of currentSnapshots(root).keys()) {
    if (!expected.has(file)) rmSync(join(root, file));
  }
  for (const [file, text] of expected) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}
