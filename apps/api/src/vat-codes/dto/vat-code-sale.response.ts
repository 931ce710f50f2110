import { SalesVatCodeReference } from '../../common/vat/vat-code-reference.response';
import { TimestampProperty } from '../../common/openapi/response-properties';

/** A sales VAT code as `/vat_code_sales` answers it: the record plus its timestamps. */
export class VatCodeSaleResponse extends SalesVatCodeReference {
  @TimestampProperty() created_at!: string;
  @TimestampProperty() updated_at!: string;
}
