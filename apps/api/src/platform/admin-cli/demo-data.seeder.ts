import type { Company, Contact, PrismaClient, User } from '@faktura/db';
import { NumberingService } from '../numbering';
import { scopeToAccount } from '../database';
import { CliFailure } from './cli.errors';
import { sampleCustomProperties } from './custom-property.samples';
import {
  DEMO_CUSTOMERS,
  DEMO_SUPPLIERS,
  DEMO_TAG,
  DEMO_TEAM,
  type DemoCompany,
  type DemoPerson,
} from './demo-data.catalog';
import { DemoProjectsSeeder, type SeededProjects } from './demo-projects.seeder';
import { emailName, type SeedContext } from './demo-seed.context';

const COMPANIES_PER_BATCH = DEMO_CUSTOMERS.length + DEMO_SUPPLIERS.length;

export interface DemoDataSummary extends SeededProjects {
  batch: number;
  users: number;
  newUsers: number;
  customers: number;
  suppliers: number;
  contacts: number;
}

/**
 * seed-demo: a realistic batch of customers, suppliers, contacts, team members, projects with
 * tasks, recent activities and expenses, all in one transaction. Running it again adds another
 * batch (names get " (2)", " (3)", ...); team members are matched by e-mail and reused.
 */
export class DemoDataSeeder {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly numbering = new NumberingService(),
  ) {}

  async seed(accountId: number, now = new Date()): Promise<DemoDataSummary> {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return scopeToAccount(this.prisma, accountId).$transaction(
      async (tx) => {
        const account = await tx.account.findFirst();
        if (!account) throw new CliFailure(`account ${accountId} not found`);
        const definitions = await tx.customFieldDefinition.findMany({ orderBy: { id: 'asc' } });
        const seeded = await tx.company.count({ where: { tags: { has: DEMO_TAG } } });
        const batch = Math.floor(seeded / COMPANIES_PER_BATCH) + 1;
        const context: SeedContext = {
          tx,
          account,
          today,
          suffix: batch === 1 ? '' : ` (${batch})`,
          customFields: (entity, index) =>
            sampleCustomProperties(
              definitions.filter((definition) => definition.entity === entity),
              index,
              today,
            ),
        };
        const team = await this.team(context);
        const customers = await this.companies(context, 'customer', DEMO_CUSTOMERS);
        const suppliers = await this.companies(context, 'supplier', DEMO_SUPPLIERS);
        const contacts = await this.contacts(context, [...customers, ...suppliers]);
        const projects = await new DemoProjectsSeeder(this.numbering).seed(
          context,
          team.users,
          customers.map((entry) => entry.company),
          contacts,
        );
        return {
          batch,
          users: team.users.length,
          newUsers: team.created,
          customers: customers.length,
          suppliers: suppliers.length,
          contacts: contacts.length,
          ...projects,
        };
      },
      // About 80 statements: the 5 s default suits API requests, not a batch on a busy server.
      { maxWait: 10_000, timeout: 120_000 },
    );
  }

  private async team({ tx, account }: SeedContext): Promise<{ users: User[]; created: number }> {
    const users: User[] = [];
    let created = 0;
    for (const member of DEMO_TEAM) {
      const email = `${emailName(member)}@${account.slug}.example`;
      const existing = await tx.user.findFirst({ where: { email } });
      if (!existing) created++;
      users.push(
        existing ??
          (await tx.user.create({
            data: {
              accountId: account.id,
              firstname: member.firstname,
              lastname: member.lastname,
              email,
            },
          })),
      );
    }
    return { users, created };
  }

  private async companies(
    context: SeedContext,
    type: 'customer' | 'supplier',
    catalog: DemoCompany[],
  ): Promise<{ company: Company; people: DemoPerson[] }[]> {
    const { tx, account, suffix } = context;
    // Accounting numbers continue after the highest in use: debitors 10001.., creditors 70001..
    const highest = await tx.company.aggregate({ _max: { debitNumber: true, creditNumber: true } });
    let next =
      type === 'customer'
        ? (highest._max.debitNumber ?? 10000) + 1
        : (highest._max.creditNumber ?? 70000) + 1;
    const result: { company: Company; people: DemoPerson[] }[] = [];
    for (const [index, entry] of catalog.entries()) {
      const currency =
        entry.currency && account.currencies.includes(entry.currency)
          ? entry.currency
          : account.defaultCurrency;
      const domain = new URL(entry.website).hostname;
      const company = await tx.company.create({
        data: {
          accountId: account.id,
          type,
          name: `${entry.name}${suffix}`,
          address: entry.address,
          email: `${type === 'customer' ? 'rechnung' : 'info'}@${domain}`,
          phone: entry.phone,
          website: entry.website,
          countryCode: entry.countryCode,
          vatIdentifier: entry.vatIdentifier,
          currency,
          invoiceDueDays: entry.invoiceDueDays,
          debitNumber: type === 'customer' ? next : null,
          creditNumber: type === 'supplier' ? next : null,
          tags: [...entry.tags, DEMO_TAG],
          customProperties: context.customFields('Company', index),
        },
      });
      next++;
      result.push({ company, people: entry.contacts });
    }
    return result;
  }

  private async contacts(
    context: SeedContext,
    companies: { company: Company; people: DemoPerson[] }[],
  ): Promise<Contact[]> {
    const contacts: Contact[] = [];
    for (const { company, people } of companies) {
      const domain = company.website ? new URL(company.website).hostname : 'example.com';
      for (const [position, person] of people.entries()) {
        contacts.push(
          await context.tx.contact.create({
            data: {
              accountId: context.account.id,
              companyId: company.id,
              firstname: person.firstname,
              lastname: person.lastname,
              salutation: `${person.female ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${person.lastname}`,
              jobPosition: person.jobPosition,
              email: `${emailName(person)}@${domain}`,
              phone: company.phone,
              // The first person of a customer receives its invoices by default.
              defaultInvoiceRecipient: company.type === 'customer' && position === 0,
              defaultOfferRecipient: company.type === 'customer' && position === 0,
              tags: position === 0 ? ['decision-maker'] : [],
              customProperties: context.customFields('Contact', contacts.length),
            },
          }),
        );
      }
    }
    return contacts;
  }
}
