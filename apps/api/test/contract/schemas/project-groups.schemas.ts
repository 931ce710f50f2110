// The reference's project group record (ProjectGroup) and the contract of its two reads; the
// writes are Faktura's own (contract-coverage's FAKTURA_ONLY).
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  customProperties,
  int,
  listOf,
  nullable,
  num,
  record,
  str,
  timestamp,
} from '../schema-builders';
import { namedRef, userRef } from './shared.schemas';

/** The reference's ProjectGroup; a group may have no user or company in Faktura. */
export const projectGroupRecord = record({
  id: int,
  name: str,
  user: nullable(userRef),
  company: nullable(namedRef),
  budget: num,
  currency: nullable(str),
  info: nullable(str),
  custom_properties: customProperties,
  customer_report_url: nullable(str),
  projects: arrayOf(
    record({ id: int, identifier: nullable(str), name: str, active: bool, budget: nullable(num) }),
  ),
  created_at: timestamp,
  updated_at: timestamp,
});

export const PROJECT_GROUPS_CONTRACT: ContractGroup = {
  'GET /projects/groups': { status: 200, body: listOf(projectGroupRecord), paged: true },
  'GET /projects/groups/{id}': { status: 200, body: projectGroupRecord },
};
