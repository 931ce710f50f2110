import { referredBy, one, TIME, VALUE, type Embedded } from '../../platform/database';

/** The revenue category a position's column refers to, every column (`revenueCategory: true`). */
export function revenueCategoryOf(column: string): Embedded {
  return one(
    'revenue_categories',
    {
      id: VALUE,
      accountId: VALUE,
      name: VALUE,
      revenueAccount: VALUE,
      costCategory: VALUE,
      assignmentKind: VALUE,
      active: VALUE,
      createdAt: TIME,
      updatedAt: TIME,
    },
    referredBy(column),
  );
}
