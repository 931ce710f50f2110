import {
  ListQueryDto,
  QueryBoolean,
  QueryDate,
  QueryIdList,
  QueryText,
  QueryTextList,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const PROJECT_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const ID_LIST = { example: '12,13' };
const ONE_OR_MORE_IDS = { description: 'One ID or comma-separated IDs', ...ID_LIST };

/** GET /projects. */
export class ListProjectsQuery extends ListQueryDto(PROJECT_SORT_FIELDS, 'Project') {
  @QueryIdList({ description: 'Alias of company_id', ...ID_LIST })
  customer_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  company_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  leader_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  deal_id?: number[];

  @QueryIdList({ ...ONE_OR_MORE_IDS, description: 'Projects in these project groups' })
  project_group_id?: number[];

  @QueryBoolean()
  retainer?: boolean;

  @QueryBoolean({ description: 'Only active (true) or only archived (false) projects' })
  active?: boolean;

  @QueryBoolean({ description: 'Also list archived projects (default false; `active` overrides)' })
  include_archived?: boolean;

  @QueryBoolean({
    description:
      'Each project’s `customer` as the full company record (as GET /companies/{id}) instead of `{id, name}`',
  })
  include_company?: boolean;

  @QueryText({ description: 'Part of the name, the identifier or the customer’s name' })
  term?: string;

  @QueryDate({ description: 'Created on or after this day (UTC)' })
  created_from?: string;

  @QueryDate({ description: 'Created on or before this day (UTC)' })
  created_to?: string;

  @QueryDate({ description: 'Last changed on or after this day (UTC)' })
  updated_from?: string;

  @QueryDate({ description: 'Last changed on or before this day (UTC)' })
  updated_to?: string;

  @QueryTextList({ description: 'Exact project numbers, comma-separated' })
  identifier?: string[];

  @QueryTextList({ description: 'Comma-separated; projects having all of them' })
  tags?: string[];
}
