import { DomainError } from '@faktura/domain';

/**
 * The record a repository found, or the 404 of one the account does not have (another
 * account's ID answers exactly like an ID that never existed). Records only: a boolean "exists"
 * answer must be checked, not passed through.
 */
export function found<T extends object>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw DomainError.notFound();
  return record;
}
