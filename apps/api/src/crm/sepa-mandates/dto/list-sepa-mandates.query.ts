import { ListQueryDto, QueryIdList } from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const SEPA_MANDATE_SORT_FIELDS = {
  id: 'id',
  reference: 'reference',
  signed_on: 'signed_on',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /sepa_mandates: the shared filters, paging and the customer. */
export class ListSepaMandatesQuery extends ListQueryDto(SEPA_MANDATE_SORT_FIELDS) {
  @QueryIdList({ description: 'The customer; one company ID or comma-separated IDs' })
  company_id?: number[];
}
