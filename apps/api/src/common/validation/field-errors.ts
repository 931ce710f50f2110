import { DomainError } from '@faktura/domain';

/** Field problems collected while a use case resolves its input: field name -> messages. */
export type FieldErrors = Record<string, string[]>;

/** Throws one validation error naming every collected field, if there is any. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
}
