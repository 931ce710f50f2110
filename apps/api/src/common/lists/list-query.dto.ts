import { ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import { Allow } from 'class-validator';
import { type CustomPropertyFilters, customPropertyFilters } from './custom-property-filter';
import type { ListParams } from './list-params';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './list-params';
import { QueryField, QueryIdList, QueryInteger, QueryTimestamp } from './query-fields';
import { parseSort, type SortOrder } from './query-values';

/** API fields that sort_by accepts, and their SQL columns. */
export type SortFields = Readonly<Record<string, string>>;

/** The parameters every list shares, typed: what the list query classes below produce. */
export interface ListQuery {
  /** Absent on the lists the reference does not page. */
  page?: number;
  per_page?: number;
  sort_by?: SortOrder;
  ids?: number[];
  updated_after?: Date;
  custom_properties: CustomPropertyFilters;
}

/** The OpenAPI descriptions of the shared parameters (also used by `@ApiListQuery`). */
export const LIST_QUERY_DOCS = {
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
  sort_by: (sortFields: readonly string[]) => ({
    type: 'string' as const,
    description: `\`<field> [asc|desc]\`; fields: ${sortFields.join(', ')}. Default \`id asc\`; ties always break by id.`,
  }),
  ids: { type: 'string', description: 'Comma-separated IDs' },
  updated_after: {
    type: 'string',
    format: 'date-time',
    description: 'ISO 8601 timestamp; entities changed strictly after it',
  },
  custom_properties: {
    style: 'deepObject',
    explode: true,
    description:
      '`custom_properties[<field>]=<value>`, or `custom_properties[<field>][]=<value>` repeated for MultiSelect (all must match). Unknown fields give an empty list.',
    type: 'object',
    additionalProperties: { type: 'string' },
  },
} as const;

/**
 * The query of a list the reference does not page (VAT codes, purchase categories, letter
 * papers): sort_by (fields of `sortFields`) and the global filters; page and per_page are no
 * parameters of it and are ignored like any unknown one.
 */
export function UnpagedListQueryDto(sortFields: SortFields) {
  class UnpagedListQuery implements ListQuery {
    @QueryField<SortOrder>(
      { parse: (text) => parseSort(text, sortFields) },
      LIST_QUERY_DOCS.sort_by(Object.keys(sortFields)),
    )
    sort_by?: SortOrder;

    @QueryIdList(LIST_QUERY_DOCS.ids)
    ids?: number[];

    @QueryTimestamp(LIST_QUERY_DOCS.updated_after)
    updated_after?: Date;

    // Gathered from the literal `custom_properties[...]` keys; checked against the account's
    // field definitions when the list runs (ListQueryService).
    @Expose()
    @Transform(({ obj }: { obj: Record<string, unknown> }) => customPropertyFilters(obj))
    @Allow()
    @ApiPropertyOptional(LIST_QUERY_DOCS.custom_properties as object)
    custom_properties: CustomPropertyFilters = new Map();
  }
  return UnpagedListQuery;
}

/**
 * The query of a paged list: `page` (from 1) and `per_page` (default 100, at most 1000) besides
 * what every list takes. A resource's query extends it with its filters:
 * `class ListOffersQuery extends ListQueryDto(OFFER_SORT_FIELDS) { ... }`.
 */
export function ListQueryDto(sortFields: SortFields) {
  class PagedListQuery extends UnpagedListQueryDto(sortFields) {
    @QueryInteger(LIST_QUERY_DOCS.page, { min: 1, fallback: 1 })
    page: number = 1;

    @QueryInteger(LIST_QUERY_DOCS.per_page, {
      min: 1,
      max: MAX_PER_PAGE,
      fallback: DEFAULT_PER_PAGE,
    })
    per_page: number = DEFAULT_PER_PAGE;
  }
  return PagedListQuery;
}

// The one "page" of an unpaged list: every row (the largest LIMIT PostgreSQL's int4 takes).
const EVERY_ROW = 2_147_483_647;

/** The shared parameters of a typed query in the form ListQueryService takes. */
export function listParamsOf(query: ListQuery): ListParams {
  return {
    page: query.page ?? 1,
    perPage: query.per_page ?? EVERY_ROW,
    sort: query.sort_by ?? null,
    ids: query.ids,
    updatedAfter: query.updated_after,
    customProperties: query.custom_properties,
  };
}
