/** 422 validation errors: the field (`items[2].quantity`) and its messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * An answer outside 2xx. The API's error shapes are decoded: `{"message"}` into `message`,
 * `{"errors": {field: [...]}}` into `fieldErrors`, `{"errors": [...]}` into `ruleErrors`.
 */
export class FakturaApiError extends Error {
  override readonly name = 'FakturaApiError';
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The parsed JSON body, or its text when it was not JSON. */
  readonly body: unknown;
  /** Messages per field of a validation error (422), when the body had that shape. */
  readonly fieldErrors: FieldErrors | undefined;
  /** Messages of a business rule error (422) or an access denial (403). */
  readonly ruleErrors: string[] | undefined;
  /** The answer's `X-Request-Id`, to quote when asking about a failure. */
  readonly requestId: string | undefined;

  constructor(status: number, body: unknown, requestId?: string) {
    const errors = isRecord(body) ? body.errors : undefined;
    const fieldErrors = isFieldErrors(errors) ? errors : undefined;
    const ruleErrors = isStringArray(errors) ? errors : undefined;
    super(describe(status, body, fieldErrors, ruleErrors));
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrors;
    this.ruleErrors = ruleErrors;
    this.requestId = requestId;
  }

  /** The error of a finished response whose body was already read (openapi-fetch's `error`). */
  static fromResponse(response: Response, body: unknown): FakturaApiError {
    return new FakturaApiError(
      response.status,
      body,
      response.headers.get('X-Request-Id') ?? undefined,
    );
  }
}

function describe(
  status: number,
  body: unknown,
  fieldErrors: FieldErrors | undefined,
  ruleErrors: string[] | undefined,
): string {
  if (fieldErrors) {
    const fields = Object.entries(fieldErrors).map(
      ([field, list]) => `${field}: ${list.join(', ')}`,
    );
    return `Faktura answered ${status}: ${fields.join('; ')}`;
  }
  if (ruleErrors) return `Faktura answered ${status}: ${ruleErrors.join('; ')}`;
  if (isRecord(body) && typeof body.message === 'string') {
    return `Faktura answered ${status}: ${body.message}`;
  }
  return `Faktura answered ${status}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return isRecord(value) && Object.values(value).every(isStringArray);
}
