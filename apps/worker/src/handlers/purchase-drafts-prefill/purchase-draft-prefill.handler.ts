import type { JobPayloads } from '@faktura/db';
import type { JobHandler } from '../../runner/job.types';

type Payload = JobPayloads['purchase-drafts.prefill'];

/**
 * `purchase-drafts.prefill`: first version, which reads nothing yet and records that (status
 * `none`); the reading itself replaces this body.
 */
export const purchaseDraftPrefillHandler: JobHandler<Payload> = async ({ job, prisma }) => {
  const accountId = job.accountId;
  if (accountId === null) throw new Error(`job ${job.id} has no account`);
  await prisma.purchaseDraft.updateMany({
    where: { id: job.payload.draftId, accountId, prefillStatus: 'pending' },
    data: { prefillStatus: 'none' },
  });
};
