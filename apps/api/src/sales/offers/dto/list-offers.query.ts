import { OfferStatus } from '@faktura/db';
import {
  ListQueryDto,
  QueryDate,
  QueryField,
  QueryIdList,
  QueryOneOf,
  QueryText,
  QueryTextList,
  parseSort,
  QueryProblem,
  queryText,
  type SortOrder,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const OFFER_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  date: 'date',
  due_date: 'due_date',
  title: 'title',
  status: 'status',
  net_total: 'net_total',
  gross_total: 'gross_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** Values of the offers' own `sort` parameter (besides sort_by). */
export const OFFER_SORT_VALUES = ['date', 'created_at', 'title'] as const;
const OFFER_SORT = Object.fromEntries(OFFER_SORT_VALUES.map((field) => [field, field]));

const ONE_OR_MORE_IDS = { description: 'One ID or comma-separated IDs', example: '12,13' };

/** GET /offers. */
export class ListOffersQuery extends ListQueryDto(OFFER_SORT_FIELDS, 'Offer') {
  /** Ignored, unchecked, when a valid sort_by is sent: sort_by wins. */
  @QueryField<SortOrder>(
    {
      parse: (text, query) => {
        const sortBy = queryText(query.sort_by);
        const sortByWins =
          sortBy !== undefined && !(parseSort(sortBy, OFFER_SORT_FIELDS) instanceof QueryProblem);
        return sortByWins ? undefined : parseSort(text, OFFER_SORT, OFFER_SORT_VALUES.join(', '));
      },
    },
    {
      type: 'string',
      description: 'Offers only: `<field> [asc|desc]`; sort_by wins when both are sent',
      enum: OFFER_SORT_VALUES,
    },
  )
  sort?: SortOrder;

  @QueryOneOf(Object.values(OfferStatus))
  status?: OfferStatus;

  @QueryDate({ description: 'Date on or after' })
  from?: string;

  @QueryDate({ description: 'Date on or before' })
  to?: string;

  @QueryText()
  identifier?: string;

  @QueryIdList(ONE_OR_MORE_IDS)
  deal_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  project_id?: number[];

  @QueryIdList(ONE_OR_MORE_IDS)
  company_id?: number[];

  @QueryTextList({ description: 'Comma-separated; offers having all of them' })
  tags?: string[];
}
