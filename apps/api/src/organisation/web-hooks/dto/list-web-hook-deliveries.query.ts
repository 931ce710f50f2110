import { ListQueryDto, QueryIdList, QuerySomeOf } from '../../../platform/lists';
import { WEB_HOOK_DELIVERY_STATUSES } from './web-hook-delivery.response';

/** API fields that sort_by accepts, and their columns (without it: id asc, like every list). */
export const WEB_HOOK_DELIVERY_SORT_FIELDS = {
  id: 'id',
  status: 'status',
  next_attempt_at: 'next_attempt_at',
  last_attempt_at: 'last_attempt_at',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /account/web_hooks/{id}/deliveries. */
export class ListWebHookDeliveriesQuery extends ListQueryDto(WEB_HOOK_DELIVERY_SORT_FIELDS) {
  @QuerySomeOf(WEB_HOOK_DELIVERY_STATUSES, {
    description: `Comma-separated, any of ${WEB_HOOK_DELIVERY_STATUSES.join(', ')}`,
  })
  status?: string[];

  @QueryIdList({ description: 'Comma-separated IDs of the changed records' })
  entity_id?: number[];
}
