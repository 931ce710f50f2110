import { BooleanField, IdListField, TextField } from '../../../platform/input';

/** The body of POST /purchases/budgets. */
export class CreatePurchaseBudgetDto {
  @TextField({ maxLength: 255, example: 'Marketing' }) title!: string;

  @TextField({
    maxLength: 255,
    nullable: true,
    example: 'travel_expenses',
    description: 'Kept as sent; no rule depends on it',
  })
  cost_category?: string | null;

  @BooleanField({ optional: true, default: true }) active?: boolean;

  @IdListField({
    maxSize: 100,
    optional: true,
    example: [4, 5],
    description:
      'Extension: purchase categories whose items count towards the budget when their purchase names no budget; replaces the list',
  })
  purchase_category_ids?: number[];
}
