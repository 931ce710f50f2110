import { ApiProperty } from '@nestjs/swagger';

/**
 * A purchase payment as /purchases/payments answers it: conventions.md's purchase payment record
 * (as embedded in the purchase) plus `purchase_id`, which a payment listed alone needs.
 */
export class PurchasePaymentResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @ApiProperty({ example: 31 }) purchase_id!: number;
  @ApiProperty({ format: 'date', example: '2026-11-30' }) date!: string;
  @ApiProperty({ example: 1190, description: 'In the purchase currency' }) total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ example: '2026-11-30T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-30T09:15:04Z' }) updated_at!: string;
}
