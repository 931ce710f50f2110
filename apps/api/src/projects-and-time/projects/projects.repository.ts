import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  type TableTypesOf,
  DECIMAL,
  many,
  one,
  referredBy,
  referringBy,
  TIME,
  USER_REFERENCE,
  userOf,
  VALUE,
  RecordQuery,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { projectListConditions } from './project-list.filters';
import { ListQueryService } from '../../platform/lists';
const PERSON = { select: { id: true, firstname: true, lastname: true } } as const;

/** The references a project response shows, loaded with every project. */
const WITH_REFERENCES = {
  company: { select: { id: true, name: true } },
  leader: PERSON,
  coLeader: PERSON,
  billingContact: PERSON,
  contact: PERSON,
  secondaryContact: PERSON,
  deal: { select: { id: true, name: true } },
  tasks: { orderBy: { id: 'asc' } },
  contracts: { include: { user: PERSON }, orderBy: { id: 'asc' } },
  projectGroup: { select: { id: true, name: true } },
} as const satisfies Prisma.ProjectInclude;

/** A project with its customer, people, deal, tasks, contracts and group. */
export type ProjectRow = Prisma.ProjectGetPayload<{ include: typeof WITH_REFERENCES }>;

const PROJECTS = accountTable((db) => db.project, WITH_REFERENCES);

const contactOf = (column: string) => one('contacts', USER_REFERENCE, referredBy(column));

/** A contract's row with its user, as the project embeds it (WITH_REFERENCES' contracts). */
const CONTRACT_FIELDS = {
  id: VALUE,
  accountId: VALUE,
  projectId: VALUE,
  userId: VALUE,
  billable: VALUE,
  active: VALUE,
  budget: DECIMAL,
  hourlyRate: DECIMAL,
  createdAt: TIME,
  updatedAt: TIME,
  user: userOf('user_id'),
};

/** Projects with everything WITH_REFERENCES includes, in one statement. */
export const PROJECT_RECORDS = new RecordQuery<ProjectRow>('projects', {
  company: one('companies', { id: VALUE, name: VALUE }, referredBy('company_id')),
  leader: userOf('leader_id'),
  coLeader: userOf('co_leader_id'),
  billingContact: contactOf('billing_contact_id'),
  contact: contactOf('contact_id'),
  secondaryContact: contactOf('secondary_contact_id'),
  deal: one('deals', { id: VALUE, name: VALUE }, referredBy('deal_id')),
  tasks: many(
    'project_tasks',
    {
      id: VALUE,
      accountId: VALUE,
      projectId: VALUE,
      name: VALUE,
      description: VALUE,
      billable: VALUE,
      active: VALUE,
      hourlyRate: DECIMAL,
      budget: DECIMAL,
      revenueCategoryId: VALUE,
      createdAt: TIME,
      updatedAt: TIME,
    },
    referringBy('project_id'),
    { orderBy: 'id' },
  ),
  contracts: many('project_contracts', CONTRACT_FIELDS, referringBy('project_id'), {
    orderBy: 'id',
  }),
  projectGroup: one('project_groups', { id: VALUE, name: VALUE }, referredBy('project_group_id')),
});

/** How projects are listed: the records, the list's filters (project-list.filters.ts). */
const PROJECT_LISTING = recordListing({
  table: 'projects',
  records: PROJECT_RECORDS,
  filters: projectListConditions,
});

/** What refers to a project and keeps it from being deleted, by the API's resource name. */
export type ProjectUsage = Record<'activities' | 'expenses' | 'offers' | 'invoices', number>;

/** Projects of one account, and the account data their checks need. */
@Injectable()
export class ProjectsRepository extends ListedTableRepository<
  TableTypesOf<typeof PROJECTS>,
  ListingTypesOf<typeof PROJECT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, PROJECTS, lists, PROJECT_LISTING);
  }

  /**
   * Locks the project row until `tx` ends and says whether it exists: rows that refer to the
   * project need a share lock on it, so nothing new can use it between the check and the delete.
   */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'projects', accountId, id);
  }

  /** Counted one after another: queries of one transaction share its connection anyway. */
  async usage(accountId: number, id: number, tx?: AccountTx): Promise<ProjectUsage> {
    const db = this.client(accountId, tx);
    return {
      activities: await db.activity.count({ where: { projectId: id } }),
      expenses: await db.expense.count({ where: { projectId: id } }),
      offers: await db.offer.count({ where: { projectId: id } }),
      invoices: await db.invoice.count({ where: { projectId: id } }),
    };
  }

  /** Deletes the project (its tasks go with it) and leaves a tombstone for synchronisation. */
  delete(accountId: number, project: ProjectRow, userId: number, tx?: AccountTx): Promise<void> {
    return this.deleteWithTombstone(accountId, 'Project', project, userId, tx);
  }

  /** The account's currencies and time zone. */
  settings(accountId: number, tx?: AccountTx): Promise<{ currencies: string[]; timeZone: string }> {
    return this.client(accountId, tx).account.findFirstOrThrow({
      select: { currencies: true, timeZone: true },
    });
  }

  /**
   * Whether the account has the project group, locking it FOR KEY SHARE until `tx` ends, so it
   * cannot be deleted before the project that joins it is stored.
   */
  async shareGroup(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM project_groups WHERE id = ${id} AND account_id = ${accountId} FOR KEY SHARE`;
    return rows.length > 0;
  }

  /** The contact's company, or undefined when the account has no such contact. */
  async contactCompany(
    accountId: number,
    id: number,
    tx?: AccountTx,
  ): Promise<{ companyId: number | null } | undefined> {
    const contact = await this.client(accountId, tx).contact.findFirst({
      where: { id },
      select: { companyId: true },
    });
    return contact ?? undefined;
  }
}
