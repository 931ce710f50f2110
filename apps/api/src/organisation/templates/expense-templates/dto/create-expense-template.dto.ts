import { AmountField, IdField, LONG_TEXT, TextField } from '../../../../platform/input';

/** Prices as their columns keep them: never negative, at most four decimals. */
const PRICE = { optional: true, default: 0, maxDecimalPlaces: 4 } as const;

/** The body of POST /account/expense_templates (the reference's fields). */
export class CreateExpenseTemplateDto {
  @TextField({ maxLength: 255, example: 'Hosting' }) title!: string;

  @TextField({ maxLength: LONG_TEXT, nullable: true, example: 'Managed cloud hosting' })
  description?: string | null;

  @TextField({ maxLength: 255, nullable: true, example: 'month' }) unit?: string | null;

  @AmountField({
    ...PRICE,
    example: 180,
    description: "Unit selling price, in the account's default currency",
  })
  unit_price?: number;

  @AmountField({ ...PRICE, example: 120, description: 'Unit internal cost' })
  unit_cost?: number;

  @IdField({
    nullable: true,
    example: 4,
    description: 'A revenue category of the account that expenses may use (not `only_tasks`)',
  })
  revenue_category_id?: number | null;
}
