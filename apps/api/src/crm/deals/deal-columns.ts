import { roundMoney, toDecimal } from '@faktura/domain';
import { toDateColumn } from '../../platform/input';
import type { UpdateDealDto } from './dto/update-deal.dto';

/** company_id, or its alias customer_id when only that is sent. */
export function companyInput(input: UpdateDealDto): number | null | undefined {
  return input.company_id !== undefined ? input.company_id : input.customer_id;
}

/** The columns taken as sent: a value sets, null clears, absence keeps. */
export function dealColumns(input: UpdateDealDto) {
  return {
    companyId: companyInput(input),
    dealCategoryId: input.deal_category_id,
    contactId: input.person_id,
    reminderDate: dateColumn(input.reminder_date),
    closedOn: dateColumn(input.closed_on),
    info: input.info,
    servicePeriodFrom: dateColumn(input.service_period_from),
    servicePeriodTo: dateColumn(input.service_period_to),
  };
}

function dateColumn(value: string | null | undefined): Date | null | undefined {
  return value == null ? value : toDateColumn(value);
}

/** The stored value, rounded to the currency; null clears it, undefined leaves it unchanged. */
export function money(value: number | string | null | undefined, currency: string) {
  if (value === undefined || value === null) return value;
  return roundMoney(toDecimal(value, 'money'), currency).toString();
}
