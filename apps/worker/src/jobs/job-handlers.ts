import type { JobPayloads, JobType } from '@faktura/db';
import type { JobHandler } from '../runner/job.types';
import { maintenancePurgeHandler } from './maintenance-purge.handler';

/** The one list of job handlers; the compiler requires an entry for every job type. */
export const jobHandlers: { [T in JobType]: JobHandler<JobPayloads[T]> } = {
  'maintenance.purge': maintenancePurgeHandler,
};
