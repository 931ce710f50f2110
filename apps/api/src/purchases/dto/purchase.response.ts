import { ApiProperty } from '@nestjs/swagger';
import { PaymentMethod, PurchaseStatus } from '@faktura/db';
import { UserReferenceBase } from '../../common/openapi/response-references';
import {
  CustomPropertiesProperty,
  DateProperty,
  NullableProperty,
  TagsProperty,
  TimestampProperty,
} from '../../common/openapi/response-properties';

/**
 * The VAT of an item: its purchase VAT code (no print or notice fields on purchases), or for an
 * inline rate without a code only `tax` and the three flags.
 */
export class PurchaseVatResponse {
  @ApiProperty({ example: 3, required: false, description: 'Absent for an inline rate' })
  id?: number;
  @ApiProperty({ example: 19, description: 'Tax percentage' }) tax!: number;
  @ApiProperty({
    example: 'Vorsteuer 19 %',
    required: false,
    description: 'Absent for an inline rate; the code when none was stored',
  })
  description?: string;
  @ApiProperty() reverse_charge!: boolean;
  @ApiProperty() intra_eu!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: 'VSt19', required: false, description: 'Absent for an inline rate' })
  code?: string;
}

/** The purchase category of an item. */
export class PurchaseCategoryReference {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'Office supplies' }) name!: string;
  @NullableProperty(String, { example: '6815' }) credit_account!: string | null;
}

/** The project of the expense an item was assigned to. */
export class PurchaseExpenseProjectReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 12 }) company_id!: number;
}

/** The project expense an item was assigned to. */
export class PurchaseExpenseReference {
  @ApiProperty({ example: 88 }) id!: number;
  @ApiProperty({ type: PurchaseExpenseProjectReference })
  project!: PurchaseExpenseProjectReference;
}

/** The receipt an item refers to. */
export class PurchaseReceiptReference {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Taxi' }) title!: string;
  @DateProperty() date!: string;
  @NullableProperty(String, { description: 'Signed link; expires' })
  attachment_url!: string | null;
}

/** One item of a purchase. */
export class PurchaseItemResponse {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ example: 'Office chairs' }) title!: string;
  @ApiProperty({ example: 1000 }) net_total!: number;
  @ApiProperty({ example: 190 }) tax_total!: number;
  @ApiProperty({ example: 19, description: 'Percent' }) tax!: number;
  @ApiProperty({ type: PurchaseVatResponse }) vat!: PurchaseVatResponse;
  @ApiProperty() tax_included!: boolean;
  @ApiProperty({ description: "Subject to the artists' social insurance levy (KSK)" })
  ksk_relevant!: boolean;
  @ApiProperty({ example: 1190 }) gross_total!: number;
  @NullableProperty(PurchaseCategoryReference)
  category!: PurchaseCategoryReference | null;
  @NullableProperty(Number, { description: "The supplier's credit number" })
  supplier_credit_number!: number | null;
  @NullableProperty(PurchaseExpenseReference)
  expense!: PurchaseExpenseReference | null;
  @NullableProperty(PurchaseReceiptReference)
  receipt!: PurchaseReceiptReference | null;
}

/** The supplier of a purchase. */
export class PurchaseCompanyReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Möbel AG' }) name!: string;
  @NullableProperty(String) iban!: string | null;
}

/** A user as the purchase embeds it. */
export class PurchaseUserReference extends UserReferenceBase {}

/** A payment made for the purchase, as the purchase embeds it. */
export class PurchaseEmbeddedPaymentResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @DateProperty() date!: string;
  @ApiProperty({ example: 1190 }) total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @NullableProperty(PurchaseUserReference, {
    description: 'Who recorded it; always null: Faktura does not record it',
  })
  user!: PurchaseUserReference | null;
}

/** An employee's refund request. */
export class PurchaseRefundRequestResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @NullableProperty(String) comment!: string | null;
  @NullableProperty(Number) user_id!: number | null;
}

/** The card transaction the purchase was paid with. */
export class PurchaseCreditCardTransactionResponse {
  @ApiProperty({ example: 'amex' }) source!: string;
  @ApiProperty({ example: 'TX-2026-000123' }) transaction_identifier!: string;
}

/** A purchase as GET /purchases and GET /purchases/{id} return it. */
export class PurchaseResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'E260001' }) identifier!: string;
  @NullableProperty(String) receipt_identifier!: string | null;
  @ApiProperty({ example: 'Office chairs etc.' }) title!: string;
  @NullableProperty(String) info!: string | null;
  @NullableProperty(String) iban!: string | null;
  @NullableProperty(String) reference!: string | null;
  @DateProperty() date!: string;
  @DateProperty({ nullable: true }) due_date!: string | null;
  @DateProperty({ nullable: true })
  service_period_from!: string | null;
  @DateProperty({ nullable: true }) service_period_to!: string | null;
  @ApiProperty({ enum: Object.values(PurchaseStatus) }) status!: string;
  @ApiProperty({
    description:
      'Payments exist and their sum lies strictly between zero and gross_total (by magnitude)',
  })
  partially_paid!: boolean;
  @ApiProperty({ enum: Object.values(PaymentMethod) }) payment_method!: string;
  @ApiProperty({ example: 1000 }) net_total!: number;
  @ApiProperty({ example: 1190 }) gross_total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @NullableProperty(String, {
    description: 'Signed link to the document; expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @CustomPropertiesProperty()
  custom_properties!: Record<string, unknown>;
  @TagsProperty() tags!: string[];
  @NullableProperty(PurchaseCompanyReference)
  company!: PurchaseCompanyReference | null;
  @ApiProperty({ type: [PurchaseEmbeddedPaymentResponse] })
  payments!: PurchaseEmbeddedPaymentResponse[];
  @NullableProperty(PurchaseUserReference) user!: PurchaseUserReference | null;
  @NullableProperty(PurchaseRefundRequestResponse)
  refund_request!: PurchaseRefundRequestResponse | null;
  @ApiProperty({ enum: ['none', 'pending', 'approved', 'denied'] }) approval_status!: string;
  @NullableProperty(PurchaseCreditCardTransactionResponse)
  credit_card_transaction!: PurchaseCreditCardTransactionResponse | null;
  @ApiProperty({ type: [PurchaseItemResponse] }) items!: PurchaseItemResponse[];
  @TimestampProperty({ example: null }) created_at!: string;
  @TimestampProperty({ example: null }) updated_at!: string;
}
