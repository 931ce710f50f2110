import { Inject, Injectable } from '@nestjs/common';
import { type CustomFieldEntity, Prisma, type PrismaClient } from '@faktura/db';
import { PRISMA } from '../../database/prisma.token';
import { customPropertyContainment } from './custom-property-filter';
import type { FieldErrors } from '../validation/field-errors';
import { throwIfAny } from '../validation/field-errors';
import type { ListParams } from './list-params';
import { type ListQuery, listParamsOf } from './list-query.dto';
import type { QueryReader } from './query-reader';

/** A listable table. Names here go into SQL as identifiers: constants only, never input. */
export interface ListSource {
  table: string;
  /** Entity of the custom field definitions; lists without one treat every such filter as unknown. */
  entity?: CustomFieldEntity;
}

export interface IdPage {
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
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page of IDs for a typed list query (`list-query.dto.ts`) and the resource's filters. */
  find(
    accountId: number,
    source: ListSource,
    query: ListQuery,
    conditions: Prisma.Sql[],
  ): Promise<IdPage> {
    return this.findIds(accountId, source, listParamsOf(query), conditions);
  }

  /**
   * The same for parameters read by hand: a bad custom property value joins the problems
   * `reader` collected, so that one 422 names them all.
   */
  async findIds(
    accountId: number,
    source: ListSource,
    params: ListParams,
    conditions: Prisma.Sql[],
    reader?: QueryReader,
  ): Promise<IdPage> {
    const where: Prisma.Sql[] = [Prisma.sql`account_id = ${accountId}`, ...conditions];
    if (params.ids) where.push(Prisma.sql`id = ANY(${params.ids}::int[])`);
    if (params.updatedAfter) where.push(Prisma.sql`updated_at > ${params.updatedAfter}`);
    if (params.customProperties.size > 0) {
      const definitions = source.entity
        ? await this.prisma.customFieldDefinition.findMany({
            where: {
              accountId,
              entity: source.entity,
              name: { in: [...params.customProperties.keys()] },
            },
            select: { name: true, type: true },
          })
        : [];
      const errors: FieldErrors = {};
      const contained = customPropertyContainment(
        params.customProperties,
        definitions,
        (field, message) =>
          reader ? reader.fail(field, message) : (errors[field] ??= []).push(message),
      );
      reader?.finish();
      throwIfAny(errors);
      if (contained === null) return { ids: [], total: 0 };
      where.push(Prisma.sql`custom_properties @> ${JSON.stringify(contained)}::jsonb`);
    }
    reader?.finish();
    const table = Prisma.raw(`"${source.table}"`);
    const filter = Prisma.join(where, ' AND ');
    const order = params.sort
      ? Prisma.raw(`"${params.sort.column}" ${params.sort.direction} NULLS LAST, id ASC`)
      : Prisma.raw('id ASC');
    const offset = (params.page - 1) * params.perPage;
    const [counted, rows] = await Promise.all([
      this.prisma.$queryRaw<
        { total: number }[]
      >`SELECT count(*)::int AS total FROM ${table} WHERE ${filter}`,
      this.prisma.$queryRaw<{ id: number }[]>`
        SELECT id FROM ${table} WHERE ${filter} ORDER BY ${order} LIMIT ${params.perPage} OFFSET ${offset}`,
    ]);
    return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
  }
}

/** Rows loaded with `id IN (...)` back in the order of the ID page. */
export function inIdOrder<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
