import { PurchaseVatCodeReference } from '../../../shared/document-vat';
import { Property } from '../../../platform/openapi';

/** A purchase VAT code as `/vat_code_purchases` answers it: the record plus Faktura's fields. */
export class VatCodePurchaseResponse extends PurchaseVatCodeReference {
  @Property.Nullable(String, { example: '1576' }) credit_account!: string | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
