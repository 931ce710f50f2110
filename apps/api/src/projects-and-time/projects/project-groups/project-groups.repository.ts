import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  DECIMAL,
  lockRow,
  many,
  one,
  RecordQuery,
  referredBy,
  referringBy,
  type AccountTx,
  type TableTypesOf,
  userOf,
  VALUE,
} from '../../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../../platform/repositories';
import { ListQueryService } from '../../../platform/lists';
import type { ListProjectGroupsQuery } from './dto/list-project-groups.query';
import type { ProjectGroupRow } from './project-group-response.mapper';

const GROUP_PROJECT = {
  id: true,
  identifier: true,
  name: true,
  active: true,
  budget: true,
  currency: true,
} as const;

/** What a group's writes return with: its user, company and projects. */
const WITH_REFERENCES = {
  user: { select: { id: true, firstname: true, lastname: true } },
  company: { select: { id: true, name: true } },
  projects: { select: GROUP_PROJECT, orderBy: { id: 'asc' } },
} as const satisfies Prisma.ProjectGroupInclude;

const GROUPS = accountTable((db) => db.projectGroup, WITH_REFERENCES);

/** Groups with their user, company and projects (WITH_REFERENCES), in one statement. */
export const PROJECT_GROUP_RECORDS = new RecordQuery<ProjectGroupRow>('project_groups', {
  user: userOf('user_id'),
  company: one('companies', { id: VALUE, name: VALUE }, referredBy('company_id')),
  projects: many(
    'projects',
    { id: VALUE, identifier: VALUE, name: VALUE, active: VALUE, budget: DECIMAL, currency: VALUE },
    referringBy('project_group_id'),
    { orderBy: 'id' },
  ),
});

/** GET /projects/groups: `user_id` and `company_id`, one or several each. */
function groupConditions(query: ListProjectGroupsQuery): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.user_id) conditions.push(Prisma.sql`user_id = ANY(${query.user_id}::int[])`);
  if (query.company_id) conditions.push(Prisma.sql`company_id = ANY(${query.company_id}::int[])`);
  return conditions;
}

const PROJECT_GROUP_LISTING = recordListing({
  table: 'project_groups',
  records: PROJECT_GROUP_RECORDS,
  filters: groupConditions,
});

/** The project groups of one account. */
@Injectable()
export class ProjectGroupsRepository extends ListedTableRepository<
  TableTypesOf<typeof GROUPS>,
  ListingTypesOf<typeof PROJECT_GROUP_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, GROUPS, lists, PROJECT_GROUP_LISTING);
  }

  /**
   * Locks the group row until `tx` ends and says whether it exists: assigning a project takes a
   * share lock on it, so no project can join the group between the delete's check and the delete.
   */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'project_groups', accountId, id);
  }

  countProjects(accountId: number, id: number, tx: AccountTx): Promise<number> {
    return this.client(accountId, tx).project.count({ where: { projectGroupId: id } });
  }

  /** The account's currencies and its default one (a group's budget without a currency). */
  currencies(accountId: number, tx: AccountTx) {
    return this.client(accountId, tx).account.findFirstOrThrow({
      select: { currencies: true, defaultCurrency: true },
    });
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
