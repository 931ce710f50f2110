import { FieldErrorCollector } from '@faktura/domain';

/**
 * Checks that every expense to disregard is one of the project's (`found`, locked) and not
 * billed: one 422 on expense_ids naming the IDs the project lacks and those billed, in the
 * order sent. Answers the IDs to change, each once.
 */
export function checkDisregard(
  requested: readonly number[],
  found: readonly { id: number; billed: boolean }[],
): number[] {
  const ids = [...new Set(requested)];
  const byId = new Map(found.map((row) => [row.id, row]));
  const errors = new FieldErrorCollector();
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    errors.add('expense_ids', `${missing.join(', ')} are no expenses of the project`);
  const billed = ids.filter((id) => byId.get(id)?.billed);
  if (billed.length > 0) errors.add('expense_ids', `${billed.join(', ')} are billed`);
  errors.throwIfAny();
  return ids;
}
