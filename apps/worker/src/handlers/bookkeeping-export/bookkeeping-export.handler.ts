import { createHash } from 'node:crypto';
import type { JobPayloads } from '@faktura/db';
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
    if (!target || target.status === 'finished') return;
    await prisma.bookkeepingExport.updateMany({
      where: { id, accountId, status: { not: 'finished' } },
      data: { status: 'processing', error: null },
    });
    try {
      const file = await buildDatevFile(prisma, target, deps);
      await step('store', async () => {
        const sha256 = createHash('sha256').update(file).digest('hex');
        await prisma.bookkeepingExport.updateMany({
          where: { id, accountId, bookingFile: null },
          data: { bookingFile: Buffer.from(file), bookingFileSha256: sha256, status: 'finished' },
        });
      });
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        await prisma.bookkeepingExport.updateMany({
          where: { id, accountId, status: { not: 'finished' } },
          data: { status: 'failed', error: error instanceof Error ? error.message : String(error) },
        });
      }
      throw error;
    }
  };
}
