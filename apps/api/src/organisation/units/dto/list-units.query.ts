import { ListQueryDto } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const UNIT_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /units: the shared filters (ids, updated_after, custom_properties) and paging. */
export class ListUnitsQuery extends ListQueryDto(UNIT_SORT_FIELDS, 'Unit') {}
