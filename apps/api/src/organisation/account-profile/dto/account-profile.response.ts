import { ApiProperty } from '@nestjs/swagger';
import { SUPPORTED_LOCALES } from '@faktura/domain';

const TEXT = { type: String, nullable: true } as const;

/** The account's own data as GET /account returns it. */
export class AccountProfileResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Demo GmbH' }) name!: string;
  @ApiProperty({ ...TEXT, example: 'Demo Software GmbH' }) legal_name!: string | null;
  @ApiProperty({ ...TEXT, example: 'Friedrichstraße 123' }) street!: string | null;
  @ApiProperty({ ...TEXT, example: '10117' }) zip!: string | null;
  @ApiProperty({ ...TEXT, example: 'Berlin' }) city!: string | null;
  @ApiProperty({ example: 'DE' }) country_code!: string;
  @ApiProperty({ ...TEXT, example: '+49 30 1234567' }) phone!: string | null;
  @ApiProperty({ ...TEXT, example: 'info@demo-gmbh.de' }) email!: string | null;
  @ApiProperty({ ...TEXT, example: 'https://www.demo-gmbh.de' }) website!: string | null;
  @ApiProperty({ ...TEXT, example: 'DE123456789' }) vat_identifier!: string | null;
  @ApiProperty({ ...TEXT, example: '30/123/45678' }) tax_number!: string | null;
  @ApiProperty({ ...TEXT, example: 'HRB 123456 B' }) commercial_register!: string | null;
  @ApiProperty({ ...TEXT, example: 'Amtsgericht Charlottenburg' }) register_court!: string | null;
  @ApiProperty({ type: [String], example: ['Anna Becker'] }) managing_directors!: string[];
  @ApiProperty({ ...TEXT, example: 'Berliner Sparkasse' }) bank_name!: string | null;
  @ApiProperty({ ...TEXT, example: 'DE02100500000054540402' }) iban!: string | null;
  @ApiProperty({ ...TEXT, example: 'BELADEBEXXX' }) bic!: string | null;
  @ApiProperty({ ...TEXT, example: 'CH4431999123000889012' }) qr_iban!: string | null;
  @ApiProperty({ ...TEXT, example: 'DE98ZZZ09999999999', description: 'Extension' })
  sepa_creditor_id!: string | null;
  @ApiProperty({
    ...TEXT,
    example: '0208:0123456749',
    description: 'Extension: Peppol participant identifier <scheme>:<value>, as stored',
  })
  peppol_id!: string | null;
  @ApiProperty({ ...TEXT, example: 'Demo GmbH' }) email_from_name!: string | null;
  @ApiProperty({ ...TEXT, example: 'rechnung@demo-gmbh.de' }) email_from_address!: string | null;
  @ApiProperty({ ...TEXT, example: 'buchhaltung@demo-gmbh.de' }) email_reply_to!: string | null;
  @ApiProperty({ enum: SUPPORTED_LOCALES, example: 'de-DE' }) locale!: string;
  @ApiProperty({ ...TEXT, description: 'Base64 of the logo' }) logo!: string | null;
  @ApiProperty({ ...TEXT, enum: ['image/png', 'image/svg+xml'] })
  logo_content_type!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
