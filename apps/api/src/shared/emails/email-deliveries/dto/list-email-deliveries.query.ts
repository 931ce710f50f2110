import { ListQueryDto, QueryIdList, QueryOneOf, QuerySomeOf } from '../../../../platform/lists';
import { EMAIL_DELIVERY_STATUSES, EMAIL_DOCUMENT_TYPES } from '../../dto/email-delivery.response';
import type { EmailDeliveryFilters } from '../../email-deliveries.repository';

/** API fields that sort_by accepts, and their columns. */
export const EMAIL_DELIVERY_SORT_FIELDS = {
  id: 'id',
  status: 'status',
  created_at: 'created_at',
  updated_at: 'updated_at',
  sent_at: 'sent_at',
} as const;

/** GET /email_deliveries. */
export class ListEmailDeliveriesQuery
  extends ListQueryDto(EMAIL_DELIVERY_SORT_FIELDS)
  implements EmailDeliveryFilters
{
  @QuerySomeOf(EMAIL_DELIVERY_STATUSES, {
    description: `Comma-separated, any of ${EMAIL_DELIVERY_STATUSES.join(', ')}; e.g. \`uncertain,failed\` for those waiting for an operator`,
  })
  status?: string[];

  @QueryOneOf(EMAIL_DOCUMENT_TYPES, { type: 'string' })
  document_type?: string;

  @QueryIdList({ description: 'Comma-separated document IDs (with document_type)' })
  document_id?: number[];
}
