import { ListQueryDto, QueryInteger } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
const FIXED_COST_SORT_FIELDS = {
  id: 'id',
  title: 'title',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /account/fixed_costs. */
export class ListFixedCostsQuery extends ListQueryDto(FIXED_COST_SORT_FIELDS) {
  @QueryInteger(
    { description: 'Only the monthly amounts of this year (every fixed cost is listed)' },
    { min: 1900, max: 9999 },
  )
  year?: number;
}
