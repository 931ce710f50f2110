export { startWorker, type RunningWorker, type WorkerConfig } from './worker';
export { consoleLogger, silentLogger, type Logger } from './logger';
export type { JobContext, JobHandler, ClaimedJob } from './runner/job.types';
