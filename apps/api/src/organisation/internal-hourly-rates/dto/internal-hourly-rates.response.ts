import { ApiProperty } from '@nestjs/swagger';

/** A user's internal rate in one year. */
export class InternalHourlyRateOfYear {
  @ApiProperty({ example: 2026 }) year!: number;
  @ApiProperty({ example: 95, description: "In the account's default currency" }) rate!: number;
}

/** A user with the internal rates of the years asked for (only years that have one). */
export class UserInternalHourlyRates {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna Muster' }) full_name!: string;
  @ApiProperty({ type: [InternalHourlyRateOfYear] }) rates!: InternalHourlyRateOfYear[];
}

/** The answer of a write: the reference's `{"status": "ok"}`. */
export class InternalHourlyRatesWritten {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}
