// `node scripts/scaling-report.mjs`: checks docs/scaling.md's claims against the code. Lists
//   1. every table of prisma/schema.prisma without an `account_id` column (what could not be
//      distributed by account: reference or infrastructure tables), and
//   2. every SQL statement written in the code (tagged templates and strings of apps/*/src and
//      packages/*/src) with a JOIN whose condition does not name `account_id`, and every
//      statement that names no `account_id` at all: the queries a sharded PostgreSQL (Citus,
//      distributed by account_id) would route to every shard or refuse.
// Prisma's own model queries are scoped by the account-scope extension and are not listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** Models of the schema with their table names and whether they carry accountId. */
function tables() {
  const schema = readFileSync(join(ROOT, 'prisma/schema.prisma'), 'utf8');
  const models = [...schema.matchAll(/^model (\w+) \{([^]*?)^\}/gm)];
  return models.map(([, model, body]) => ({
    model,
    table: /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? model,
    hasAccount: /^\s+accountId\s/m.test(body) || model === 'Account',
  }));
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated' || name === 'dist') continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.ts$/.test(name) && !/\.(spec|test)\.ts$/.test(name)) yield path;
  }
}

const SQL = /`([^`]*\b(?:SELECT|UPDATE|DELETE FROM|INSERT INTO)\b[^`]*)`/g;

/** SQL statements in template literals, with the line they start on. */
function statements() {
  const found = [];
  for (const top of ['apps', 'packages']) {
    for (const pkg of readdirSync(join(ROOT, top))) {
      const src = join(ROOT, top, pkg, 'src');
      try {
        statSync(src);
      } catch {
        continue;
      }
      for (const file of sourceFiles(src)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(SQL)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.push({ file: relative(ROOT, file), line, sql: match[1] });
        }
      }
    }
  }
  return found;
}

const JOIN_KIND = String.raw`(?:(?:LEFT|RIGHT|INNER|FULL|CROSS)\s+)?JOIN\s`;
// A JOIN clause runs to the next JOIN or the next clause; SQL keywords are written in capitals
// here, so `Prisma.join(` and `path.join(` are no joins.
const JOIN_CLAUSE = new RegExp(
  `${JOIN_KIND}[^]*?(?=${JOIN_KIND}|\\b(?:WHERE|GROUP BY|ORDER BY|LIMIT|UNION|RETURNING)\\b|$)`,
  'g',
);

/** JOIN clauses whose condition does not name account_id. */
function unscopedJoins(sql) {
  return (sql.match(JOIN_CLAUSE) ?? [])
    .filter((clause) => !/account_id/.test(clause))
    .map((clause) => clause.replace(/\s+/g, ' ').trim().slice(0, 100));
}

const all = tables();
const without = all.filter((table) => !table.hasAccount);
console.log(`Tables: ${all.length}; without account_id: ${without.length}`);
for (const table of without) console.log(`  ${table.table} (${table.model})`);

const found = statements();
const joins = found.flatMap((s) => unscopedJoins(s.sql).map((join) => ({ ...s, join })));
const unscoped = found.filter((s) => !/account_id/.test(s.sql));
console.log(`\nSQL statements in code: ${found.length}`);
console.log(`JOINs whose condition does not name account_id: ${joins.length}`);
for (const each of joins) console.log(`  ${each.file}:${each.line}  ${each.join}`);
console.log(
  `Statements that name no account_id (cross-account or infrastructure): ${unscoped.length}`,
);
for (const each of unscoped) {
  const first = each.sql.replace(/\s+/g, ' ').trim().slice(0, 90);
  console.log(`  ${each.file}:${each.line}  ${first}`);
}
