import { PurchaseVatCodeReference } from '../../common/vat/vat-code-reference.response';
import { NullableProperty, TimestampProperty } from '../../common/openapi/response-properties';

/** A purchase VAT code as `/vat_code_purchases` answers it: the record plus Faktura's fields. */
export class VatCodePurchaseResponse extends PurchaseVatCodeReference {
  @NullableProperty(String, { example: '1576' }) credit_account!: string | null;
  @TimestampProperty() created_at!: string;
  @TimestampProperty() updated_at!: string;
}
