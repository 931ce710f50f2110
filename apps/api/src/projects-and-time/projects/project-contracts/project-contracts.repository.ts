import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  one,
  RecordQuery,
  referredBy,
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
import type { ListProjectContractsQuery } from './dto/list-project-contracts.query';
import type { ProjectContractRow } from './project-contract-response.mapper';

/** What a contract's writes return with: its user and its project (the currency of its amounts). */
const WITH_REFERENCES = {
  user: { select: { id: true, firstname: true, lastname: true } },
  project: { select: { id: true, name: true, currency: true } },
} as const satisfies Prisma.ProjectContractInclude;

const CONTRACTS = accountTable((db) => db.projectContract, WITH_REFERENCES);

/** Contracts with their user and project (WITH_REFERENCES), in one statement. */
export const PROJECT_CONTRACT_RECORDS = new RecordQuery<ProjectContractRow>('project_contracts', {
  user: userOf('user_id'),
  project: one('projects', { id: VALUE, name: VALUE, currency: VALUE }, referredBy('project_id')),
});

const PROJECT_CONTRACT_LISTING = recordListing<ListProjectContractsQuery, ProjectContractRow>({
  table: 'project_contracts',
  records: PROJECT_CONTRACT_RECORDS,
});

/** The contracts of the projects of one account. */
@Injectable()
export class ProjectContractsRepository extends ListedTableRepository<
  TableTypesOf<typeof CONTRACTS>,
  ListingTypesOf<typeof PROJECT_CONTRACT_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, CONTRACTS, lists, PROJECT_CONTRACT_LISTING);
  }

  /**
   * Marks the project changed (a contract is part of its record) and answers its currency;
   * null when the account has no such project. The update locks the project's row until `tx`
   * ends, so contracts of one project are written one after the other and the one-per-user
   * check holds.
   */
  async touchProject(
    accountId: number,
    projectId: number,
    tx: AccountTx,
  ): Promise<{ currency: string } | null> {
    const rows = await tx.$queryRaw<{ currency: string }[]>`
      UPDATE projects SET updated_at = clock_timestamp()
      WHERE id = ${projectId} AND account_id = ${accountId}
      RETURNING currency`;
    return rows[0] ?? null;
  }

  /** Whether the user already has a contract for the project. */
  async userHasContract(accountId: number, projectId: number, userId: number, tx: AccountTx) {
    const count = await this.client(accountId, tx).projectContract.count({
      where: { projectId, userId },
    });
    return count > 0;
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
