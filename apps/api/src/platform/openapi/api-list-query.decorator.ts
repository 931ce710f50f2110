/**
 * The query parameter that marks an operation as a list in the OpenAPI document: the paging
 * headers of the answer are added to every operation with it when the document is built
 * (platform/openapi). Typed list queries (`ListQueryDto`) document it with the other list parameters.
 */
export const LIST_PAGE_SIZE_PARAMETER = 'per_page';
