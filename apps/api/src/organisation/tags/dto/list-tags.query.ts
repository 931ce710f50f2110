import type { TagContext } from '@faktura/db';
import { ListQueryDto, QueryOneOf } from '../../../platform/lists';
import { TAG_CONTEXTS } from '../tag-contexts';

/** API fields that sort_by accepts, and their columns. */
export const TAG_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  context: 'context',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /tags. */
export class ListTagsQuery extends ListQueryDto(TAG_SORT_FIELDS) {
  @QueryOneOf(TAG_CONTEXTS, { description: 'Only tags of this context' })
  context?: TagContext;
}
