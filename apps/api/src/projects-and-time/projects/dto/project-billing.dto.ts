import {
  AmountField,
  ApiDateField,
  BooleanField,
  EmailListField,
  EnumField,
  IntField,
  PercentField,
  TextField,
  LONG_TEXT,
  MAX_QUANTITY,
} from '../../../platform/input';
/** The reference's billing variants, and the long spellings it accepts for them. */
export const BILLING_VARIANTS = ['project', 'task', 'user'] as const;
export const BILLING_VARIANT_INPUTS = [
  ...BILLING_VARIANTS,
  ...BILLING_VARIANTS.map((variant) => `billing_variant_rate_per_${variant}`),
];

const RECIPIENTS = {
  maxLength: 2000,
  nullable: true,
  description:
    'E-mail addresses separated by `;`; they take precedence over those of the customer when ' +
    'invoices are sent',
  example: 'billing@example.com;cfo@example.com',
};
const DEPRECATED_RECIPIENTS = { ...RECIPIENTS, deprecated: true };

/**
 * The billing and planning fields of a project body (part of POST and PUT /projects). Money is
 * rounded to the project's currency.
 */
export class ProjectBillingDto {
  @BooleanField({ optional: true, default: false }) fixed_price?: boolean;

  @BooleanField({
    optional: true,
    default: false,
    description:
      'A retainer needs start_date (first of a month), finish_date (last of a month) and budget_monthly',
  })
  retainer?: boolean;

  @ApiDateField({ nullable: true }) start_date?: string | null;

  @ApiDateField({ nullable: true, description: 'Not before start_date' })
  finish_date?: string | null;

  @EnumField(BILLING_VARIANT_INPUTS, {
    optional: true,
    default: 'project',
    description: 'Stored as project, task or user',
  })
  billing_variant?: string;

  @AmountField({
    max: MAX_QUANTITY,
    nullable: true,
    example: 150,
    description: "Default hourly rate of the project's activities; null (answered as 0): none",
  })
  hourly_rate?: number | null;

  @PercentField({
    maxDecimalPlaces: 4,
    nullable: true,
    example: 19,
    description:
      'VAT percent (up to 4 decimals) that invoices billing the project state; null (answered as 0): none, each invoice states its own',
  })
  billing_tax?: number | null;

  @AmountField({ nullable: true, example: 18200 }) budget?: number | null;
  @AmountField({ nullable: true, example: 2000 }) budget_monthly?: number | null;
  @AmountField({ nullable: true, example: 8200 }) budget_expenses?: number | null;

  @TextField({ maxLength: 2000, nullable: true, description: 'Multi-line address' })
  billing_address?: string | null;

  @EmailListField(RECIPIENTS) billing_email_to?: string | null;
  @EmailListField(RECIPIENTS) billing_email_cc?: string | null;

  @EmailListField({ ...DEPRECATED_RECIPIENTS, description: 'Alias of billing_email_to' })
  invoice_emails_to?: string | null;

  @EmailListField({ ...DEPRECATED_RECIPIENTS, description: 'Alias of billing_email_cc' })
  invoice_emails_cc?: string | null;

  @EmailListField({ ...RECIPIENTS, description: 'Blind copies of invoice e-mails (Faktura)' })
  invoice_emails_bcc?: string | null;

  @TextField({ maxLength: LONG_TEXT, nullable: true }) billing_notes?: string | null;
  @BooleanField({ optional: true, default: false }) setting_include_time_report?: boolean;

  @IntField({
    min: 1,
    max: 31,
    nullable: true,
    example: 25,
    description: 'Day of the month a retainer is billed (1-31)',
  })
  retainer_billing_date?: number | null;

  @TextField({ maxLength: 255, nullable: true }) retainer_billing_title?: string | null;
  @TextField({ maxLength: LONG_TEXT, nullable: true }) retainer_billing_description?: string | null;
}
