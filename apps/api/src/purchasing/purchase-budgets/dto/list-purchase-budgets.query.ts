import { QueryInteger, UnpagedListQueryDto } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const PURCHASE_BUDGET_SORT_FIELDS = {
  id: 'id',
  title: 'title',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /purchases/budgets: every budget (unpaged, as the reference), its figures for `year`. */
export class ListPurchaseBudgetsQuery extends UnpagedListQueryDto(PURCHASE_BUDGET_SORT_FIELDS) {
  @QueryInteger(
    { description: "The year of the figures; default the current year in the account's time zone" },
    { min: 1900, max: 9999 },
  )
  year?: number;
}
