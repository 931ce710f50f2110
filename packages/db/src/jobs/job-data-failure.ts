/** Field name to messages, as a DomainError of `@faktura/domain` carries them. */
export type JobDataFields = Readonly<Record<string, readonly string[]>>;

/** A job that failed for good on the data it was given: why, and the fields to fill in. */
export interface JobDataFailure {
  message: string;
  fields: JobDataFields;
}

// The worker writes it, a waiting API request reads it: one format, kept beside the jobs table.
const PREFIX = 'data error: ';

/**
 * The `last_error` of a job that failed for good on its data (no retry could mend it): a
 * readable prefix, then message and fields as JSON for {@link readJobDataFailure}.
 */
export function jobDataFailureText(failure: JobDataFailure): string {
  return `${PREFIX}${JSON.stringify({ message: failure.message, fields: failure.fields })}`;
}

/** The data failure a job's `last_error` records, or null for any other error (or none). */
export function readJobDataFailure(lastError: string | null | undefined): JobDataFailure | null {
  if (!lastError?.startsWith(PREFIX)) return null;
  try {
    const parsed = JSON.parse(lastError.slice(PREFIX.length)) as Partial<JobDataFailure>;
    if (typeof parsed.message !== 'string' || !isFields(parsed.fields)) return null;
    return { message: parsed.message, fields: parsed.fields };
  } catch {
    return null;
  }
}

function isFields(value: unknown): value is JobDataFields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}
