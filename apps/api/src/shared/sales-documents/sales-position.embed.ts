import { revenueCategoryOf } from '../positions';
import { DECIMAL, mappedEnum, TIME, VALUE, type Shape } from '../../platform/database';

/** The columns offer and invoice positions share, with the revenue category. */
export const SALES_POSITION: Shape = {
  id: VALUE,
  accountId: VALUE,
  sortOrder: VALUE,
  // PositionType.page_break is stored as 'page-break'.
  type: mappedEnum('type', { 'page-break': 'page_break' }),
  title: VALUE,
  description: VALUE,
  quantity: DECIMAL,
  unit: VALUE,
  unitPrice: DECIMAL,
  netTotal: DECIMAL,
  optional: VALUE,
  serviceType: VALUE,
  subtotalType: VALUE,
  revenueCategoryId: VALUE,
  createdAt: TIME,
  updatedAt: TIME,
  revenueCategory: revenueCategoryOf('revenue_category_id'),
};
