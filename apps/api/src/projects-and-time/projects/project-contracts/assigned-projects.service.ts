import { Injectable } from '@nestjs/common';
import type { AccountContext } from '../../../platform/auth';
import type { AssignedProjectsQuery } from './dto/assigned-projects.query';
import type { AssignedProjectResponse } from './dto/assigned-project.response';
import {
  type AssignedProjectRow,
  AssignedProjectsRepository,
} from './assigned-projects.repository';

/** The projects the key's user works on: those where the user has an active contract. */
@Injectable()
export class AssignedProjectsService {
  constructor(private readonly projects: AssignedProjectsRepository) {}

  /** Every matching project as a plain array: the reference does not page this list. */
  async list(
    account: AccountContext,
    query: AssignedProjectsQuery,
  ): Promise<AssignedProjectResponse[]> {
    const rows = await this.projects.list(account.accountId, account.userId, query);
    return rows.map((row) => toAssignedProjectResponse(row, account.userId));
  }
}

/** The API shape of an assigned project, with the contract of `userId`. */
function toAssignedProjectResponse(
  project: AssignedProjectRow,
  userId: number,
): AssignedProjectResponse {
  const contract = project.contracts.find((each) => each.userId === userId && each.active);
  return {
    id: project.id,
    identifier: project.identifier,
    name: project.name,
    active: project.active,
    billable: project.billable,
    customer: project.company,
    tasks: project.tasks,
    contract: { user_id: userId, active: contract?.active ?? false },
  };
}
