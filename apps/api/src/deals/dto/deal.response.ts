import { ApiProperty } from '@nestjs/swagger';
import { DealStatus } from '@faktura/db';

/** The company of a deal. */
export class DealCompanyReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** The user responsible for a deal. */
export class DealUserReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** A deal as the API returns it. */
export class DealResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Relaunch 2027' }) name!: string;
  @ApiProperty({ enum: DealStatus }) status!: DealStatus;
  @ApiProperty({ type: Number, nullable: true, example: 25000, description: 'Expected value' })
  money!: number | null;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ type: DealCompanyReference, nullable: true })
  company!: DealCompanyReference | null;
  @ApiProperty({ type: DealUserReference, nullable: true }) user!: DealUserReference | null;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { Source: 'Fair' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
