import type { RevenueCategory } from '@faktura/db';

/** The `revenue_category` a position embeds, as the reference shows it. */
export function toRevenueCategoryReference(category: RevenueCategory) {
  return {
    id: category.id,
    name: category.name,
    revenue_account: category.revenueAccount,
    cost_category: category.costCategory,
    assignment_kind: category.assignmentKind,
  };
}
