import type { QueryReader } from './query-reader';

export const DEFAULT_PER_PAGE = 100;
export const MAX_PER_PAGE = 1000;

export interface SortOrder {
  /** SQL column, from the resource's whitelist only. */
  column: string;
  direction: 'ASC' | 'DESC';
}

/** The parameters every list endpoint shares. */
export interface ListParams {
  page: number;
  perPage: number;
  sort: SortOrder | null;
  ids?: number[];
  updatedAfter?: Date;
  /** custom_properties[<name>] and custom_properties[<name>][]: name -> requested values. */
  customProperties: Map<string, { values: string[]; many: boolean }>;
}

const CUSTOM_PROPERTY = /^custom_properties\[([^\]]+)\](\[\])?$/;

/**
 * Reads page, per_page, sort_by (`<field> [asc|desc]`, fields from `sortable`: API name -> SQL
 * column), ids, updated_after and the custom_properties filters.
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
    customProperties: readCustomProperties(reader.query),
  };
}

// The one "page" of an unpaged list: every row (the largest LIMIT PostgreSQL's int4 takes).
const EVERY_ROW = 2_147_483_647;

/**
 * The parameters of a list the reference does not page (purchase categories, VAT codes, letter
 * papers): sorting and the global filters as on every list, but `page` and `per_page` are no
 * parameters of it and are ignored like any unknown one; the answer is every matching row.
 */
export function readUnpagedListParams(
  reader: QueryReader,
  sortable: Readonly<Record<string, string>>,
): ListParams {
  return {
    page: 1,
    perPage: EVERY_ROW,
    sort: readSort(reader, sortable),
    ids: reader.idList('ids'),
    updatedAfter: reader.timestamp('updated_after'),
    customProperties: readCustomProperties(reader.query),
  };
}

/** `sort_by=date desc`: one whitelisted field and an optional direction. */
export function readSort(
  reader: QueryReader,
  sortable: Readonly<Record<string, string>>,
): SortOrder | null {
  const value = reader.string('sort_by');
  if (value === undefined) return null;
  const [field, direction = 'asc', ...rest] = value.split(/\s+/);
  const column = Object.prototype.hasOwnProperty.call(sortable, field)
    ? sortable[field]
    : undefined;
  if (!column || rest.length > 0 || !/^(asc|desc)$/i.test(direction)) {
    reader.fail(
      'sort_by',
      `must be one of ${Object.keys(sortable).join(', ')}, optionally followed by asc or desc`,
    );
    return null;
  }
  return { column, direction: direction.toUpperCase() as 'ASC' | 'DESC' };
}

function readCustomProperties(query: Record<string, unknown>): ListParams['customProperties'] {
  const filters: ListParams['customProperties'] = new Map();
  for (const [key, raw] of Object.entries(query)) {
    const match = CUSTOM_PROPERTY.exec(key);
    if (!match) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).filter(
      (value): value is string => typeof value === 'string',
    );
    const existing = filters.get(match[1]);
    filters.set(match[1], {
      values: [...(existing?.values ?? []), ...values],
      many: Boolean(match[2]) || existing?.many === true,
    });
  }
  return filters;
}
