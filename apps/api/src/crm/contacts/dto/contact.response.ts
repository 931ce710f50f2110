import { ApiProperty } from '@nestjs/swagger';
import { Gender } from '@faktura/db';
import { CompanyReferenceBase, UserReferenceBase, Property } from '../../../platform/openapi';
/** The company a contact works for. */
export class ContactCompanyResponse extends CompanyReferenceBase {}

/** The user responsible for a contact. */
export class ContactUserResponse extends UserReferenceBase {}

const TEXT = { type: String, nullable: true } as const;

/** A contact person as the API returns it: the reference's record, then Faktura's extensions. */
export class ContactResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ enum: Gender, description: 'F, M or U (unknown)' }) gender!: Gender;
  @ApiProperty({ ...TEXT, example: 'Anna' }) firstname!: string | null;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
  @ApiProperty({ ...TEXT, example: 'Dr.' }) title!: string | null;
  @ApiProperty({ ...TEXT, example: 'CFO' }) job_position!: string | null;
  @ApiProperty(TEXT) mobile_phone!: string | null;
  @ApiProperty(TEXT) work_fax!: string | null;
  @ApiProperty(TEXT) work_phone!: string | null;
  @ApiProperty({ ...TEXT, example: 'anna@example.com' }) work_email!: string | null;
  @ApiProperty(TEXT) work_address!: string | null;
  @ApiProperty(TEXT) home_email!: string | null;
  @ApiProperty(TEXT) home_address!: string | null;
  @ApiProperty({ ...TEXT, example: '1984-02-29' }) birthday!: string | null;
  @ApiProperty({ ...TEXT, example: 'Dear Ms Muster' }) salutation!: string | null;
  @ApiProperty(TEXT) info!: string | null;
  @ApiProperty({ ...TEXT, description: 'Always null: Faktura stores no avatars' })
  avatar_url!: string | null;
  @Property.Tags() tags!: string[];
  @Property.CustomProperties() custom_properties!: Record<string, unknown>;
  @Property.Nullable(ContactCompanyResponse) company!: ContactCompanyResponse | null;
  @Property.Nullable(ContactUserResponse, { description: 'Responsible user' })
  user!: ContactUserResponse | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @ApiProperty({ description: 'Faktura extension: default recipient of offer e-mails' })
  default_offer_recipient!: boolean;
  @ApiProperty({ description: 'Faktura extension: default recipient of invoice e-mails' })
  default_invoice_recipient!: boolean;
}
