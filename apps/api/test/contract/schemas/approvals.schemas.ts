// The reference's approval record (Approval) and the contract of /approvals.
import type { ContractGroup } from '../contract-checker';
import {
  date,
  EMPTY_BODY,
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
  // docs/reference/conventions.md: every DELETE but those of companies, projects and purchases
  // answers 204 (the reference's document shows a 200 with the record).
  'DELETE /approvals/{id}': { status: 204, body: EMPTY_BODY },
  'POST /approvals/{id}/approve': { status: 200, body: approvalRecord },
  'POST /approvals/{id}/deny': { status: 200, body: approvalRecord },
};
