import type { JobDataFields } from '@faktura/db';

/**
 * Thrown by a handler whose job cannot succeed with the data it was given (a customer without
 * the address an e-invoice needs): the runner fails the job at once instead of retrying, and
 * records message and fields for whoever waits for it (`readJobDataFailure`).
 */
export class JobDataError extends Error {
  override readonly name = 'JobDataError';

  constructor(
    message: string,
    readonly fields: JobDataFields,
  ) {
    super(message);
  }
}
