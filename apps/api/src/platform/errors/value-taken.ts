import { DomainError } from '@faktura/domain';

/**
 * Refuses a value another record of the account already has: a 422 on `field` when the lookup
 * `holder` found a record other than `ownId`, the record being changed (null for a new one).
 */
export async function refuseIfTaken(
  field: string,
  holder: PromiseLike<{ id: number } | null>,
  ownId: number | null,
): Promise<void> {
  const existing = await holder;
  if (existing && existing.id !== ownId)
    throw DomainError.validation({ [field]: ['has already been taken'] });
}
