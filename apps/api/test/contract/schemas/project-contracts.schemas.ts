// The reference's project contract record (ProjectContract), its compact assigned project
// (GET /projects/assigned) and the contract of the operations Faktura shares with it.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  int,
  listOf,
  nullable,
  num,
  record,
  str,
  timestamp,
} from '../schema-builders';
import { namedRef } from './shared.schemas';

/** The reference's ProjectContract; Faktura adds nothing. */
export const projectContractRecord = record({
  id: int,
  user_id: int,
  firstname: str,
  lastname: str,
  billable: bool,
  active: bool,
  budget: nullable(num),
  hourly_rate: num,
  project: namedRef,
  created_at: timestamp,
  updated_at: timestamp,
});

/** A project of GET /projects/assigned, with the key's user's contract. */
export const assignedProjectRecord = record({
  id: int,
  identifier: nullable(str),
  name: str,
  active: bool,
  billable: bool,
  customer: namedRef,
  tasks: arrayOf(record({ id: int, name: str, active: bool, billable: bool })),
  contract: record({ user_id: int, active: bool }),
});

const CONTRACTS = '/projects/{project_id}/contracts';

export const PROJECT_CONTRACTS_CONTRACT: ContractGroup = {
  [`GET ${CONTRACTS}`]: { status: 200, body: listOf(projectContractRecord), paged: true },
  [`GET ${CONTRACTS}/{id}`]: { status: 200, body: projectContractRecord },
  [`POST ${CONTRACTS}`]: { status: 200, body: projectContractRecord },
  [`PUT ${CONTRACTS}/{id}`]: { status: 200, body: projectContractRecord },
  [`PATCH ${CONTRACTS}/{id}`]: { status: 200, body: projectContractRecord },
  // As the reference: 200 with the contract as it was.
  [`DELETE ${CONTRACTS}/{id}`]: { status: 200, body: projectContractRecord },
  // Not paged: the reference documents no paging parameters here.
  'GET /projects/assigned': { status: 200, body: listOf(assignedProjectRecord), paged: false },
};
