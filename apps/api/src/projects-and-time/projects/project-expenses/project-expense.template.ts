import { DomainError, type Numeric } from '@faktura/domain';
import type { ExpenseTemplateDefaults } from '../../../organisation/templates';
import type { CreateProjectExpenseDto } from './dto/create-project-expense.dto';

/** A new expense's body and its unit price and cost (exact, as sent or as the template keeps them). */
export interface ExpenseDraft {
  body: CreateProjectExpenseDto;
  unitPrice: Numeric;
  unitCost: Numeric;
}

/** The draft of a body that names no template. */
export function plainExpenseDraft(input: CreateProjectExpenseDto): ExpenseDraft {
  return { body: input, unitPrice: input.unit_price, unitCost: input.unit_cost ?? 0 };
}

/**
 * The body of a new expense with what its expense template gives filled in: title,
 * description, unit, unit price and cost and revenue category, each only where the body did
 * not send it (a field sent, null included, wins). A template priced in another currency than
 * the project's gives no prices: then both must be sent.
 */
export function withExpenseTemplate(
  input: CreateProjectExpenseDto,
  template: ExpenseTemplateDefaults | null,
  projectCurrency: string,
): ExpenseDraft {
  if (!template) throw DomainError.validation({ expense_template_id: ['does not exist'] });
  const pricesSent = input.unit_price !== undefined && input.unit_cost != null;
  if (template.currency !== projectCurrency && !pricesSent) {
    throw DomainError.validation({
      expense_template_id: [
        `has prices in ${template.currency}, the project bills in ${projectCurrency}: send unit_price and unit_cost`,
      ],
    });
  }
  const sent = <K extends keyof CreateProjectExpenseDto>(key: K) => input[key] !== undefined;
  const body = {
    ...input,
    title: input.title ?? template.title,
    description: sent('description') ? input.description : template.description,
    unit: sent('unit') ? input.unit : template.unit,
    revenue_category_id: sent('revenue_category_id')
      ? input.revenue_category_id
      : template.revenueCategoryId,
  };
  return {
    body,
    unitPrice: input.unit_price ?? template.unitPrice,
    unitCost: input.unit_cost ?? template.unitCost,
  };
}
