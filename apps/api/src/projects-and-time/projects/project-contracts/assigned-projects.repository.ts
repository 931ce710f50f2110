import { Injectable } from '@nestjs/common';
import { Prisma, type Project } from '@faktura/db';
import {
  AccountDbService,
  AccountScopedRepository,
  many,
  one,
  RecordQuery,
  referredBy,
  referringBy,
  VALUE,
} from '../../../platform/database';
import { ListQueryService } from '../../../platform/lists';
import { recordListing, RecordReads } from '../../../platform/repositories';
import type { AssignedProjectsQuery } from './dto/assigned-projects.query';

/** A project as GET /projects/assigned shows it: customer, tasks and who has contracts. */
export type AssignedProjectRow = Project & {
  company: { id: number; name: string };
  tasks: { id: number; name: string; active: boolean; billable: boolean }[];
  contracts: { userId: number; active: boolean }[];
};

/**
 * Every contract's user is embedded, not only the key's: a record query's text is constant (it
 * is prepared once), so the mapper picks the key's user's contract.
 */
export const ASSIGNED_PROJECT_RECORDS = new RecordQuery<AssignedProjectRow>('projects', {
  company: one('companies', { id: VALUE, name: VALUE }, referredBy('company_id')),
  tasks: many(
    'project_tasks',
    { id: VALUE, name: VALUE, active: VALUE, billable: VALUE },
    referringBy('project_id'),
    { orderBy: 'id' },
  ),
  contracts: many(
    'project_contracts',
    { userId: VALUE, active: VALUE },
    referringBy('project_id'),
    {
      orderBy: 'id',
    },
  ),
});

const ASSIGNED_PROJECTS_LISTING = recordListing<AssignedProjectsQuery, AssignedProjectRow>({
  table: 'projects',
  records: ASSIGNED_PROJECT_RECORDS,
  filters: (query) => (query.active === undefined ? [] : [Prisma.sql`active = ${query.active}`]),
});

/** The projects a user of the account is assigned to by an active contract. */
@Injectable()
export class AssignedProjectsRepository extends AccountScopedRepository {
  private readonly reads: RecordReads<{
    query: AssignedProjectsQuery;
    summary: AssignedProjectRow;
    row: AssignedProjectRow;
  }>;

  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db);
    this.reads = new RecordReads(db, lists, ASSIGNED_PROJECTS_LISTING);
  }

  /** The ids (ListQueryService), then their records in one statement. */
  async list(
    accountId: number,
    userId: number,
    query: AssignedProjectsQuery,
  ): Promise<AssignedProjectRow[]> {
    const assigned = Prisma.sql`id IN (SELECT project_id FROM project_contracts
      WHERE account_id = ${accountId} AND user_id = ${userId} AND active)`;
    return (await this.reads.page(accountId, query, [assigned])).rows;
  }
}
