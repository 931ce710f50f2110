import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
} from 'class-validator';
import {
  SUPPORTED_LOCALES,
  canonicalLocale,
  isQrIban,
  isValidBic,
  isValidCreditorIdentifier,
  isValidIban,
  isValidVatIdentifier,
} from '@faktura/domain';
import { PresentIfSent, CompactUpperCase, PeppolIdField } from '../../../platform/input';
import { IsLogo, OptionalText, Satisfies } from './account-profile.validators';

const upperCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const LOCALE = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (canonicalLocale(value) ?? value) : value;

/**
 * The account's own data (Faktura only). Every field is optional and only the ones sent change;
 * `null` or "" clears a text, while name, country code, locale and managing directors always
 * hold a value (`[]` for no directors).
 */
export class UpdateAccountProfileDto {
  @ApiPropertyOptional({ example: 'Demo GmbH', description: 'The name the account is known by' })
  @PresentIfSent()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name?: string;

  @OptionalText(255, 'Demo Software GmbH', 'Registered name, when it differs from name')
  legal_name?: string | null;

  @OptionalText(255, 'Friedrichstraße 123') street?: string | null;
  @OptionalText(20, '10117') zip?: string | null;
  @OptionalText(255, 'Berlin') city?: string | null;

  @ApiPropertyOptional({
    example: 'DE',
    description: 'ISO 3166-1 alpha-2; also decides EU membership',
  })
  @Transform(upperCase)
  @PresentIfSent()
  @IsISO31661Alpha2()
  country_code?: string;

  @OptionalText(100, '+49 30 1234567') phone?: string | null;

  @OptionalText(255, 'info@demo-gmbh.de')
  @IsEmail()
  email?: string | null;

  @OptionalText(255, 'https://www.demo-gmbh.de')
  @IsUrl({ protocols: ['http', 'https'] })
  website?: string | null;

  @OptionalText(50, 'DE123456789', 'Format checked against the country of its prefix')
  @Transform(upperCase)
  @Satisfies('isVatIdentifier', isValidVatIdentifier, 'a VAT ID in the format of its country')
  vat_identifier?: string | null;

  @OptionalText(50, '30/123/45678') tax_number?: string | null;
  @OptionalText(100, 'HRB 123456 B') commercial_register?: string | null;
  @OptionalText(255, 'Amtsgericht Charlottenburg') register_court?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['Anna Becker'] })
  @PresentIfSent()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(255, { each: true })
  managing_directors?: string[];

  @OptionalText(255, 'Berliner Sparkasse') bank_name?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'DE02100500000054540402',
    description: 'Checked by its country length and check digits; stored compact, upper case',
  })
  @CompactUpperCase()
  @IsOptional()
  @Satisfies('isIban', isValidIban, 'a valid IBAN')
  iban?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'BELADEBEXXX' })
  @CompactUpperCase()
  @IsOptional()
  @Satisfies('isBic', isValidBic, 'a BIC of 8 or 11 characters')
  bic?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'CH4431999123000889012',
    description: 'A Swiss or Liechtenstein IBAN whose institution id is 30000-31999',
  })
  @CompactUpperCase()
  @IsOptional()
  @Satisfies('isQrIban', isQrIban, 'a QR-IBAN (CH or LI, institution id 30000-31999)')
  qr_iban?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'DE98ZZZ09999999999',
    description:
      'SEPA creditor identifier direct debits are collected under (extension); checked by its ' +
      'country length and check digits; stored compact, upper case',
  })
  @CompactUpperCase()
  @IsOptional()
  @Satisfies(
    'isCreditorIdentifier',
    isValidCreditorIdentifier,
    'a SEPA creditor identifier (e.g. DE98ZZZ09999999999)',
  )
  sepa_creditor_id?: string | null;

  @PeppolIdField({ nullable: true })
  peppol_id?: string | null;

  @OptionalText(255, 'Demo GmbH') email_from_name?: string | null;

  @OptionalText(255, 'rechnung@demo-gmbh.de')
  @IsEmail()
  email_from_address?: string | null;

  @OptionalText(255, 'buchhaltung@demo-gmbh.de')
  @IsEmail()
  email_reply_to?: string | null;

  @ApiPropertyOptional({ enum: SUPPORTED_LOCALES, example: 'de-DE' })
  @Transform(LOCALE)
  @PresentIfSent()
  @Satisfies(
    'isLocale',
    (tag) => canonicalLocale(tag) !== null,
    `one of ${SUPPORTED_LOCALES.join(', ')}`,
  )
  locale?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Base64 of a PNG or SVG of at most 1 MiB (SVG without scripts); null removes it',
  })
  @IsOptional()
  @IsLogo()
  logo?: string | null;
}
