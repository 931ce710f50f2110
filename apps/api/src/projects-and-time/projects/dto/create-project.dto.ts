import { Matches, ValidateIf } from 'class-validator';
import {
  CUSTOM_PROPERTIES_DESCRIPTION,
  CustomPropertiesField,
  TagsField,
  BooleanField,
  CurrencyField,
  IdField,
  TextField,
  field,
  LONG_TEXT,
} from '../../../platform/input';
import { ProjectBillingDto } from './project-billing.dto';

/** A reference to another record of the account: an ID, or null for none. */
const reference = (description: string) => IdField({ nullable: true, example: 7, description });

/**
 * The body of POST /projects; `identifier` is assigned by the server and never read. The
 * reference's names are accepted, with `customer_id` and `labels` as their deprecated aliases.
 */
export class CreateProjectDto extends ProjectBillingDto {
  @TextField({ maxLength: 255, example: 'Website relaunch' }) name!: string;

  @IdField({
    optional: true,
    // Checked when sent, and on a create without either name, so the 422 names the field.
    when: ValidateIf(
      (body: CreateProjectDto, value: unknown) =>
        value !== undefined || body.customer_id === undefined,
    ),
    example: 12,
    description: 'The customer, a company of the account; required on create (or customer_id)',
  })
  company_id?: number;

  @IdField({ optional: true, example: 12, deprecated: true, description: 'Alias of company_id' })
  customer_id?: number;

  @CurrencyField({ example: 'CHF', description: "One of the account's currencies" })
  currency!: string;

  @BooleanField({
    optional: true,
    default: true,
    description: 'false archives the project (archived_on), true brings it back',
  })
  active?: boolean;

  @BooleanField({ optional: true, default: true }) billable?: boolean;
  @reference('A user of the account') leader_id?: number | null;
  @reference('A user of the account') co_leader_id?: number | null;
  @reference('A deal of the account') deal_id?: number | null;
  @reference('A contact person of the account') contact_id?: number | null;
  @reference('A contact person of the account') secondary_contact_id?: number | null;

  @reference('A contact of the customer (or one without a company)')
  billing_contact_id?: number | null;

  @TextField({ maxLength: LONG_TEXT, nullable: true, description: 'Internal notes' })
  info?: string | null;

  @field(
    { nullable: true, example: '#2ECC71' },
    { nullableType: String },
    Matches(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'color must be a hex colour' }),
  )
  color?: string | null;

  @CustomPropertiesField({ optional: true, description: CUSTOM_PROPERTIES_DESCRIPTION })
  custom_properties?: Record<string, unknown>;

  @TagsField({ optional: true, example: ['fixed-price'] }) tags?: string[];

  @TagsField({ optional: true, deprecated: true, description: 'Alias of tags' })
  labels?: string[];
}
