import {
  CustomPropertiesField,
  TagsField,
  AmountField,
  ApiDateField,
  BooleanField,
  IdField,
  NumberField,
  TextField,
  LONG_TEXT,
  MAX_QUANTITY,
  NestedField,
  RequiredWithout,
} from '../../../../platform/input';
import { DocumentFileDto } from '../../../../shared/attachments';
const ACCOUNT_DEFAULT = {
  allowNull: true,
  description: "Default: the account's setting for expenses",
} as const;

/** The receipt of an expense sent as JSON: a PDF, PNG, JPEG or e-invoice XML as base64. */
export class ExpenseFileDto extends DocumentFileDto {}

/** Sent unless the expense template gives it; when sent, checked like a required field. */
const FROM_TEMPLATE = RequiredWithout('expense_template_id');

/** The body of POST /projects/{project_id}/expenses (the reference's names). */
export class CreateProjectExpenseDto {
  @IdField({
    optional: true,
    example: 5,
    description:
      'Faktura: an expense template of the account (`/account/expense_templates`) whose title, description, unit, unit_price, unit_cost and revenue category the expense takes; fields sent win',
  })
  expense_template_id?: number;

  @ApiDateField({ example: '2026-11-22' }) date!: string;
  @TextField({
    maxLength: 255,
    example: 'Hosting',
    optional: true,
    notEmpty: true,
    when: FROM_TEMPLATE,
    description: 'Required unless `expense_template_id` gives it',
  })
  title!: string;
  @NumberField({ min: -MAX_QUANTITY, max: MAX_QUANTITY, example: 3 }) quantity!: number;
  @TextField({ maxLength: 255, nullable: true, example: 'month' }) unit?: string | null;
  @AmountField({
    signed: true,
    example: 120,
    optional: true,
    when: FROM_TEMPLATE,
    description: 'Required unless `expense_template_id` gives it',
  })
  unit_price!: number;
  @AmountField({ signed: true, allowNull: true, example: 80, default: 0 }) unit_cost?: number;

  @TextField({ maxLength: LONG_TEXT, nullable: true, description: 'Rich text' })
  description?: string | null;

  @BooleanField(ACCOUNT_DEFAULT) billable?: boolean;
  @BooleanField(ACCOUNT_DEFAULT) budget_relevant?: boolean;

  @TextField({ maxLength: 255, nullable: true, example: 'November 2026' })
  service_period?: string | null;

  @ApiDateField({ nullable: true }) service_period_from?: string | null;

  @ApiDateField({ nullable: true, description: 'Not before service_period_from' })
  service_period_to?: string | null;

  @BooleanField({
    allowNull: true,
    description: 'Protects the expense from being assigned to another purchase item',
    default: false,
  })
  purchase_assignment_locked?: boolean;

  @AmountField({
    signed: true,
    allowNull: true,
    example: 120,
    default: 0,
    description: "Planned cost of the purchase, rounded to the project's currency",
  })
  cost_total_planned?: number;

  @ApiDateField({ nullable: true }) planned_purchase_date?: string | null;

  @IdField({
    nullable: true,
    example: 7,
    description: "Responsible user; on create an active user, default the API key's user",
  })
  user_id?: number | null;

  @IdField({
    nullable: true,
    example: 4,
    description: 'A revenue category of the account that may be used for expenses',
  })
  revenue_category_id?: number | null;

  @CustomPropertiesField({
    allowNull: true,
    description: 'Custom field name to value (fields of entity Expense); null removes a value',
  })
  custom_properties?: Record<string, unknown>;

  @TagsField({
    maxLength: 255,
    allowNull: true,
    description: 'Labels for the `tags` list filter; replace the stored ones when sent',
  })
  tags?: string[];

  @NestedField(ExpenseFileDto, {
    nullable: true,
    description: 'The receipt (`file_url`); replaces the old one, null removes it',
  })
  file?: ExpenseFileDto | null;
}
