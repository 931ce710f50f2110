import { CompanyType } from '@faktura/db';
import { Transform } from 'class-transformer';
import { IsISO31661Alpha2 } from 'class-validator';
import {
  CUSTOM_PROPERTIES_DESCRIPTION,
  CustomPropertiesField,
  TagsField,
  BooleanField,
  EmailField,
  EnumField,
  IdField,
  TextField,
  field,
} from '../../../platform/input';
import { CompanyBillingDto } from './company-billing.dto';

const TAGS = { optional: true, example: ['key-account'] };

/** The reference's CompanyUpsertRequest plus Faktura's default recipients. */
export class CreateCompanyDto extends CompanyBillingDto {
  @EnumField(Object.values(CompanyType)) type!: CompanyType;

  @TextField({ maxLength: 255, nullable: true, blankToNull: true, description: 'Customer number' })
  identifier?: string | null;

  @TextField({ maxLength: 255, example: 'Beispiel AG' }) name!: string;

  @TextField({ maxLength: 255, nullable: true, blankToNull: true, example: 'https://example.com' })
  website?: string | null;

  @EmailField({ nullable: true, example: 'info@example.com' }) email?: string | null;
  @TextField({ maxLength: 100, nullable: true }) phone?: string | null;
  @TextField({ maxLength: 100, nullable: true }) fax?: string | null;

  @TextField({ maxLength: 2000, nullable: true, description: 'Multi-line postal address' })
  address?: string | null;

  @field(
    { nullable: true, description: 'ISO 3166-1 alpha-2, stored in upper case', example: 'CH' },
    { nullableType: String },
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toUpperCase() || null : value,
    ),
    IsISO31661Alpha2(),
  )
  country_code?: string | null;

  @TextField({
    maxLength: 50,
    nullable: true,
    blankToNull: true,
    example: 'CHE-123.456.789 MWST',
  })
  vat_identifier?: string | null;

  @BooleanField({ optional: true, default: false }) alternative_correspondence_language?: boolean;

  @BooleanField({
    optional: true,
    deprecated: true,
    description: 'Alias of alternative_correspondence_language',
  })
  english_correspondence_language?: boolean;

  @IdField({ nullable: true, description: 'Responsible user: an active user of the account' })
  user_id?: number | null;

  @TextField({ maxLength: 10_000, nullable: true }) info?: string | null;

  @TextField({
    maxLength: 10_000,
    nullable: true,
    description: "Printed in the footer of the company's documents",
  })
  footer?: string | null;

  @CustomPropertiesField({ optional: true, description: CUSTOM_PROPERTIES_DESCRIPTION })
  custom_properties?: Record<string, unknown>;

  @TagsField(TAGS) tags?: string[];
  @TagsField({ ...TAGS, deprecated: true, description: 'Alias of tags' }) labels?: string[];
}
