import { ApiProperty } from '@nestjs/swagger';
import { CompanyReferenceBase, Property } from '../../../platform/openapi';

export class SepaMandateCompanyReference extends CompanyReferenceBase {}

/** A SEPA direct debit mandate (extension) with what its collections make of it. */
export class SepaMandateResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ type: SepaMandateCompanyReference }) company!: SepaMandateCompanyReference;
  @ApiProperty({ example: 'MANDATE-2026-0001' }) reference!: string;
  @Property.IsoDate() signed_on!: string;
  @ApiProperty({ enum: ['CORE', 'B2B'] }) scheme!: string;
  @ApiProperty({ example: 'DE02120300000000202051' }) iban!: string;
  @Property.Nullable(String, { example: 'BYLADEM1001' }) bic!: string | null;
  @ApiProperty({ example: 'Muster AG' }) debtor_name!: string;
  @ApiProperty({
    enum: ['active', 'revoked', 'expired', 'used'],
    description:
      'revoked: by the debtor; expired: 36 months without a collection; used: its final or ' +
      'one-off collection went out',
  })
  status!: string;
  @Property.IsoDate({ nullable: true }) revoked_on!: string | null;
  @Property.Nullable(String) revocation_reason!: string | null;
  @Property.Nullable(String, {
    enum: ['FRST', 'RCUR'],
    description: 'Sequence type of the next collection (null when it cannot be collected on)',
  })
  sequence_type!: string | null;
  @Property.IsoDate({ nullable: true, description: 'Of the last collection not returned' })
  last_collection_on!: string | null;
  @Property.IsoDate({ description: 'From this day on it expires unless collected on before' })
  expires_on!: string;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
