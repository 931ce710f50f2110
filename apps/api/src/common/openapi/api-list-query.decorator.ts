import { ApiQueryParameters } from '../lists/list-query.decorator';
import { LIST_QUERY_DOCS } from '../lists/list-query.dto';
import type { QueryParameter } from '../lists/query-fields';

/** The query parameter that marks an operation as a list in the OpenAPI document. */
export const LIST_PAGE_SIZE_PARAMETER = 'per_page';

/**
 * Documents the parameters every list endpoint shares (page, per_page, sort_by, ids,
 * updated_after, custom_properties) for a list whose query is still read by hand; a typed
 * list query (`@ListQueryParam()`) documents them itself. `sortFields` are the names sort_by
 * accepts. The paging headers of the answer are added to every operation with `per_page` when
 * the document is built (src/openapi).
 */
export function ApiListQuery(sortFields: readonly string[]): MethodDecorator {
  return ApiQueryParameters([
    { name: 'page', doc: LIST_QUERY_DOCS.page },
    { name: LIST_PAGE_SIZE_PARAMETER, doc: LIST_QUERY_DOCS.per_page },
    ...unpagedParameters(sortFields),
  ]);
}

/** The same for a list the reference does not page: no page or per_page, no paging headers. */
export function ApiUnpagedListQuery(sortFields: readonly string[]): MethodDecorator {
  return ApiQueryParameters(unpagedParameters(sortFields));
}

function unpagedParameters(sortFields: readonly string[]): QueryParameter[] {
  return [
    { name: 'sort_by', doc: LIST_QUERY_DOCS.sort_by(sortFields) },
    { name: 'ids', doc: LIST_QUERY_DOCS.ids },
    { name: 'updated_after', doc: LIST_QUERY_DOCS.updated_after },
    { name: 'custom_properties', doc: LIST_QUERY_DOCS.custom_properties },
  ];
}
