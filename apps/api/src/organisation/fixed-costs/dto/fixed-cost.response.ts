import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** What a fixed cost amounts to in one month. */
export class FixedCostMonth {
  @ApiProperty({ example: 2026 }) year!: number;
  @ApiProperty({ example: 1, minimum: 1, maximum: 12 }) month!: number;
  @ApiProperty({ example: 3500, description: "In the account's default currency" })
  amount!: number;
}

/** A fixed cost of the account with its monthly amounts. */
export class FixedCostResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'Office rent' }) title!: string;
  @Property.Nullable(String, { example: 'Main office rental contract' })
  description!: string | null;
  @Property.Nullable(Number, { example: 1, description: 'Day of the month it is paid' })
  payment_day!: number | null;
  @ApiProperty({ type: [FixedCostMonth], description: 'By year and month' })
  costs!: FixedCostMonth[];
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
