import { DealStatus } from '@faktura/db';
import {
  ListQueryDto,
  QueryDate,
  QueryIdList,
  QueryOneOf,
  QueryTextList,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const DEAL_SORT_FIELDS = {
  id: 'id',
  name: 'name',
  status: 'status',
  money: 'money',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const ONE_OR_MORE_IDS = { description: 'One ID or comma-separated IDs', example: '12,13' };

/** GET /deals. */
export class ListDealsQuery extends ListQueryDto(DEAL_SORT_FIELDS, 'Deal') {
  @QueryOneOf(Object.values(DealStatus))
  status?: DealStatus;

  @QueryIdList(ONE_OR_MORE_IDS)
  company_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  user_id?: number[];

  @QueryDate({ description: 'closed_on on or after' })
  closed_from?: string;

  @QueryDate({ description: 'closed_on on or before' })
  closed_to?: string;

  @QueryTextList({ description: 'Comma-separated; deals having all of them' })
  tags?: string[];
}
