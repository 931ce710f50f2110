import type { JobPayloads } from '@faktura/db';
import { readPeppolEnvelope } from '@faktura/einvoice';
import type { JobHandler } from '../../runner/job.types';
import { handOver, type AccessPointSettings, type HandoverAnswer } from './access-point.client';

type Payload = JobPayloads['einvoices.peppol-handover'];

/** What the job records of a handover that did not happen (the step's result). */
type Skipped = { outcome: 'skipped'; reason: string };

/**
 * `einvoices.peppol-handover`: hands the stored Peppol BIS document of a sent invoice to the
 * operator's access point. The answer is the job's one step, so a retry after it sends nothing;
 * a crash between the POST and the step sends again with the same idempotency key, which the
 * access point must honour (docs/e-invoices.md). Without an access point, for a document that
 * is gone, not Peppol BIS or not valid, the step records why nothing was handed over.
 */
export function createPeppolHandoverHandler(deps: {
  accessPoint: AccessPointSettings | null;
}): JobHandler<Payload> {
  return async ({ job, prisma, step, log }) => {
    const accountId = job.accountId;
    if (accountId === null) throw new Error(`job ${job.id} has no account`);
    const { invoiceId, documentId } = job.payload;
    const answer = await step<HandoverAnswer | Skipped>('handover', async () => {
      const { accessPoint } = deps;
      if (accessPoint === null) {
        return { outcome: 'skipped', reason: 'no access point is configured' };
      }
      const document = await prisma.eInvoiceDocument.findFirst({
        where: { id: documentId, accountId, invoiceId },
        select: { format: true, validationStatus: true, file: { select: { data: true } } },
      });
      if (!document) return { outcome: 'skipped', reason: 'the e-invoice is gone' };
      if (document.format !== 'peppol' || document.validationStatus !== 'valid') {
        return {
          outcome: 'skipped',
          reason: `the e-invoice is ${document.validationStatus} ${document.format}, not a valid Peppol BIS document`,
        };
      }
      const xml = Buffer.from(document.file.data).toString('utf8');
      return handOver(accessPoint, {
        xml,
        envelope: readPeppolEnvelope(xml),
        idempotencyKey: `faktura-einvoice-${accountId}-${documentId}`,
      });
    });
    const message = `Peppol handover of invoice ${invoiceId} (e-invoice ${documentId})`;
    if (answer.outcome === 'accepted')
      log.info(`${message}: accepted (${answer.messageId ?? '-'})`);
    else if (answer.outcome === 'refused') {
      log.error(`${message}: refused with ${answer.status}: ${answer.reason}`);
    } else log.info(`${message}: skipped, ${answer.reason}`);
  };
}
