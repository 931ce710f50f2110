import { PartialType } from '@nestjs/swagger';
import { CreatePurchaseBudgetDto } from './create-purchase-budget.dto';

/** PUT and PATCH /purchases/budgets/{id}: every field optional; only the ones sent change. */
export class UpdatePurchaseBudgetDto extends PartialType(CreatePurchaseBudgetDto, {
  skipNullProperties: false,
}) {}
