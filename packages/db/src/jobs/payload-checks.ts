/** A payload that does not have the shape its job type declares. */
export class InvalidJobPayloadError extends Error {
  constructor(type: string, problem: string) {
    super(`invalid payload for job type ${type}: ${problem}`);
    this.name = 'InvalidJobPayloadError';
  }
}

/** Reads a value of type T from JSON, or says what is wrong with it (at `path`). */
export type PayloadCheck<T> = (value: unknown, path: string) => T;

class Problem extends Error {}

/** A whole number from 1 up (row IDs). */
export const positiveId: PayloadCheck<number> = (value, path) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  throw new Problem(`${path} must be a positive whole number`);
};

/** One of a fixed set of texts. */
export function oneOf<T extends string>(...allowed: T[]): PayloadCheck<T> {
  return (value, path) => {
    if (typeof value === 'string' && (allowed as string[]).includes(value)) return value as T;
    throw new Problem(`${path} must be one of ${allowed.join(', ')}`);
  };
}

export const bool: PayloadCheck<boolean> = (value, path) => {
  if (typeof value === 'boolean') return value;
  throw new Problem(`${path} must be true or false`);
};

/** The check, or null. */
export function nullable<T>(check: PayloadCheck<T>): PayloadCheck<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

/** The check, or absent. */
export function optional<T>(check: PayloadCheck<T>): PayloadCheck<T | undefined> {
  return (value, path) => (value === undefined ? undefined : check(value, path));
}

/** An object with exactly these fields (unknown fields are refused: they hint at a bug). */
export function shape<T extends object>(fields: { [K in keyof T]-?: PayloadCheck<T[K]> }) {
  return (value: unknown, path: string): T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Problem(`${path} must be an object`);
    const record = value as Record<string, unknown>;
    const unknown = Object.keys(record).filter((key) => !(key in fields));
    if (unknown.length > 0) throw new Problem(`${path} has unknown fields ${unknown.join(', ')}`);
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields) as [string, PayloadCheck<unknown>][]) {
      const read = check(record[key], `${path}.${key}`);
      if (read !== undefined) result[key] = read;
    }
    return result as T;
  };
}

/** Runs `check` on a job's payload; an InvalidJobPayloadError names the type and the problem. */
export function checkPayload<T>(type: string, check: PayloadCheck<T>, payload: unknown): T {
  try {
    return check(payload, 'payload');
  } catch (error) {
    if (error instanceof Problem) throw new InvalidJobPayloadError(type, error.message);
    throw error;
  }
}
