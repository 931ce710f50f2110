import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { DealResponse } from './dto/deal.response';
import type { DealRow } from './deals.repository';

/** The API shape of a deal; `customer` and `company` are the same company. */
export function toDealResponse(deal: DealRow): DealResponse {
  const { company, contact } = deal;
  return {
    id: deal.id,
    name: deal.name,
    status: deal.status,
    reminder_date: apiDate(deal.reminderDate),
    closed_on: apiDate(deal.closedOn),
    money: deal.money === null ? null : toApiNumber(deal.money.toString(), deal.currency),
    currency: deal.currency,
    info: deal.info,
    tags: deal.tags,
    custom_properties: deal.customProperties as Record<string, unknown>,
    user: deal.user,
    person: contact && {
      id: contact.id,
      name: [contact.firstname, contact.lastname].filter(Boolean).join(' '),
    },
    customer: company && { id: company.id, name: company.name },
    company,
    category: deal.category,
    service_period_from: apiDate(deal.servicePeriodFrom),
    service_period_to: apiDate(deal.servicePeriodTo),
    inbox_email_address: null,
    created_at: apiTimestamp(deal.createdAt),
    updated_at: apiTimestamp(deal.updatedAt),
  };
}
