import { DomainError } from '@faktura/domain';
import { checkDisregard } from './project-expense.disregard';

/** The field errors `work` throws. */
function fieldErrors(work: () => unknown): Record<string, readonly string[]> {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('checkDisregard', () => {
  const open = (id: number) => ({ id, billed: false });

  it('answers each requested ID once, in the order sent', () => {
    expect(checkDisregard([3, 1, 3], [open(1), open(3)])).toEqual([3, 1]);
  });

  it('names the IDs the project lacks and the billed ones, in the order sent', () => {
    const found = [open(1), { id: 2, billed: true }, { id: 5, billed: true }];
    expect(fieldErrors(() => checkDisregard([5, 4, 1, 2, 9], found))).toEqual({
      expense_ids: ['4, 9 are no expenses of the project', '5, 2 are billed'],
    });
  });

  it('refuses billed expenses even when every ID is the project’s', () => {
    expect(fieldErrors(() => checkDisregard([7], [{ id: 7, billed: true }]))).toEqual({
      expense_ids: ['7 are billed'],
    });
  });
});
