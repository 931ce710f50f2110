import { AmountField, IntField } from '../../../platform/input';

/** The body of PUT /purchases/budgets/{id}/target. */
export class SetPurchaseBudgetTargetDto {
  @AmountField({
    example: 50000,
    description: "The year's target in the account currency, rounded to it",
  })
  target_amount!: number;

  @IntField({
    min: 1900,
    max: 9999,
    optional: true,
    example: 2026,
    description: "Default: the current year in the account's time zone",
  })
  year?: number;
}
