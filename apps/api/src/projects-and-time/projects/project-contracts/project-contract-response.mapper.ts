import type { Prisma, ProjectContract } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../../../platform/serialization';
import type { ProjectContractResponse } from './dto/project-contract.response';

type Person = { id: number; firstname: string; lastname: string };

/** A contract with its user, as the project record embeds it. */
export type ContractWithUser = ProjectContract & { user: Person };

/** A contract with its user and project: the record of /projects/{project_id}/contracts. */
export type ProjectContractRow = ContractWithUser & {
  project: { id: number; name: string; currency: string };
};

/** The fields a project's `contracts` shows of each contract (the reference's summary). */
export interface ContractSummary {
  id: number;
  user_id: number;
  firstname: string;
  lastname: string;
  billable: boolean;
  active: boolean;
  budget: number | null;
  hourly_rate: number;
}

/** A contract as its project lists it; amounts as JSON numbers of the project's `currency`. */
export function toContractSummary(contract: ContractWithUser, currency: string): ContractSummary {
  const money = (value: Prisma.Decimal) => toApiNumber(value.toString(), currency);
  return {
    id: contract.id,
    user_id: contract.userId,
    firstname: contract.user.firstname,
    lastname: contract.user.lastname,
    billable: contract.billable,
    active: contract.active,
    budget: contract.budget === null ? null : money(contract.budget),
    hourly_rate: money(contract.hourlyRate),
  };
}

/** The API shape of a project contract. */
export function toProjectContractResponse(contract: ProjectContractRow): ProjectContractResponse {
  const { project } = contract;
  return {
    ...toContractSummary(contract, project.currency),
    project: { id: project.id, name: project.name },
    created_at: apiTimestamp(contract.createdAt),
    updated_at: apiTimestamp(contract.updatedAt),
  };
}
