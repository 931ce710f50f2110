import type { PrismaClient } from '@faktura/db';

let sequence = 0;

/**
 * A customer project of the account with its own company, made straight in the database:
 * projects and companies belong to other features than the ones a test is about.
 */
export async function createCustomerProject(
  prisma: PrismaClient,
  accountId: number,
  options: { currency?: string; tags?: string[] } = {},
): Promise<number> {
  const company = await prisma.company.create({
    data: { accountId, type: 'customer', name: `Kunde ${++sequence} AG` },
  });
  const project = await prisma.project.create({
    data: {
      accountId,
      identifier: `P${sequence}`,
      name: `Project ${sequence}`,
      companyId: company.id,
      currency: options.currency ?? 'EUR',
      tags: options.tags ?? [],
    },
  });
  return project.id;
}
