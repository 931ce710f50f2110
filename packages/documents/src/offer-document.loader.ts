import type { PrismaClient } from '@faktura/db';

/** The offer or the letter paper asked for does not exist in the account. */
export class DocumentNotFoundError extends Error {
  override name = 'DocumentNotFoundError';
}

/** The fields of a user a document prints. */
export const documentUserFields = {
  firstname: true,
  lastname: true,
  email: true,
  phone: true,
  signatureImageFile: { select: { contentType: true, data: true } },
} as const;

/** Loads an offer with everything its document prints, or throws when the account has none. */
export async function loadOfferForDocument(
  prisma: PrismaClient,
  accountId: number,
  offerId: number,
  letterPaperId: number | null,
) {
  const offer = await prisma.offer.findFirst({
    where: { id: offerId, accountId },
    include: {
      positions: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
      account: true,
      company: true,
      contact: true,
      vatCode: true,
      user: { select: documentUserFields },
      internalContact: { select: documentUserFields },
      customerApproval: { select: { token: true } },
    },
  });
  if (!offer) throw new DocumentNotFoundError(`offer ${offerId} not found in account ${accountId}`);
  // The interface's default for offers is the paper named White, not the account's default.
  const letterPaper = await resolveLetterPaper(prisma, accountId, letterPaperId);
  return { ...offer, letterPaper };
}

/** The offer with its relations and the letter paper chosen for this print. */
export type OfferForDocument = Awaited<ReturnType<typeof loadOfferForDocument>>;

// An explicit id must exist in the account; without one the paper named White is used, and
// without that the document is printed plain.
async function resolveLetterPaper(prisma: PrismaClient, accountId: number, id: number | null) {
  const select = { name: true, html: true } as const;
  if (id !== null) {
    const paper = await prisma.letterPaper.findFirst({ where: { id, accountId }, select });
    if (!paper) {
      throw new DocumentNotFoundError(`letter paper ${id} not found in account ${accountId}`);
    }
    return paper;
  }
  return prisma.letterPaper.findFirst({ where: { accountId, name: 'White' }, select });
}
