import { toApiNumber } from '@faktura/domain';
import type { Prisma } from '@faktura/db';
import { RecordQuery } from '../../../platform/database';
import { revenueCategoryOf, toRevenueCategoryReference } from '../../../shared/positions';
import { apiTimestamp } from '../../../platform/serialization';
import type { TemplateKind } from '../template.kind';
import type { CreateExpenseTemplateDto } from './dto/create-expense-template.dto';
import type { ExpenseTemplateResponse } from './dto/expense-template.response';

/** An expense template with its revenue category. */
export type ExpenseTemplateRow = Prisma.ExpenseTemplateGetPayload<{
  include: { revenueCategory: true };
}>;

/** Expense templates with their revenue category, in one statement. */
export const EXPENSE_TEMPLATE_RECORDS = new RecordQuery<ExpenseTemplateRow>('expense_templates', {
  revenueCategory: revenueCategoryOf('revenue_category_id'),
});

/** A price as its column keeps it (validated to at most four decimals). */
const price = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** `/account/expense_templates`: what project expenses can start from. */
export const EXPENSE_TEMPLATES: TemplateKind<
  ExpenseTemplateRow,
  CreateExpenseTemplateDto,
  ExpenseTemplateResponse
> = {
  table: 'expense_templates',
  entity: 'expense_template',
  records: EXPENSE_TEMPLATE_RECORDS,
  excludedAssignment: 'only_tasks',
  columns: (input, context) => ({
    title: input.title,
    description: input.description,
    unit: input.unit,
    unitPrice: price(input.unit_price) ?? (context ? '0' : undefined),
    unitCost: price(input.unit_cost) ?? (context ? '0' : undefined),
    // The currency is fixed when the template is made: its prices are in it.
    currency: context?.currency,
    revenueCategoryId: input.revenue_category_id,
  }),
  toResponse: toExpenseTemplateResponse,
  create: (db, data) =>
    db.expenseTemplate.create({ data: data as Prisma.ExpenseTemplateCreateInput }),
  update: (db, id, data) =>
    db.expenseTemplate.update({ where: { id }, data: data as Prisma.ExpenseTemplateUpdateInput }),
  delete: (db, id) => db.expenseTemplate.delete({ where: { id } }),
};

/** The API shape of an expense template; unit prices keep their four decimals, as expenses'. */
export function toExpenseTemplateResponse(row: ExpenseTemplateRow): ExpenseTemplateResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    unit: row.unit,
    unit_price: toApiNumber(row.unitPrice.toString()),
    unit_cost: toApiNumber(row.unitCost.toString()),
    currency: row.currency,
    revenue_category: row.revenueCategory && toRevenueCategoryReference(row.revenueCategory),
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}
