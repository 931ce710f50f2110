import type { PrismaClient } from '@faktura/db';
import { DocumentNotFoundError } from './document-not-found.error';
import { resolveLetterPaper } from './letter-paper.resolver';
import { accountWithLogo } from './letterhead.builder';
import { documentUserFields } from './person.placeholders';

export { DocumentNotFoundError } from './document-not-found.error';

/** Loads an offer with everything its document prints, or throws when the account has none. */
export async function loadOfferForDocument(
  prisma: PrismaClient,
  accountId: number,
  offerId: number,
  letterPaperId: number | null,
  blank = false,
) {
  const offer = await prisma.offer.findFirst({
    where: { id: offerId, accountId },
    include: {
      positions: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
      account: accountWithLogo,
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
  const letterPaper = await resolveLetterPaper(prisma, accountId, {
    letterPaperId,
    blank,
    fallback: 'white',
  });
  return { ...offer, letterPaper };
}

/** The offer with its relations and the letter paper chosen for this print. */
export type OfferForDocument = Awaited<ReturnType<typeof loadOfferForDocument>>;
