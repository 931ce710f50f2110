// The reference's approval record (Approval) and the contract of /approvals.
import type { ContractGroup } from '../contract-checker';
import {
  date,
  int,
  listOf,
  nullable,
  num,
  oneOf,
  record,
  str,
  timestamp,
} from '../schema-builders';
import { userRef } from './shared.schemas';

/** The reference's Approval; Faktura adds nothing (its targets are purchases). */
export const approvalRecord = record({
  id: int,
  status: oneOf('pending', 'approved', 'denied'),
  target_type: oneOf('invoice', 'purchase'),
  created_at: timestamp,
  updated_at: timestamp,
  decided_at: nullable(timestamp),
  note: nullable(str),
  deny_note: nullable(str),
  creator: nullable(userRef),
  approver: nullable(userRef),
  approver2: nullable(userRef),
  processed_by: nullable(userRef),
  target: record({ id: int, title: str, date, net_total: num, currency: str }),
});

export const APPROVALS_CONTRACT: ContractGroup = {
  'GET /approvals': { status: 200, body: listOf(approvalRecord), paged: true },
  'POST /approvals': { status: 200, body: approvalRecord },
  'GET /approvals/{id}': { status: 200, body: approvalRecord },
  // As the reference: 200 with the approval as it was (conventions.md's 204 is for the
  // interface's resources).
  'DELETE /approvals/{id}': { status: 200, body: approvalRecord },
  'POST /approvals/{id}/approve': { status: 200, body: approvalRecord },
  'POST /approvals/{id}/deny': { status: 200, body: approvalRecord },
};
