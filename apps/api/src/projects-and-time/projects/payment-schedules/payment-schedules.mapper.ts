import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../../platform/serialization';
import type { PaymentScheduleResponse } from './dto/payment-schedule.response';
import type { PaymentScheduleRow } from './payment-schedules.repository';

/** The API shape of a payment schedule; its net total is stored rounded to the project's currency. */
export function toPaymentScheduleResponse(schedule: PaymentScheduleRow): PaymentScheduleResponse {
  const { project } = schedule;
  return {
    id: schedule.id,
    date: apiDate(schedule.date),
    title: schedule.title,
    net_total: toApiNumber(schedule.netTotal.toString()),
    checked: schedule.checked,
    billed: schedule.billed,
    description: schedule.description,
    project: { id: project.id, identifier: project.identifier, name: project.name },
    created_at: apiTimestamp(schedule.createdAt),
    updated_at: apiTimestamp(schedule.updatedAt),
    invoice_id: schedule.invoiceId,
  };
}
