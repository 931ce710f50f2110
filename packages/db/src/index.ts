export {
  createPgPool,
  createPrismaClient,
  pingDatabase,
  type ConnectionOptions,
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
export { enqueueJob, type JobQueueTransaction, type NewJob } from './jobs/job-queue';
export { ChannelListener, type ChannelListenerOptions } from './notifications/channel-listener';
export { DOCUMENTS_CHANNEL, JOBS_CHANNEL } from './notifications/channels';
export {
  JOB_TYPES,
  type JobPayloads,
  type JobType,
  type RenderableDocumentKind,
} from './jobs/job-types';
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
