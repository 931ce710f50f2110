import { Gender } from '@faktura/db';
import { ValidateIf } from 'class-validator';
import {
  CUSTOM_PROPERTIES_DESCRIPTION,
  CustomPropertiesField,
  TagsField,
  BooleanField,
  EnumField,
  IdField,
  TextField,
} from '../../../platform/input';
import { ContactDetailsDto } from './contact-details.dto';

const COMPANY = {
  nullable: true,
  description: 'A company of the account; null detaches the contact',
} as const;
const COMPANY_ALIAS = { ...COMPANY, deprecated: true, description: 'Alias of company_id' };
const EXTENSION = { optional: true, default: false, description: 'Faktura extension' } as const;

/** The reference's ContactPersonUpsertRequest plus Faktura's default-recipient flags. */
export class CreateContactDto extends ContactDetailsDto {
  @EnumField(Object.values(Gender), { optional: true, default: Gender.U })
  gender?: Gender;

  @TextField({ maxLength: 255, nullable: true, example: 'Anna' }) firstname?: string | null;

  @TextField({
    maxLength: 255,
    when: ValidateIf(
      (input: CreateContactDto) => input.lastname !== undefined || input.name === undefined,
    ),
    example: 'Muster',
    description: 'Required unless `name` is sent',
  })
  lastname!: string;

  @TextField({
    maxLength: 255,
    optional: true,
    notEmpty: true,
    deprecated: true,
    description: 'Alias of lastname',
  })
  name?: string;

  @TextField({ maxLength: 100, nullable: true, example: 'Dr.' }) title?: string | null;

  @TextField({ maxLength: 255, nullable: true, example: 'Dear Ms Muster' })
  salutation?: string | null;

  @TextField({ maxLength: 255, nullable: true, example: 'CFO' }) job_position?: string | null;
  @TextField({ maxLength: 10_000, nullable: true }) info?: string | null;
  @IdField(COMPANY) company_id?: number | null;
  @IdField(COMPANY_ALIAS) customer_id?: number | null;
  @IdField(COMPANY_ALIAS) organization_id?: number | null;

  @IdField({ nullable: true, description: 'Responsible user: an active user of the account' })
  user_id?: number | null;

  @BooleanField(EXTENSION) default_offer_recipient?: boolean;
  @BooleanField(EXTENSION) default_invoice_recipient?: boolean;

  @CustomPropertiesField({ optional: true, description: CUSTOM_PROPERTIES_DESCRIPTION })
  custom_properties?: Record<string, unknown>;

  @TagsField({ optional: true, example: ['newsletter'] }) tags?: string[];
}
