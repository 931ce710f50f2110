/** Machine-readable error kinds; the API maps each one to an HTTP status. */
export type DomainErrorCode =
  | 'validation_failed'
  | 'rule_violation'
  | 'invalid_transition'
  | 'not_found'
  | 'conflict'
  | 'forbidden'
  | 'too_large'
  | 'unavailable';

/** Field name (e.g. `items[2].quantity`) to the messages about it. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/**
 * The one error type the domain throws. Messages never contain submitted values, so the API can
 * pass them to clients as they are.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  /** Only filled for `validation_failed`; empty for every other code. */
  readonly fieldErrors: FieldErrors;

  constructor(code: DomainErrorCode, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    // Keeps `instanceof` working when a consumer compiles to an ES5 target.
    Object.setPrototypeOf(this, new.target.prototype);
    this.code = code;
    this.fieldErrors = freezeFieldErrors(fieldErrors);
  }

  /** A `validation_failed` error carrying per-field messages. */
  static validation(fieldErrors: Record<string, readonly string[]>, message?: string): DomainError {
    const fields = Object.keys(fieldErrors);
    return new DomainError(
      'validation_failed',
      message ?? `Validation failed: ${fields.join(', ') || 'input'}`,
      fieldErrors,
    );
  }

  /** A `rule_violation` error: the input is well-formed but a business rule forbids it. */
  static rule(message: string): DomainError {
    return new DomainError('rule_violation', message);
  }

  /** An `invalid_transition` error: the requested status move is not allowed. */
  static invalidTransition(message: string): DomainError {
    return new DomainError('invalid_transition', message);
  }

  /** A `not_found` error. */
  static notFound(message = 'Not found'): DomainError {
    return new DomainError('not_found', message);
  }

  /** A `conflict` error. */
  static conflict(message: string): DomainError {
    return new DomainError('conflict', message);
  }

  /** A `too_large` error: an upload over its size limit. */
  static tooLarge(message: string): DomainError {
    return new DomainError('too_large', message);
  }

  /** A `forbidden` error. */
  /** Something the request needs (e.g. the PDF renderer) did not answer in time; retry later. */
  static unavailable(message: string): DomainError {
    return new DomainError('unavailable', message);
  }

  static forbidden(message = 'Access denied'): DomainError {
    return new DomainError('forbidden', message);
  }

  /** Type guard that also recognises errors thrown by another copy of this package. */
  static is(value: unknown): value is DomainError {
    return (
      value instanceof DomainError ||
      (value instanceof Error && value.name === 'DomainError' && 'code' in value)
    );
  }
}

function freezeFieldErrors(fieldErrors: FieldErrors): FieldErrors {
  const copy: Record<string, readonly string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    copy[field] = Object.freeze([...messages]);
  }
  return Object.freeze(copy);
}

/** Outcome of a rule check that callers may want to inspect before acting. */
export type RuleCheck = { ok: true } | { ok: false; error: DomainError };
