import { createHash } from 'node:crypto';
import type { JobPayloads } from '@faktura/db';
import {
  type BookkeepingExportEvent,
  bookkeepingExportStatusesBefore,
  bookkeepingExportTransition,
} from '@faktura/domain';
import type { JobHandler } from '../../runner/job.types';
import { buildDatevFile } from './datev-file.builder';
import type { PdfRender } from './export-pdfs.archiver';

/**
 * Writes a bookkeeping export's booking file: status processing, the file built from the
 * export's documents (their PDFs archived where missing), then file, SHA-256 and status
 * finished in one update. An export already finished is left alone, so a second run changes
 * nothing; the last failed attempt leaves the export failed with its error.
 */
export function createBookkeepingExportHandler(deps: {
  publicUrl: string;
  render?: PdfRender;
}): JobHandler<JobPayloads['bookkeeping.export']> {
  return async ({ job, prisma, step }) => {
    const { exportId: id, accountId } = job.payload;
    const target = await prisma.bookkeepingExport.findFirst({
      where: { id, accountId },
      select: {
        id: true,
        accountId: true,
        kind: true,
        status: true,
        fromDate: true,
        toDate: true,
        createdAt: true,
      },
    });
    // Each move is a conditional update fenced by the statuses the machine moves from.
    const fence = (event: BookkeepingExportEvent) => ({
      id,
      accountId,
      status: { in: [...bookkeepingExportStatusesBefore(event)] },
    });
    if (!target || !bookkeepingExportStatusesBefore('started').includes(target.status)) return;
    await prisma.bookkeepingExport.updateMany({
      where: fence('started'),
      data: { status: bookkeepingExportTransition(target.status, 'started'), error: null },
    });
    try {
      const file = await buildDatevFile(prisma, target, deps);
      await step('store', async () => {
        const sha256 = createHash('sha256').update(file).digest('hex');
        await prisma.bookkeepingExport.updateMany({
          where: { ...fence('file_stored'), bookingFile: null },
          data: {
            bookingFile: Buffer.from(file),
            bookingFileSha256: sha256,
            status: bookkeepingExportTransition('processing', 'file_stored'),
          },
        });
      });
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        await prisma.bookkeepingExport.updateMany({
          where: fence('given_up'),
          data: {
            status: bookkeepingExportTransition('processing', 'given_up'),
            error: error instanceof Error ? error.message : String(error),
          },
        });
      }
      throw error;
    }
  };
}
