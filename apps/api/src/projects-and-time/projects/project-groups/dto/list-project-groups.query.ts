import { ListQueryDto, QueryIdList } from '../../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const PROJECT_GROUP_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const ONE_OR_MORE_IDS = { description: 'One ID or comma-separated IDs', example: '7' };

/**
 * GET /projects/groups. Faktura has no custom fields of project groups, so a custom_properties
 * filter names an unknown field and matches nothing, as the reference answers one.
 */
export class ListProjectGroupsQuery extends ListQueryDto(PROJECT_GROUP_SORT_FIELDS) {
  @QueryIdList(ONE_OR_MORE_IDS)
  user_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  company_id?: number[];
}
