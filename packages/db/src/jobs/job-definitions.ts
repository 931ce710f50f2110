import type { JobPayloads, JobType } from './job-types';
import {
  bool,
  checkPayload,
  nullable,
  oneOf,
  optional,
  type PayloadCheck,
  positiveId,
  shape,
} from './payload-checks';

/** How a job type is retried: delays double from `baseMs` up to `capMs`. */
export interface JobBackoff {
  baseMs: number;
  capMs: number;
}

/** Everything the queue and the worker know about one job type besides its handler. */
export interface JobDefinition<T extends JobType = JobType> {
  /** Reads the payload, or throws InvalidJobPayloadError (at enqueue and at claim). */
  payload: PayloadCheck<JobPayloads[T]>;
  /** Attempts before the job fails for good. */
  maxAttempts: number;
  backoff: JobBackoff;
}

const STANDARD_BACKOFF: JobBackoff = { baseMs: 5_000, capMs: 3_600_000 };

/**
 * The definition of every job type; the compiler insists on one per key of JobPayloads. A new
 * job type adds its payload to JobPayloads, its definition here and its handler to the worker's
 * list (apps/worker/src/handlers/job-handlers.ts).
 */
export const JOB_DEFINITIONS: { [T in JobType]: JobDefinition<T> } = {
  'maintenance.purge': { payload: shape({}), maxAttempts: 3, backoff: STANDARD_BACKOFF },
  // Five tries over about two and a half minutes; what is still failing then is `failed` and
  // visible in /email_deliveries.
  'email.send': {
    payload: shape({ deliveryId: positiveId }),
    maxAttempts: 5,
    backoff: STANDARD_BACKOFF,
  },
  // A client may be waiting for this PDF (GET .pdf), so retries come soon and end soon.
  'documents.render-pdf': {
    payload: shape({
      kind: oneOf(
        'offer',
        'invoice',
        'invoice_timesheet',
        'invoice_reminder',
        'offer_confirmation',
      ),
      documentId: positiveId,
      letterPaperId: nullable(positiveId),
      blank: optional(bool),
      ahead: optional(bool),
    }),
    maxAttempts: 3,
    backoff: { baseMs: 2_000, capMs: 30_000 },
  },
  'invoices.overdue-sweep': { payload: shape({}), maxAttempts: 3, backoff: STANDARD_BACKOFF },
  'projects.expense-notification': {
    payload: shape({ expenseId: positiveId }),
    maxAttempts: 5,
    backoff: STANDARD_BACKOFF,
  },
  // A failed POST is not a failed job: each delivery keeps its own retry schedule. The job fails
  // only on database trouble, and the next event of the hook queues a new one anyway.
  'webhooks.deliver': {
    payload: shape({ subscriptionId: positiveId }),
    maxAttempts: 5,
    backoff: STANDARD_BACKOFF,
  },
  // Like a render: a client waits for it (GET .xml, send_email), so retries come soon.
  'einvoices.generate': {
    payload: shape({
      invoiceId: positiveId,
      format: oneOf('xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii', 'factur-x', 'peppol'),
      letterPaperId: nullable(positiveId),
      blank: optional(bool),
    }),
    maxAttempts: 3,
    backoff: { baseMs: 2_000, capMs: 30_000 },
  },
  // Every period is written once whatever happens, so a retry just carries on; the next hour's
  // run picks up what still fails then.
  'projects.recurring-expenses': { payload: shape({}), maxAttempts: 3, backoff: STANDARD_BACKOFF },
  'invoices.dunning-run': { payload: shape({}), maxAttempts: 3, backoff: STANDARD_BACKOFF },
  // Nobody waits for it; a render that keeps failing is retried for about an hour.
  'documents.archive': {
    payload: shape({ kind: oneOf('invoice', 'invoice_reminder'), documentId: positiveId }),
    maxAttempts: 8,
    backoff: STANDARD_BACKOFF,
  },
  // The last attempt that fails marks the export failed with its error (the handler decides).
  'bookkeeping.export': {
    payload: shape({ exportId: positiveId, accountId: positiveId }),
    maxAttempts: 3,
    backoff: STANDARD_BACKOFF,
  },
  'purchase-drafts.prefill': {
    payload: shape({ draftId: positiveId }),
    maxAttempts: 3,
    backoff: STANDARD_BACKOFF,
  },
  // An access point that is down or busy is retried for about an hour; one that refuses the
  // document (4xx) settles the job, as no retry could change its answer.
  'einvoices.peppol-handover': {
    payload: shape({ invoiceId: positiveId, documentId: positiveId }),
    maxAttempts: 8,
    backoff: STANDARD_BACKOFF,
  },
};

/** The definition of a job type, or undefined for a type the system does not know. */
export function jobDefinitionOf(type: string): JobDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(JOB_DEFINITIONS, type)
    ? (JOB_DEFINITIONS[type as JobType] as JobDefinition)
    : undefined;
}

/** The payload of a job of a known type, checked; throws InvalidJobPayloadError. */
export function readJobPayload<T extends JobType>(type: T, payload: unknown): JobPayloads[T] {
  return checkPayload(type, JOB_DEFINITIONS[type].payload, payload);
}

/** All job types, for the worker's start-up check. */
export const JOB_TYPES = Object.keys(JOB_DEFINITIONS) as JobType[];
