import { ListQueryDto, QueryIdList } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const OFFER_CONFIRMATION_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  date: 'date',
  title: 'title',
  offer_id: 'offer_id',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /offer_confirmations: the shared filters (ids, updated_after) and `offer_id`. */
export class ListOfferConfirmationsQuery extends ListQueryDto(OFFER_CONFIRMATION_SORT_FIELDS) {
  @QueryIdList({ description: 'One offer ID or comma-separated offer IDs', example: '12,13' })
  offer_id?: number[];
}
