import type { CustomFieldEntity } from '@faktura/db';
import { Allow } from 'class-validator';
import type { CustomPropertyMatch } from './custom-property-filter';
import type { PageParams } from './list-params';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './list-params';
import {
  DocumentQueryParameter,
  QueryField,
  QueryIdList,
  QueryInteger,
  QueryTimestamp,
} from './query-fields';
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
  /** Set by ListQueryPipe from the `custom_properties[...]` keys and the field definitions. */
  custom_properties: CustomPropertyMatch;
}

/** What a list query class tells ListQueryPipe besides its properties. */
export interface ListQueryClass {
  /** Whose custom field definitions the custom_properties filters name (none: every one is unknown). */
  readonly customFieldEntity?: CustomFieldEntity;
}

/** The OpenAPI descriptions of the parameters every list shares. */
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
 * parameters of it and are ignored like any unknown one. `customFieldEntity` names whose field
 * definitions the custom_properties filters refer to. A route takes it with `@ListQueryParam()`.
 */
export function UnpagedListQueryDto(sortFields: SortFields, customFieldEntity?: CustomFieldEntity) {
  class UnpagedListQuery implements ListQuery {
    static readonly customFieldEntity = customFieldEntity;

    @QueryField<SortOrder>(
      { parse: (text) => parseSort(text, sortFields) },
      LIST_QUERY_DOCS.sort_by(Object.keys(sortFields)),
    )
    sort_by?: SortOrder;

    @QueryIdList(LIST_QUERY_DOCS.ids)
    ids?: number[];

    @QueryTimestamp(LIST_QUERY_DOCS.updated_after)
    updated_after?: Date;

    // Express keeps `custom_properties[Name]` as a literal key: ListQueryPipe reads those keys
    // and sets this after checking them against the account's field definitions.
    @Allow()
    @DocumentQueryParameter(LIST_QUERY_DOCS.custom_properties)
    custom_properties: CustomPropertyMatch = {};
  }
  return UnpagedListQuery;
}

/**
 * The query of a paged list: `page` (from 1) and `per_page` (default 100, at most 1000) besides
 * what every list takes. A resource's query extends it with its filters:
 * `class ListOffersQuery extends ListQueryDto(OFFER_SORT_FIELDS, 'Offer') { ... }`.
 */
export function ListQueryDto(sortFields: SortFields, customFieldEntity?: CustomFieldEntity) {
  class PagedListQuery extends UnpagedListQueryDto(sortFields, customFieldEntity) {
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

/** Paging, sorting and the global filters of a typed query, as ListQueryService runs them. */
export function listParamsOf(query: ListQuery): PageParams {
  return {
    page: query.page ?? 1,
    perPage: query.per_page ?? EVERY_ROW,
    sort: query.sort_by ?? null,
    ids: query.ids,
    updatedAfter: query.updated_after,
  };
}
