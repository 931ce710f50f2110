import type { PrismaClient } from '@faktura/db';

/** A customer and a project of it. */
export interface CustomerProject {
  companyId: number;
  projectId: number;
  identifier: string;
  name: string;
}

export interface CustomerProjectOptions {
  currency?: string;
  tags?: string[];
}

let made = 0;

/**
 * A customer and a project of it, made straight in the database: companies and projects belong
 * to other features than the tests that only need one to exist.
 */
export async function createCustomerAndProject(
  prisma: PrismaClient,
  accountId: number,
  options: CustomerProjectOptions = {},
): Promise<CustomerProject> {
  made += 1;
  const company = await prisma.company.create({
    data: { accountId, type: 'customer', name: `Kunde ${made} AG` },
  });
  const project = await prisma.project.create({
    data: {
      accountId,
      identifier: `PF${made}`,
      name: `Project ${made}`,
      companyId: company.id,
      currency: options.currency ?? 'EUR',
      tags: options.tags ?? [],
    },
  });
  return {
    companyId: company.id,
    projectId: project.id,
    identifier: project.identifier!,
    name: project.name,
  };
}

/** The id of a new customer project (see createCustomerAndProject). */
export async function createCustomerProject(
  prisma: PrismaClient,
  accountId: number,
  options: CustomerProjectOptions = {},
): Promise<number> {
  return (await createCustomerAndProject(prisma, accountId, options)).projectId;
}
