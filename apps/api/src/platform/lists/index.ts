// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export type { FieldDefinition } from './custom-property-filter';
export { ApiQueryParameters, ListQueryParam } from './list-query.decorator';
export { ListQueryDto, UnpagedListQueryDto } from './list-query.dto';
export type { ListQuery, SortFields } from './list-query.dto';
export { ListQueryService, inIdOrder } from './list-query.service';
export type { ListSource } from './list-query.service';
export { Page } from './page';
export { PageInterceptor } from './page.interceptor';
export {
  QueryArrayOf,
  QueryBoolean,
  QueryDate,
  QueryField,
  QueryFlag,
  QueryIdList,
  QueryInteger,
  QueryIntegerList,
  QueryOneOf,
  QuerySomeOf,
  QueryText,
  QueryTextList,
  queryParametersOf,
} from './query-fields';
export { QueryProblem, parseSort, queryText } from './query-values';
export type { Parsed, SortOrder } from './query-values';
