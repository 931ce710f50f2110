import { Injectable } from '@nestjs/common';
import { type CustomFieldEntity, Prisma } from '@faktura/db';
import { AccountDbService, readRows } from '../database';
import {
  type CustomPropertyFilters,
  type CustomPropertyMatch,
  customPropertyContainment,
} from './custom-property-filter';
import { type ListQuery, listParamsOf } from './list-query.dto';

/** A listable table. Names here go into SQL as identifiers: constants only, never input. */
export interface ListSource {
  table: string;
}

export interface IdPage extends Record<string, unknown> {
  ids: number[];
  total: number;
}

/**
 * The one implementation of list filtering, sorting and paging. It runs in SQL on the indexes
 * and returns the IDs of one page plus the total; repositories then load those rows.
 * `conditions` are the resource's own filters, built with Prisma.sql (values are parameters).
 */
@Injectable()
export class ListQueryService {
  constructor(private readonly db: AccountDbService) {}

  /** One page of IDs for a typed list query (`list-query.dto.ts`) and the resource's filters. */
  async find(
    accountId: number,
    source: ListSource,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<IdPage> {
    const statement = idPageStatement(accountId, source, query, conditions);
    // A filter on a custom field the account does not define matches no row.
    if (statement === null) return { ids: [], total: 0 };
    // Read where the records are read (AccountDbService.reader: the pool, bypassing Prisma).
    const [row] = await readRows<IdPage>(this.db.reader, statement);
    return { ids: row.ids, total: row.total };
  }

  /**
   * The custom property filters checked against the account's definitions of `entity`: what
   * rows must contain, or null when a filter names an unknown field. Bad values go to `fail`.
   */
  async customPropertyMatch(
    accountId: number,
    entity: CustomFieldEntity | undefined,
    filters: CustomPropertyFilters,
    fail: (field: string, message: string) => void,
  ): Promise<CustomPropertyMatch> {
    if (filters.size === 0) return {};
    const definitions = entity
      ? await this.db.raw.customFieldDefinition.findMany({
          where: { accountId, entity, name: { in: [...filters.keys()] } },
          select: { name: true, type: true },
        })
      : [];
    return customPropertyContainment(filters, definitions, fail);
  }
}

/**
 * The one statement of a list: the total and the page of IDs as one row. The two are
 * independent subqueries, so the count keeps its own plan (index-only or bitmap) instead of a
 * window count over every matching row, and a page past the end still carries its total, since
 * the row is there even when the page is empty. Null when the query can match no row.
 */
export function idPageStatement(
  accountId: number,
  source: ListSource,
  query: ListQuery,
  conditions: Prisma.Sql[],
): Prisma.Sql | null {
  const match = query.custom_properties;
  if (match === null) return null;
  const params = listParamsOf(query);
  const where: Prisma.Sql[] = [Prisma.sql`account_id = ${accountId}`, ...conditions];
  if (params.ids) where.push(Prisma.sql`id = ANY(${params.ids}::int[])`);
  if (params.updatedAfter) where.push(Prisma.sql`updated_at > ${params.updatedAfter}`);
  if (Object.keys(match).length > 0) {
    where.push(Prisma.sql`custom_properties @> ${JSON.stringify(match)}::jsonb`);
  }
  const table = Prisma.raw(`"${source.table}"`);
  const filter = Prisma.join(where, ' AND ');
  const order = params.sort
    ? Prisma.raw(`"${params.sort.column}" ${params.sort.direction} NULLS LAST, id ASC`)
    : Prisma.raw('id ASC');
  const offset = (params.page - 1) * params.perPage;
  return Prisma.sql`
    SELECT (SELECT count(*)::int FROM ${table} WHERE ${filter}) AS total,
      ARRAY(SELECT id FROM ${table} WHERE ${filter}
        ORDER BY ${order} LIMIT ${params.perPage} OFFSET ${offset}) AS ids`;
}

/** Rows loaded with `id IN (...)` back in the order of the ID page. */
export function inIdOrder<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
