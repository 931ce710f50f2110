import { DomainError, FieldErrorCollector } from '@faktura/domain';

/** The field every refusal of an uploaded e-invoice names: the upload itself. */
export const FILE_FIELD = 'file';

const MAX_QUOTED = 80;

/** A `validation_failed` DomainError on `file` with one message. */
export function refusal(message: string): DomainError {
  return DomainError.validation({ [FILE_FIELD]: [message] });
}

/**
 * A value from the document for a message: control characters dropped and cut at 80 characters,
 * so an error never carries a long or multi-line piece of what was uploaded.
 */
export function quoted(value: string): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  const short = flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED)}…` : flat;
  return `"${short}"`;
}

/**
 * Collects every missing or malformed mandatory term of one document, so the uploader learns all
 * of them at once rather than one per attempt.
 */
export class DocumentProblems {
  private readonly errors = new FieldErrorCollector();

  /** Records a problem. */
  add(message: string): void {
    this.errors.add(FILE_FIELD, message);
  }

  /** The value, or '' after recording that the term is missing. */
  require(value: string | undefined, term: string): string {
    if (value !== undefined) return value;
    this.add(`has no ${term}`);
    return '';
  }

  /** Throws one DomainError on `file` with every recorded problem, if any. */
  throwIfAny(): void {
    this.errors.throwIfAny();
  }
}
