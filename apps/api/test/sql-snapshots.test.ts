import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
// Every module, so that every record query of the API exists.
import '../src/app.module';
import { RecordQuery } from '../src/platform/database/record-query';
import { queryParametersOf } from '../src/platform/lists/query-fields';
import { parametersLeftOut } from './sql-snapshots/list-statement.capture';
import { RECORD_QUERY_FILES } from './sql-snapshots/record-queries.catalog';
import { REPORT_FILES, reportParametersLeftOut } from './sql-snapshots/report-statements.catalog';
import {
  currentSnapshots,
  expectedSnapshots,
  LIST_FILES,
  problemReport,
  snapshotProblems,
  SOURCE_ROOT,
  writeSnapshots,
} from './sql-snapshots/sql-snapshot.files';

/**
 * The SQL of record queries, lists and document writes is committed in apps/api/queries, in the
 * folders of the code that builds it (`*.records.sql`, `*.list.sql`, `*.writes.sql`), so a review
 * shows what a change does to the statements. They are made without a database; `pnpm sql:update` rewrites them
 * (FAKTURA_SQL_UPDATE=1), any other run compares.
 */
describe('SQL snapshots', () => {
  let expected: Map<string, string>;

  beforeAll(async () => {
    expected = await expectedSnapshots();
  });

  it('are what the code builds now', () => {
    if (process.env.FAKTURA_SQL_UPDATE === '1') writeSnapshots(expected);
    const problems = snapshotProblems(expected, currentSnapshots());
    if (problems.length > 0) throw new Error(problemReport(problems));
  });

  it('cover every record query', () => {
    const known = new Set(RECORD_QUERY_FILES.flatMap((file) => Object.values(file.queries)));
    const missing = RecordQuery.all()
      .filter((query) => !known.has(query))
      .map((query) => `a record query of ${query.table}`);
    expect(missing).toEqual([]);
  });

  it('cover every list query class, each example with every parameter', () => {
    const covered = LIST_FILES.flatMap((file) => file.examples.map((example) => example.query));
    const coveredOrParent = (type: Type<unknown>) =>
      covered.some((query) => query === type || query.prototype instanceof type);
    const modules = readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|[\\/])list-[a-z-]+\.query\.ts$/.test(file))
      .map((file) => jest.requireActual<object>(join(SOURCE_ROOT, file)));
    const classes = modules
      .flatMap((exports) => Object.values(exports) as unknown[])
      .filter((value): value is Type<unknown> => typeof value === 'function')
      .filter((type) => queryParametersOf(type).length > 0);
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((type) => !coveredOrParent(type)).map((type) => type.name)).toEqual([]);
    const leftOut = LIST_FILES.flatMap((file) =>
      file.examples.flatMap((example) =>
        parametersLeftOut(example).map((name) => `${example.route}: ${name}`),
      ),
    );
    expect(leftOut).toEqual([]);
  });

  it('cover every parameter of the reports built by their own statements', () => {
    expect(REPORT_FILES.flatMap(reportParametersLeftOut)).toEqual([]);
  });

  it('name each stale, missing and no longer built file, with the command that fixes them', () => {
    const [first, second] = [...expected.keys()];
    const current = new Map(expected);
    current.set(first, expected.get(first)!.replace('SELECT', 'SELECT DISTINCT'));
    current.delete(second);
    current.set('crm/old.list.sql', '-- an earlier list');
    const report = problemReport(snapshotProblems(expected, current));
    expect(report).toBe(
      [
        'SQL snapshots do not match the code:',
        `  - queries/${first} is stale`,
        `  - queries/${second} is missing`,
        '  - queries/crm/old.list.sql is built by no query any more',
        'Run `pnpm sql:update`.',
      ].join('\n'),
    );
    expect(snapshotProblems(expected, new Map(expected))).toEqual([]);
  });
});
