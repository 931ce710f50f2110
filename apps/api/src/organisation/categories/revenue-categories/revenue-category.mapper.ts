import type { RevenueCategory } from '@faktura/db';
import { toRevenueCategoryReference } from '../../../shared/positions';
import { apiTimestamp } from '../../../platform/serialization';
import type { RevenueCategoryResponse } from './dto/revenue-category.response';

/**
 * A revenue category as `/revenue_categories` answers it: the reference's record, exactly as
 * positions embed it, plus Faktura's fields.
 */
export function toRevenueCategoryResponse(category: RevenueCategory): RevenueCategoryResponse {
  return {
    ...toRevenueCategoryReference(category),
    active: category.active,
    created_at: apiTimestamp(category.createdAt),
    updated_at: apiTimestamp(category.updatedAt),
  };
}
