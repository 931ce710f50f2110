import type { PrismaClient } from '@faktura/db';
import { DocumentNotFoundError } from './document-not-found.error';

/** Which paper a document kind prints on when the request names none. */
export type LetterPaperDefault = 'white' | 'account_default';

/** A letter paper as a document prints it. */
export interface ChosenLetterPaper {
  name: string;
  html: string | null;
}

const select = { name: true, html: true } as const;

/**
 * The letter paper of one print: none when `blank`; an explicit id must exist in the account;
 * without one, offers and timesheets take the paper named White and invoices and reminders the
 * account's default paper, else White; without any of these the document is printed plain.
 */
export async function resolveLetterPaper(
  prisma: PrismaClient,
  accountId: number,
  choice: { letterPaperId: number | null; blank?: boolean; fallback: LetterPaperDefault },
): Promise<ChosenLetterPaper | null> {
  if (choice.blank) return null;
  const id = choice.letterPaperId;
  if (id !== null) {
    const paper = await prisma.letterPaper.findFirst({ where: { id, accountId }, select });
    if (!paper) {
      throw new DocumentNotFoundError(`letter paper ${id} not found in account ${accountId}`);
    }
    return paper;
  }
  if (choice.fallback === 'account_default') {
    const account = await prisma.account.findUnique({
      where: { id: accountId },
      select: { defaultLetterPaperId: true },
    });
    const defaultId = account?.defaultLetterPaperId ?? null;
    const paper =
      defaultId === null
        ? null
        : await prisma.letterPaper.findFirst({ where: { id: defaultId, accountId }, select });
    if (paper) return paper;
  }
  return prisma.letterPaper.findFirst({ where: { accountId, name: 'White' }, select });
}

/** The paper's HTML frame; the paper named White and an empty paper print plain. */
export function letterPaperFrame(paper: ChosenLetterPaper | null): string | null {
  if (!paper || paper.name === 'White' || !paper.html || paper.html.trim() === '') return null;
  return paper.html;
}
