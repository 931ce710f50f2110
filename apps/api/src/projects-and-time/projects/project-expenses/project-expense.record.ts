import type { Prisma } from '@faktura/db';
import { PROJECT_REFERENCE } from '../project-reference.select';

/** What an expense's record embeds: its project (with the company), user, category, purchase item. */
export const WITH_REFERENCES = {
  project: { select: PROJECT_REFERENCE },
  user: { select: { id: true, firstname: true, lastname: true } },
  revenueCategory: true,
  purchaseItem: {
    select: {
      id: true,
      title: true,
      netTotal: true,
      purchaseId: true,
      purchase: { select: { currency: true, documentFileId: true } },
    },
  },
} satisfies Prisma.ExpenseInclude;

/** An expense with its project, the project's company, user, category and purchase item. */
export type ExpenseRecord = Prisma.ExpenseGetPayload<{ include: typeof WITH_REFERENCES }>;
