import { ApiProperty } from '@nestjs/swagger';
import { DealStatus } from '@faktura/db';
import {
  CompanyReferenceBase,
  NamedReferenceBase,
  UserReferenceBase,
  Property,
} from '../../../platform/openapi';
/** `{id, name}` of the deal's customer or contact person. */
export class DealNamedReference extends NamedReferenceBase(12) {}

/** The company of a deal. */
export class DealCompanyReference extends CompanyReferenceBase {}

/** The user responsible for a deal. */
export class DealUserReference extends UserReferenceBase {}

/** The deal's pipeline stage (a deal category). */
export class DealCategoryReference {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Offer sent' }) name!: string;
  @ApiProperty({ example: 50, description: 'Win probability in percent' }) probability!: number;
}

const DATE = { type: String, format: 'date', nullable: true } as const;

/** A deal as the API returns it (the reference's deal record). */
export class DealResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Relaunch 2027' }) name!: string;
  @ApiProperty({ enum: DealStatus }) status!: DealStatus;
  @ApiProperty(DATE) reminder_date!: string | null;
  @ApiProperty(DATE) closed_on!: string | null;
  @Property.Nullable(Number, { example: 25000, description: 'Expected value' })
  money!: number | null;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @Property.Nullable(String) info!: string | null;
  @Property.Tags() tags!: string[];
  @Property.CustomProperties({ example: { Source: 'Fair' } })
  custom_properties!: Record<string, unknown>;
  @Property.Nullable(DealUserReference) user!: DealUserReference | null;
  @Property.Nullable(DealNamedReference, {
    description: 'The contact person: "firstname lastname"',
  })
  person!: DealNamedReference | null;
  @Property.Nullable(DealNamedReference, { description: 'The company' })
  customer!: DealNamedReference | null;
  @Property.Nullable(DealCompanyReference) company!: DealCompanyReference | null;
  @ApiProperty({ type: DealCategoryReference, description: 'The pipeline stage; never null' })
  category!: DealCategoryReference;
  @ApiProperty(DATE) service_period_from!: string | null;
  @ApiProperty(DATE) service_period_to!: string | null;
  @Property.Nullable(String, { description: 'Always null: Faktura has no deal inboxes' })
  inbox_email_address!: string | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
