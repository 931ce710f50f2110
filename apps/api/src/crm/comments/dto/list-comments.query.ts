import {
  ListQueryDto,
  QueryBoolean,
  QueryDate,
  QueryIdList,
  QueryOneOf,
} from '../../../platform/lists';
import { COMMENTABLE_TYPE_FILTERS } from '../commentable-types';

/** API fields that sort_by accepts, and their columns. */
export const COMMENT_SORT_FIELDS = {
  id: 'id',
  commentable_type: 'commentable_type',
  commentable_id: 'commentable_id',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const ONE_OR_MORE_IDS = { description: 'One ID or comma-separated IDs', example: '12,13' };

/** GET /comments. */
export class ListCommentsQuery extends ListQueryDto(COMMENT_SORT_FIELDS) {
  @QueryOneOf(COMMENTABLE_TYPE_FILTERS, {
    description: 'The kind of record commented on; `Customer` is the deprecated name of Company',
  })
  commentable_type?: (typeof COMMENTABLE_TYPE_FILTERS)[number];

  @QueryIdList({ ...ONE_OR_MORE_IDS, description: 'The records commented on (one or several)' })
  commentable_id?: number[];

  @QueryIdList({ ...ONE_OR_MORE_IDS, description: 'The authors (one or several)' })
  user_id?: number[];

  @QueryBoolean({ description: 'true: written by users; false: written by the system' })
  manual?: boolean;

  @QueryDate({ description: 'Written on or after this day (the account’s time zone)' })
  from?: string;

  @QueryDate({ description: 'Written on or before this day (the account’s time zone)' })
  to?: string;
}
