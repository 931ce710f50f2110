import type { Type } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import type { AccountDbService } from '../../src/platform/database/account-db.service';
import type { ListQuery, ListQueryClass } from '../../src/platform/lists/list-query.dto';
import {
  idPageStatement,
  type IdPage,
  ListQueryService,
  type ListSource,
} from '../../src/platform/lists/list-query.service';
import { queryParametersOf } from '../../src/platform/lists/query-fields';
import { createValidationPipe } from '../../src/platform/request-validation/validation.pipe';
import { EXAMPLE_ACCOUNT, queryNotes, type SqlEntry } from './sql-snapshot.render';

/**
 * Stands in for the database: the snapshots are made without one, so anything a list asks of
 * it before its statement is built is a mistake of the example, named here.
 */
export const NO_DATABASE = new Proxy(
  {},
  {
    get: (_, key) => {
      throw new Error(`SQL snapshots run without a database; the code read db.${String(key)}`);
    },
  },
) as AccountDbService;

/** Carries the statement out of the repository's list method, which stops there. */
class Captured {
  constructor(readonly sql: Prisma.Sql) {}
}

/** ListQueryService whose `find` builds the list's statement as it would and hands it out. */
class CapturingLists extends ListQueryService {
  constructor() {
    super(NO_DATABASE);
  }

  override find(
    accountId: number,
    source: ListSource,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<IdPage> {
    const sql = idPageStatement(accountId, source, query, conditions);
    if (sql === null) throw new Error('The example matches no row: no statement is sent');
    throw new Captured(sql);
  }
}

/** One list route: how its repository is called, and a value for each of its parameters. */
export interface ListExample<Q extends ListQuery> {
  /** The route, e.g. `GET /offers`. */
  route: string;
  query: Type<Q>;
  /**
   * Every parameter of the query class as a client sends it, so every condition shows (the
   * test checks that none is left out). custom_properties is set when the class has fields.
   */
  every: Record<string, string>;
  /** Lists through the repository, as the route's service does, with `lists` and no database. */
  list(lists: ListQueryService, accountId: number, query: Q): Promise<unknown>;
}

/** The snapshot file (relative to apps/api/src) of some list routes. */
export interface ListFile {
  file: string;
  examples: ListExample<ListQuery>[];
}

/** The parameters of the route's query class that its `every` example leaves out. */
export function parametersLeftOut(example: ListExample<ListQuery>): string[] {
  return queryParametersOf(example.query)
    .map((parameter) => parameter.name)
    .filter((name) => name !== 'custom_properties' && !(name in example.every));
}

/** The query as ListQueryPipe makes it: the class from the texts, then the custom properties. */
async function typedQuery(type: Type<ListQuery>, texts: Record<string, string>, every: boolean) {
  const query = (await createValidationPipe().transform(
    { ...texts },
    { type: 'query', metatype: type },
  )) as ListQuery;
  const fields = (type as ListQueryClass).customFieldEntity !== undefined;
  return Object.assign(query, { custom_properties: every && fields ? { Region: 'North' } : {} });
}

async function captured(example: ListExample<ListQuery>, query: ListQuery): Promise<Prisma.Sql> {
  try {
    await example.list(new CapturingLists(), EXAMPLE_ACCOUNT, query);
  } catch (error) {
    if (error instanceof Captured) return error.sql;
    throw error;
  }
  throw new Error(`${example.route} did not list through ListQueryService`);
}

/** The default list (no parameter) and the list with every parameter, of each route. */
export async function listEntries(list: ListFile): Promise<SqlEntry[]> {
  const entries: SqlEntry[] = [];
  for (const example of list.examples) {
    const [method, path] = example.route.split(' ');
    const plain = await typedQuery(example.query, {}, false);
    entries.push({ name: `${example.route}, default`, sql: await captured(example, plain) });
    const all = await typedQuery(example.query, example.every, true);
    const notes = queryNotes(`${method} ${path}`, example.every);
    if (Object.keys(all.custom_properties ?? {}).length > 0)
      notes.push('  &custom_properties[Region]=North (a field of type String)');
    entries.push({
      name: `${example.route}, every filter`,
      notes,
      sql: await captured(example, all),
    });
  }
  return entries;
}

/** The parameters every list takes, sorted by `sortBy` descending. */
export function unpaged(sortBy: string): Record<string, string> {
  return { sort_by: `${sortBy} desc`, ids: '2001,2002', updated_after: '2024-01-01T00:00:00Z' };
}

/** The parameters every paged list takes: the second page of 25. */
export function paged(sortBy: string): Record<string, string> {
  return { page: '2', per_page: '25', ...unpaged(sortBy) };
}

/** Types an example by its query class (the catalogs hold examples of many classes). */
export function example<Q extends ListQuery>(list: ListExample<Q>): ListExample<ListQuery> {
  return list as unknown as ListExample<ListQuery>;
}
