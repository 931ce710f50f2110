import {
  ListQueryDto,
  QueryBoolean,
  QueryDate,
  QueryIdList,
  QueryText,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const ACTIVITY_SORT_FIELDS = {
  id: 'id',
  date: 'date',
  hours: 'hours',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const ONE_OR_MORE_IDS = { description: 'One ID or comma-separated IDs' };

/** GET /activities. */
export class ListActivitiesQuery extends ListQueryDto(ACTIVITY_SORT_FIELDS) {
  @QueryDate()
  from?: string;

  @QueryDate()
  to?: string;

  @QueryIdList(ONE_OR_MORE_IDS)
  project_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  task_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  user_id?: number[];

  @QueryIdList({ description: "The project's customer; one ID or comma-separated IDs" })
  company_id?: number[];

  @QueryBoolean()
  billable?: boolean;

  @QueryBoolean()
  billed?: boolean;

  @QueryText({ description: 'Text contained in the description (case-insensitive)' })
  term?: string;
}
