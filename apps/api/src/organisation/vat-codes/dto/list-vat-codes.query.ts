import { UnpagedListQueryDto, QueryBoolean, QueryText } from '../../../platform/lists';
/** API fields that sort_by accepts on both VAT code lists, and their columns. */
export const VAT_CODE_SORT_FIELDS = {
  id: 'id',
  code: 'code',
  tax: 'tax',
  active: 'active',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /vat_code_sales and /vat_code_purchases: one plain array, not paged. */
export class ListVatCodesQuery extends UnpagedListQueryDto(VAT_CODE_SORT_FIELDS) {
  @QueryBoolean()
  active?: boolean;

  @QueryBoolean()
  reverse_charge?: boolean;

  @QueryBoolean()
  intra_eu?: boolean;

  @QueryText({ description: 'Exact code' })
  code?: string;
}
