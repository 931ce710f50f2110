import { ListQueryDto } from '../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
const TEMPLATE_SORT_FIELDS = {
  id: 'id',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET of either template list: paged, with the global filters (ids, updated_after). */
export class ListTemplatesQuery extends ListQueryDto(TEMPLATE_SORT_FIELDS) {}
