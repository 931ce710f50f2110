import { toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../common/serialization/api-format';
import type { DealResponse } from './dto/deal.response';
import type { DealRow } from './deals.repository';

/** The API shape of a deal. */
export function toDealResponse(deal: DealRow): DealResponse {
  return {
    id: deal.id,
    name: deal.name,
    status: deal.status,
    money: deal.money === null ? null : toApiNumber(deal.money.toString(), deal.currency),
    currency: deal.currency,
    company: deal.company,
    user: deal.user,
    custom_properties: deal.customProperties as Record<string, unknown>,
    tags: deal.tags,
    created_at: apiTimestamp(deal.createdAt),
    updated_at: apiTimestamp(deal.updatedAt),
  };
}
