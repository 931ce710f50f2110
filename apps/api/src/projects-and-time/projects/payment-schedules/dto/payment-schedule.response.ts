import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';

/** `{id, identifier, name}` of the project a payment schedule belongs to. */
export class PaymentScheduleProjectRef {
  @ApiProperty({ example: 3 }) id!: number;
  @Property.Nullable(String, { example: 'P260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
}

/**
 * A payment schedule as the API returns it (the reference's record), plus Faktura's
 * invoice_id: the invoice that billed it.
 */
export class PaymentScheduleResponse {
  @ApiProperty({ example: 41 }) id!: number;
  @Property.IsoDate({ example: '2026-12-01' }) date!: string;
  @Property.Nullable(String, { example: 'First instalment' }) title!: string | null;
  @ApiProperty({ example: 1000, description: "In the project's currency" }) net_total!: number;
  @ApiProperty({ description: 'Ticked off in the planning' }) checked!: boolean;
  @ApiProperty({
    description: 'Set when an invoice position bills it; then date and net_total are read-only',
  })
  billed!: boolean;
  @Property.Nullable(String, { description: 'Rich text' }) description!: string | null;
  @ApiProperty({ type: PaymentScheduleProjectRef }) project!: PaymentScheduleProjectRef;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @Property.Nullable(Number, { description: 'Faktura: the invoice that billed it' })
  invoice_id!: number | null;
}
