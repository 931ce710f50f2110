import {
  ListQueryDto,
  QueryBoolean,
  QueryIdList,
  QueryText,
  QueryTextList,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const USER_SORT_FIELDS = {
  id: 'id',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /users. */
export class ListUsersQuery extends ListQueryDto(USER_SORT_FIELDS, 'User') {
  @QueryBoolean()
  active?: boolean;

  @QueryBoolean({
    description: 'Also list deactivated users (default false; ignored when active is given)',
  })
  include_archived?: boolean;

  @QueryText({ description: 'Exact, ignoring case' })
  email?: string;

  @QueryTextList({ description: 'Comma-separated; users having all of them' })
  tags?: string[];

  @QueryIdList({ description: 'One unit ID or comma-separated IDs', example: '11,12' })
  unit_id?: number[];
}
