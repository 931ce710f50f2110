import { type CustomPropertyFilters, customPropertyFilters } from './custom-property-filter';
import type { QueryReader } from './query-reader';
import { parseSort, QueryProblem, type SortOrder } from './query-values';

export type { SortOrder } from './query-values';

export const DEFAULT_PER_PAGE = 100;
export const MAX_PER_PAGE = 1000;

/** Paging, sorting and the global filters but custom properties, as ListQueryService runs them. */
export interface PageParams {
  page: number;
  perPage: number;
  sort: SortOrder | null;
  ids?: number[];
  updatedAfter?: Date;
}

/** The parameters every list endpoint shares, read by hand (QueryReader). */
export interface ListParams extends PageParams {
  customProperties: CustomPropertyFilters;
}

/**
 * Reads page, per_page, sort_by (`<field> [asc|desc]`, fields from `sortable`: API name -> SQL
 * column), ids, updated_after and the custom_properties filters, for a list still read by hand
 * (typed lists: ListQueryDto).
 */
export function readListParams(
  reader: QueryReader,
  sortable: Readonly<Record<string, string>>,
): ListParams {
  const page = reader.integer('page', { min: 1 }) ?? 1;
  const perPage = reader.integer('per_page', { min: 1, max: MAX_PER_PAGE }) ?? DEFAULT_PER_PAGE;
  return {
    page,
    perPage,
    sort: readSort(reader, sortable),
    ids: reader.idList('ids'),
    updatedAfter: reader.timestamp('updated_after'),
    customProperties: customPropertyFilters(reader.query),
  };
}

/** `sort_by=date desc`: one whitelisted field and an optional direction. */
function readSort(
  reader: QueryReader,
  sortable: Readonly<Record<string, string>>,
): SortOrder | null {
  const value = reader.string('sort_by');
  if (value === undefined) return null;
  const sort = parseSort(value, sortable);
  if (!(sort instanceof QueryProblem)) return sort;
  reader.fail('sort_by', sort.message);
  return null;
}
