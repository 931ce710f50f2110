import type { SortOrder } from './query-values';

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
