import { ApiProperty } from '@nestjs/swagger';
import { NamedReferenceBase, Property, UserReferenceBase } from '../../../platform/openapi';
import { PurchaseVatCodeReference } from '../../../shared/document-vat';

/** `{id, name}` of an item's purchase category. */
export class ReceiptPurchaseCategoryReference extends NamedReferenceBase(88) {}

/** `{id, name}` of the customer of a receipt's project. */
export class ReceiptProjectCompanyReference extends NamedReferenceBase(1233434) {}

/** The user who paid. */
export class ReceiptUserReference extends UserReferenceBase {}

/** One VAT split of a receipt. */
export class ReceiptItemResponse {
  @ApiProperty({ example: 86.4, description: 'What was paid, VAT included' })
  gross_total!: number;
  @ApiProperty({ type: PurchaseVatCodeReference, description: 'The purchase VAT code' })
  vat!: PurchaseVatCodeReference;
  @Property.Nullable(ReceiptPurchaseCategoryReference)
  purchase_category!: ReceiptPurchaseCategoryReference | null;
}

/** The project a receipt is booked on. */
export class ReceiptProjectReference {
  @ApiProperty({ example: 1234567 }) id!: number;
  @ApiProperty({ example: 'Website Support' }) name!: string;
  @ApiProperty() billable!: boolean;
  @ApiProperty({ type: ReceiptProjectCompanyReference })
  company!: ReceiptProjectCompanyReference;
}

/** The refund request a receipt is in (the refund request of the purchase that refers to it). */
export class ReceiptRefundRequestReference {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({
    enum: ['open', 'paid'],
    description: "paid once the purchase's payments cover its gross total",
  })
  status!: 'open' | 'paid';
}

/** An employee's receipt with its VAT splits, as the reference's receipt record. */
export class ReceiptResponse {
  @ApiProperty({ example: 8301 }) id!: number;
  @ApiProperty({ example: 'Taxi airport' }) title!: string;
  @Property.IsoDate({ example: '2024-03-20' }) date!: string;
  @ApiProperty() billable!: boolean;
  @ApiProperty({ description: 'true until a purchase item refers to it (a refund request)' })
  pending!: boolean;
  @ApiProperty({ example: 86.4, description: "The items' gross amounts summed" })
  gross_total!: number;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ type: [ReceiptItemResponse] }) items!: ReceiptItemResponse[];
  @Property.Nullable(ReceiptProjectReference) project!: ReceiptProjectReference | null;
  @Property.Nullable(String, { example: 'Client meeting transfer' }) info!: string | null;
  @Property.Nullable(ReceiptUserReference) user!: ReceiptUserReference | null;
  @Property.Nullable(ReceiptRefundRequestReference, {
    description: "The refund request of the purchase that refers to it; null while there's none",
  })
  refund_request!: ReceiptRefundRequestReference | null;
  @Property.Nullable(String, { description: 'A signed link to the slip; null without one' })
  attachment_url!: string | null;
}
