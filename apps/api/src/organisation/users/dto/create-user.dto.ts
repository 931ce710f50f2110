import { ValidateIf } from 'class-validator';
import {
  CUSTOM_PROPERTIES_DESCRIPTION,
  CustomPropertiesField,
  TagsField,
  ApiDateField,
  IdField,
  SecretField,
  BooleanField,
  EmailField,
  IbanField,
  TextField,
} from '../../../platform/input';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../platform/auth';
const PHONE = { maxLength: 100, nullable: true } as const;
const DATE = { nullable: true, example: '1984-02-29' } as const;

/** The stored fields of the reference's UserUpsertRequest (no avatars, no welcome e-mails). */
export class CreateUserDto {
  @TextField({ maxLength: 255 }) firstname!: string;

  @TextField({
    maxLength: 255,
    when: ValidateIf(
      (input: CreateUserDto) => input.lastname !== undefined || input.name === undefined,
    ),
    description: 'Required unless `name` is sent',
  })
  lastname!: string;

  @TextField({ maxLength: 255, optional: true, notEmpty: true, description: 'Alias of lastname' })
  name?: string;

  @EmailField() email!: string;
  @BooleanField({ optional: true, default: true }) active?: boolean;

  @BooleanField({
    optional: true,
    default: false,
    description: 'External staff, e.g. freelancers',
  })
  extern?: boolean;

  @BooleanField({ optional: true, description: 'Alias of extern' }) external?: boolean;
  @TextField(PHONE) work_phone?: string | null;
  @TextField(PHONE) mobile_phone?: string | null;

  @TextField({ maxLength: 2000, nullable: true, description: 'Multi-line postal address' })
  home_address?: string | null;

  @TextField({ maxLength: 10_000, nullable: true }) info?: string | null;
  @ApiDateField(DATE) birthday?: string | null;
  @ApiDateField({ ...DATE, description: 'Alias of birthday' }) bday?: string | null;
  @IbanField({ nullable: true }) iban?: string | null;

  @TextField({ maxLength: 50, nullable: true, description: 'Accounting number for refunds' })
  credit_number?: string | null;

  @CustomPropertiesField({ optional: true, description: CUSTOM_PROPERTIES_DESCRIPTION })
  custom_properties?: Record<string, unknown>;

  @TagsField({ optional: true, example: ['design'] }) tags?: string[];

  @IdField({
    optional: true,
    example: 11,
    description: "The user's unit; default the account's first unit",
  })
  unit_id?: number;

  @IdField({ optional: true, example: 1, description: 'One of GET /users/roles; default 1' })
  role_id?: number;

  @SecretField({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    nullable: true,
    description: 'For POST /session; stored only as a scrypt hash, never shown. null removes it',
  })
  password?: string | null;
}
