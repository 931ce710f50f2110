import { Prisma, type JobPayloads, type PrismaClient } from '@faktura/db';
import { matchPrefillSupplier, readDraftPrefill, type DraftPrefill } from '@faktura/domain';
import type { JobHandler } from '../../runner/job.types';
import { readPdfText } from './pdf-text.reader';
import { ownIdentifiers, supplierCandidates } from './prefill-references.source';

type Payload = JobPayloads['purchase-drafts.prefill'];

/** What the job writes: the facts read (status `done`) or why nothing was read (`none`). */
type PrefillOutcome =
  { status: 'done'; prefill: DraftPrefill } | { status: 'none'; prefill: { error: string } | null };

async function readDocument(
  prisma: PrismaClient,
  accountId: number,
  fileId: number | null,
): Promise<PrefillOutcome> {
  const file =
    fileId === null
      ? null
      : await prisma.storedFile.findFirst({
          where: { id: fileId, accountId },
          select: { contentType: true, data: true },
        });
  // No file or an image: nothing to read (OCR of images is not part of the prefill).
  if (!file || file.contentType.startsWith('image/')) return { status: 'none', prefill: null };
  const text = await readPdfText(file.data);
  if ('error' in text) return { status: 'none', prefill: { error: text.error } };
  const facts = readDraftPrefill(text.pages, await ownIdentifiers(prisma, accountId));
  const candidates = await supplierCandidates(prisma, accountId, facts);
  return { status: 'done', prefill: matchPrefillSupplier(facts, candidates) };
}

const certainAmount = (field: DraftPrefill['gross_total']) =>
  field?.certain ? new Prisma.Decimal(field.value) : null;

/**
 * `purchase-drafts.prefill`: reads the draft's document (a PDF's text layer) with the domain's
 * prefill rules, matches the supplier among the account's suppliers, and writes prefill,
 * status and the certain totals in one update, only while the draft exists and is `pending`:
 * a second run, or a run after the draft became a purchase, changes nothing.
 */
export const purchaseDraftPrefillHandler: JobHandler<Payload> = async ({ job, prisma }) => {
  const accountId = job.accountId;
  if (accountId === null) throw new Error(`job ${job.id} has no account`);
  const where = { id: job.payload.draftId, accountId, prefillStatus: 'pending' };
  const draft = await prisma.purchaseDraft.findFirst({ where, select: { fileId: true } });
  if (!draft) return;
  const outcome = await readDocument(prisma, accountId, draft.fileId);
  await prisma.purchaseDraft.updateMany({
    where,
    data:
      outcome.status === 'done'
        ? {
            prefillStatus: 'done',
            prefill: outcome.prefill as unknown as Prisma.InputJsonObject,
            netTotal: certainAmount(outcome.prefill.net_total),
            grossTotal: certainAmount(outcome.prefill.gross_total),
          }
        : { prefillStatus: 'none', prefill: outcome.prefill ?? Prisma.DbNull },
  });
};
