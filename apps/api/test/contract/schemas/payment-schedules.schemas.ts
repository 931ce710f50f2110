// The reference's payment schedule record and the contract of the project payment schedules.
import type { ContractGroup } from '../contract-checker';
import {
  bool,
  date,
  int,
  listOf,
  nullable,
  num,
  record,
  recordWithExtensions,
  str,
  timestamp,
} from '../schema-builders';

/** The reference's payment schedule, plus Faktura's invoice_id (the invoice that billed it). */
export const paymentScheduleRecord = recordWithExtensions(
  {
    id: int,
    date,
    title: nullable(str),
    net_total: num,
    checked: bool,
    billed: bool,
    description: nullable(str),
    project: record({ id: int, identifier: nullable(str), name: str }),
    created_at: timestamp,
    updated_at: timestamp,
  },
  { invoice_id: nullable(int) },
);

const one = { status: 200, body: paymentScheduleRecord } as const;

export const PAYMENT_SCHEDULES_CONTRACT: ContractGroup = {
  'GET /projects/payment_schedules': {
    status: 200,
    body: listOf(paymentScheduleRecord),
    paged: true,
  },
  'GET /projects/{project_id}/payment_schedules': {
    status: 200,
    body: listOf(paymentScheduleRecord),
    paged: true,
  },
  'POST /projects/{project_id}/payment_schedules': one,
  'GET /projects/{project_id}/payment_schedules/{id}': one,
  'PUT /projects/{project_id}/payment_schedules/{id}': one,
  'PATCH /projects/{project_id}/payment_schedules/{id}': one,
  // As the reference: 200 with the schedule as it was.
  'DELETE /projects/{project_id}/payment_schedules/{id}': one,
};
