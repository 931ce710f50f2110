import { SalesVatCodeReference } from '../../../shared/document-vat';
import { Property } from '../../../platform/openapi';

/** A sales VAT code as `/vat_code_sales` answers it: the record plus its timestamps. */
export class VatCodeSaleResponse extends SalesVatCodeReference {
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
