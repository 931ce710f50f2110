import { ApiProperty } from '@nestjs/swagger';
import { CompanyType, DealStatus } from '@faktura/db';

/** `{id, name}` of the deal's customer or contact person. */
export class DealNamedReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** The company of a deal. */
export class DealCompanyReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: CompanyType }) type!: CompanyType;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** The user responsible for a deal. */
export class DealUserReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** The reference's deal category; Faktura has none, so `category` is always null. */
export class DealCategoryReference {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() probability!: number;
}

const DATE = { type: String, format: 'date', nullable: true } as const;

/** A deal as the API returns it (the reference's deal record). */
export class DealResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Relaunch 2027' }) name!: string;
  @ApiProperty({ enum: DealStatus }) status!: DealStatus;
  @ApiProperty(DATE) reminder_date!: string | null;
  @ApiProperty(DATE) closed_on!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 25000, description: 'Expected value' })
  money!: number | null;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) info!: string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: 'object', additionalProperties: true, example: { Source: 'Fair' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: DealUserReference, nullable: true }) user!: DealUserReference | null;
  @ApiProperty({
    type: DealNamedReference,
    nullable: true,
    description: 'The contact person: "firstname lastname"',
  })
  person!: DealNamedReference | null;
  @ApiProperty({ type: DealNamedReference, nullable: true, description: 'The company' })
  customer!: DealNamedReference | null;
  @ApiProperty({ type: DealCompanyReference, nullable: true })
  company!: DealCompanyReference | null;
  @ApiProperty({
    type: DealCategoryReference,
    nullable: true,
    description: 'Always null: Faktura has no deal categories',
  })
  category!: DealCategoryReference | null;
  @ApiProperty(DATE) service_period_from!: string | null;
  @ApiProperty(DATE) service_period_to!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Always null: Faktura has no deal inboxes',
  })
  inbox_email_address!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
