import { DomainError } from '@faktura/domain';
import type { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import { plainExpenseDraft, withExpenseTemplate } from './project-expense.template';

const TEMPLATE = {
  title: 'Hosting',
  description: 'Managed hosting',
  unit: 'month',
  unitPrice: '180.1234',
  unitCost: '120',
  currency: 'EUR',
  revenueCategoryId: 4,
};

const body = (fields: Partial<CreateProjectExpenseDto> = {}) =>
  ({
    date: '2026-11-02',
    quantity: 2,
    expense_template_id: 9,
    ...fields,
  }) as CreateProjectExpenseDto;

/** The field errors `work` throws. */
function fieldErrors(work: () => unknown): Record<string, readonly string[]> {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return error.fieldErrors;
    throw error;
  }
  throw new Error('no error thrown');
}

describe('withExpenseTemplate', () => {
  it('fills what the body leaves out from the template, keeping its exact prices', () => {
    const draft = withExpenseTemplate(body(), TEMPLATE, 'EUR');
    expect(draft.body).toMatchObject({
      title: 'Hosting',
      description: 'Managed hosting',
      unit: 'month',
      revenue_category_id: 4,
      quantity: 2,
    });
    expect(draft.unitPrice).toBe('180.1234');
    expect(draft.unitCost).toBe('120');
  });

  it('lets every field sent win, null included', () => {
    const draft = withExpenseTemplate(
      body({
        title: 'Own',
        description: null,
        unit: null,
        revenue_category_id: null,
        unit_cost: 1,
      }),
      TEMPLATE,
      'EUR',
    );
    expect(draft.body).toMatchObject({
      title: 'Own',
      description: null,
      unit: null,
      revenue_category_id: null,
    });
    expect(draft.unitPrice).toBe('180.1234');
    expect(draft.unitCost).toBe(1);
  });

  it('refuses a missing template and foreign-currency prices unless both prices are sent', () => {
    expect(fieldErrors(() => withExpenseTemplate(body(), null, 'EUR'))).toEqual({
      expense_template_id: ['does not exist'],
    });
    expect(
      Object.keys(fieldErrors(() => withExpenseTemplate(body({ unit_price: 5 }), TEMPLATE, 'CHF'))),
    ).toEqual(['expense_template_id']);
    const priced = withExpenseTemplate(body({ unit_price: 5, unit_cost: 3 }), TEMPLATE, 'CHF');
    expect([priced.unitPrice, priced.unitCost, priced.body.title]).toEqual([5, 3, 'Hosting']);
  });

  it('leaves a body without a template as it is, cost 0 by default', () => {
    const input = body({ expense_template_id: undefined, title: 'X', unit_price: 7 });
    expect(plainExpenseDraft(input)).toEqual({ body: input, unitPrice: 7, unitCost: 0 });
  });
});
