import { DomainError } from './domain-error.js';

/**
 * Gathers every field problem of one input before throwing, so a client sees all of its
 * mistakes in a single 422 instead of fixing them one round-trip at a time.
 */
export class FieldErrorCollector {
  private readonly errors: Record<string, string[]> = {};

  /** Records one message for a field. */
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /**
   * Records the one message of a field in place of any it had: a later, more specific check
   * supersedes an earlier one (the field keeps its place among the others).
   */
  replace(field: string, message: string): void {
    this.errors[field] = [message];
  }

  /** Runs `read`; a `validation_failed` DomainError becomes field errors and yields `fallback`. */
  capture<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      if (!(DomainError.is(error) && error.code === 'validation_failed')) throw error;
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        for (const message of messages) this.add(field, message);
      }
      return fallback;
    }
  }

  /** True when nothing was recorded. */
  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws one `validation_failed` DomainError with everything recorded, if anything was. */
  throwIfAny(): void {
    if (!this.isEmpty) throw DomainError.validation(this.errors);
  }
}
