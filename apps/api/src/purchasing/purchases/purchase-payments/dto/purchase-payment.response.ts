import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';

/** The purchase a payment belongs to. */
export class PurchasePaymentPurchaseReference {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'E260001' }) identifier!: string;
  @ApiProperty({ example: 'Office chairs etc.' }) title!: string;
}

/**
 * A purchase payment as /purchases/payments answers it: docs/reference/conventions.md's purchase payment record
 * plus the reference's `purchase` and `remittance_export_id`.
 */
export class PurchasePaymentResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @Property.IsoDate({ example: '2026-11-30' }) date!: string;
  @ApiProperty({ type: PurchasePaymentPurchaseReference })
  purchase!: PurchasePaymentPurchaseReference;
  @ApiProperty({ example: 1190, description: 'In the purchase currency' }) total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @Property.Nullable(String) description!: string | null;
  @Property.Nullable(Number, { description: 'Always null: Faktura makes no remittance exports' })
  remittance_export_id!: number | null;
  @Property.Timestamp({ example: '2026-11-30T09:15:04Z' }) created_at!: string;
  @Property.Timestamp({ example: '2026-11-30T09:15:04Z' }) updated_at!: string;
}
