export {
  createPgPool,
  createPrismaClient,
  pingDatabase,
  type ConnectionOptions,
  type PrismaClientOptions,
} from './connection';
export {
  databaseSettingsFromEnv,
  openDatabaseServer,
  type DatabaseSettings,
} from './database-server';
export {
  startEmbeddedPostgres,
  type DatabaseServer,
  type EmbeddedPostgresOptions,
} from './embedded-postgres';
export {
  JOB_DEFINITIONS,
  JOB_TYPES,
  jobDefinitionOf,
  readJobPayload,
  type JobBackoff,
  type JobDefinition,
} from './jobs/job-definitions';
export { enqueueJob, jobRow, type JobQueueTransaction, type NewJob } from './jobs/job-queue';
export { InvalidJobPayloadError } from './jobs/payload-checks';
export {
  jobDataFailureText,
  readJobDataFailure,
  type JobDataFailure,
  type JobDataFields,
} from './jobs/job-data-failure';
export { ChannelListener, type ChannelListenerOptions } from './notifications/channel-listener';
export { DOCUMENTS_CHANNEL, INBOX_CHANNEL, JOBS_CHANNEL } from './notifications/channels';
export type { JobPayloads, JobType, RenderableDocumentKind } from './jobs/job-types';
export {
  WEBHOOK_EVENTS,
  WEBHOOK_RENDER_CHANNEL,
  WEBHOOK_TARGETS,
  queueWebhookDrains,
  subscribedHooks,
  webhookDrainKey,
  writeWebhookDeliveries,
  writeWebhookDeliveriesOfMany,
  type WebhookEventName,
  type WebhookEventRecord,
  type WebhookOutboxTransaction,
  type WebhookRecordPayload,
  type WebhookTarget,
} from './webhook-outbox/webhook-outbox';
export {
  lockRecurringExpense,
  recordRecurringExpensePeriods,
  type LockRecurringExpenseOptions,
  type LockedRecurringExpense,
  type PlannedRecurringExpensePeriod,
  type RecurringExpenseTransaction,
} from './recurring-expenses/recurring-expense-periods';
export {
  archiveDocumentFile,
  findArchivedDocument,
  type ArchiveTransaction,
  type ArchivedDocumentEntry,
  type DocumentToArchive,
} from './archive/document-archive';
export {
  invoiceEmailRecipients,
  queueEmailDelivery,
  type EmailOutboxTransaction,
  type EmailRecipients,
  type NewEmailDelivery,
} from './emails/email-delivery-outbox';
export {
  invoiceDunningFactsSql,
  type InvoiceDunningFacts,
  type StoredDunningLevel,
} from './dunning/invoice-dunning-facts';
export { appendSystemStatusChanges, type SystemStatusChange } from './audit/system-status-changes';
export { exportDocumentPath } from './archive/export-paths';
export type { ExportDocumentFile } from './archive/export-paths';
export { isStalePreparedStatement, queryRawRows, type RawQuery } from './raw-rows';
export type { Pool } from 'pg';
export { applyMigrations, migrationsFingerprint } from './migrations';
export { MIGRATIONS_DIR } from './paths';
export {
  createMigratedDatabase,
  createTestDatabase,
  testServerUrl,
  urlWithDatabase,
  type ScratchDatabase,
} from './scratch-database';
export * from './generated/prisma/client';
export { openSecret, sealSecret, SecretKeyError, secretKeyFromEnv } from './secrets/sealed-secret';
