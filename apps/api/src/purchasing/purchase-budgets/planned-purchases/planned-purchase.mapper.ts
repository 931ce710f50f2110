import {
  amountInAccountCurrency,
  plannedPurchaseExhausted,
  plannedPurchaseSchedule,
  plannedPurchaseVariant,
  type PlannedPurchaseFrequency,
  toApiNumber,
} from '@faktura/domain';
import { accountToday } from '../../../projects-and-time/projects';
import { apiDate, apiTimestamp } from '../../../platform/serialization';
import type { PlannedPurchaseResponse } from './dto/planned-purchase.response';
import type { PlannedPurchaseRow } from './planned-purchases.repository';

/** An amount in `currency` as a JSON number, null staying null. */
const money = (amount: { toString(): string } | null, currency: string) =>
  amount === null ? null : toApiNumber(amount.toString(), currency);

/** The series, spent amounts and schedule of a planned purchase, as of `now`. */
function figures(row: PlannedPurchaseRow, now: Date) {
  const { currency, accountCurrency } = row;
  const frequency = row.frequency as PlannedPurchaseFrequency;
  const series = { date: apiDate(row.date), finishDate: apiDate(row.finishDate), frequency };
  const today = apiDate(accountToday(row.accountTimeZone, now));
  const spent = plannedPurchaseExhausted(
    currency,
    row.purchases.map((purchase) => ({
      currency: purchase.currency,
      netTotal: purchase.netTotal.toString(),
    })),
    accountCurrency,
  );
  const inAccountCurrency = amountInAccountCurrency(
    row.netTotal.toString(),
    currency,
    accountCurrency,
  );
  return {
    frequency,
    schedule: plannedPurchaseSchedule(series, today),
    net_total_in_account_currency: money(inAccountCurrency, accountCurrency),
    exhausted: money(spent.exhausted, currency)!,
    exhausted_in_account_currency: money(spent.exhaustedInAccountCurrency, accountCurrency),
  };
}

/** The API shape of a planned purchase (the reference's record), its schedule as of `now`. */
export function toPlannedPurchaseResponse(
  row: PlannedPurchaseRow,
  now: Date,
): PlannedPurchaseResponse {
  const { frequency, schedule, ...amounts } = figures(row, now);
  return {
    id: row.id,
    date: apiDate(row.date),
    active: schedule.active,
    finish_date: apiDate(row.finishDate),
    frequency,
    variant: plannedPurchaseVariant(frequency),
    title: row.title,
    info: row.info,
    net_total: toApiNumber(row.netTotal.toString(), row.currency),
    net_total_in_account_currency: amounts.net_total_in_account_currency,
    exhausted: amounts.exhausted,
    exhausted_in_account_currency: amounts.exhausted_in_account_currency,
    currency: row.currency,
    company: row.company,
    purchase_budget: row.purchaseBudget,
    user: row.user,
    purchases: row.purchases.map((purchase) => ({
      id: purchase.id,
      number: purchase.identifier,
      date: apiDate(purchase.date),
      net_total: toApiNumber(purchase.netTotal.toString(), purchase.currency),
      currency: purchase.currency,
      status: purchase.status,
    })),
    custom_properties: row.customProperties as Record<string, unknown>,
    create_on_recur: row.createOnRecur,
    recur_next_on: schedule.recurNextOn,
    updated_at: apiTimestamp(row.updatedAt),
    created_at: apiTimestamp(row.createdAt),
  };
}
