import type { PrismaClient } from '@faktura/db';
import { DocumentNotFoundError } from './document-not-found.error';
import { resolveLetterPaper } from './letter-paper.resolver';
import { accountWithLogo } from './letterhead.builder';
import { documentUserFields } from './person.placeholders';

/**
 * Loads an order confirmation with everything its document prints, or throws when the account
 * has none. Its content (address, texts, currency, VAT, positions) is its own copy; of the offer
 * it reads the number and date it names and what the offer variables need (due date, internal
 * contact, approval link).
 */
export async function loadOfferConfirmationForDocument(
  prisma: PrismaClient,
  accountId: number,
  confirmationId: number,
  letterPaperId: number | null,
  blank = false,
) {
  const confirmation = await prisma.offerConfirmation.findFirst({
    where: { id: confirmationId, accountId },
    include: {
      positions: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
      account: accountWithLogo,
      company: true,
      contact: true,
      vatCode: true,
      user: { select: documentUserFields },
      offer: {
        select: {
          identifier: true,
          date: true,
          dueDate: true,
          internalContact: { select: documentUserFields },
          customerApproval: { select: { token: true } },
        },
      },
    },
  });
  if (!confirmation) {
    throw new DocumentNotFoundError(
      `offer confirmation ${confirmationId} not found in account ${accountId}`,
    );
  }
  // The reference prints confirmations on the account's default paper, as invoices.
  const letterPaper = await resolveLetterPaper(prisma, accountId, {
    letterPaperId,
    blank,
    fallback: 'account_default',
  });
  return { ...confirmation, letterPaper };
}

/** The confirmation with its relations and the letter paper chosen for this print. */
export type OfferConfirmationForDocument = Awaited<
  ReturnType<typeof loadOfferConfirmationForDocument>
>;
