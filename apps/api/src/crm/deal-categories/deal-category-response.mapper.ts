import type { DealCategory } from '@faktura/db';
import { apiTimestamp } from '../../platform/serialization';
import type { DealCategoryResponse } from './dto/deal-category.response';

/** The API shape of a deal category. */
export function toDealCategoryResponse(category: DealCategory): DealCategoryResponse {
  return {
    id: category.id,
    name: category.name,
    probability: category.probability,
    created_at: apiTimestamp(category.createdAt),
    updated_at: apiTimestamp(category.updatedAt),
  };
}
