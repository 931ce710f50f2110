import type { Prisma } from '@faktura/db';

/** The project as an activity or an expense shows it: its identity, billability and customer. */
export const PROJECT_REFERENCE = {
  id: true,
  identifier: true,
  name: true,
  billable: true,
  company: { select: { id: true, name: true } },
} as const satisfies Prisma.ProjectSelect;
