import { ApiProperty } from '@nestjs/swagger';
import { PaymentMethod, PurchaseStatus } from '@faktura/db';
import { UserReferenceBase, Property } from '../../../platform/openapi';
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
  @Property.Nullable(String, { example: '6815' }) credit_account!: string | null;
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
  @Property.IsoDate() date!: string;
  @Property.Nullable(String, { description: 'Signed link; expires' })
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
  @Property.Nullable(PurchaseCategoryReference) category!: PurchaseCategoryReference | null;
  @Property.Nullable(Number, { description: "The supplier's credit number" })
  supplier_credit_number!: number | null;
  @Property.Nullable(PurchaseExpenseReference) expense!: PurchaseExpenseReference | null;
  @Property.Nullable(PurchaseReceiptReference) receipt!: PurchaseReceiptReference | null;
}

/** The supplier of a purchase. */
export class PurchaseCompanyReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Möbel AG' }) name!: string;
  @Property.Nullable(String) iban!: string | null;
}

/** A user as the purchase embeds it. */
export class PurchaseUserReference extends UserReferenceBase {}

/** A payment made for the purchase, as the purchase embeds it. */
export class PurchaseEmbeddedPaymentResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @Property.IsoDate() date!: string;
  @ApiProperty({ example: 1190 }) total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @Property.Nullable(PurchaseUserReference, {
    description: 'Who recorded it; always null: Faktura does not record it',
  })
  user!: PurchaseUserReference | null;
}

/** An employee's refund request. */
export class PurchaseRefundRequestResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @Property.Nullable(String) comment!: string | null;
  @Property.Nullable(Number) user_id!: number | null;
}

/** The card transaction the purchase was paid with. */
export class PurchaseCreditCardTransactionResponse {
  @ApiProperty({ example: 'amex' }) source!: string;
  @ApiProperty({ example: 'TX-2026-000123' }) transaction_identifier!: string;
}

/** A SEPA transfer of the purchase on its way (extension). */
export class PurchasePaymentTransferResponse {
  @ApiProperty({ enum: ['pending'], description: 'pending until the bank statement books it' })
  status!: string;
  @ApiProperty({ example: 7, description: 'The payment run (/purchases/payment_runs/{id})' })
  payment_run_id!: number;
  @Property.IsoDate({ example: '2026-12-09' }) execution_date!: string;
}

/** A purchase as GET /purchases and GET /purchases/{id} return it. */
export class PurchaseResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'E260001' }) identifier!: string;
  @Property.Nullable(String) receipt_identifier!: string | null;
  @ApiProperty({ example: 'Office chairs etc.' }) title!: string;
  @Property.Nullable(String) info!: string | null;
  @Property.Nullable(String) iban!: string | null;
  @Property.Nullable(String) reference!: string | null;
  @Property.IsoDate() date!: string;
  @Property.IsoDate({ nullable: true }) due_date!: string | null;
  @Property.IsoDate({ nullable: true }) service_period_from!: string | null;
  @Property.IsoDate({ nullable: true }) service_period_to!: string | null;
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
  @Property.Nullable(String, {
    description: 'Signed link to the document; expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @Property.CustomProperties() custom_properties!: Record<string, unknown>;
  @Property.Tags() tags!: string[];
  @Property.Nullable(PurchaseCompanyReference) company!: PurchaseCompanyReference | null;
  @ApiProperty({ type: [PurchaseEmbeddedPaymentResponse] })
  payments!: PurchaseEmbeddedPaymentResponse[];
  @Property.Nullable(PurchaseUserReference) user!: PurchaseUserReference | null;
  @Property.Nullable(PurchaseRefundRequestResponse)
  refund_request!: PurchaseRefundRequestResponse | null;
  @ApiProperty({ enum: ['none', 'pending', 'approved', 'denied'] }) approval_status!: string;
  @Property.Nullable(PurchaseCreditCardTransactionResponse)
  credit_card_transaction!: PurchaseCreditCardTransactionResponse | null;
  @Property.Nullable(PurchasePaymentTransferResponse, {
    description:
      'Extension: the SEPA transfer of a payment run on its way; null once booked or without one',
  })
  payment_transfer!: PurchasePaymentTransferResponse | null;
  @ApiProperty({ type: [PurchaseItemResponse] }) items!: PurchaseItemResponse[];
  @Property.Timestamp({ example: null }) created_at!: string;
  @Property.Timestamp({ example: null }) updated_at!: string;
}
