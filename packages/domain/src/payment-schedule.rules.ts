import { DomainError } from './domain-error.js';
import { FieldErrorCollector } from './field-errors.collector.js';
import { type Decimal, MAX_AMOUNT, type Numeric, roundMoney, toDecimal } from './money.js';

/** What a payment schedule's write sends of its amount: the net total and maybe a currency. */
export interface PaymentScheduleAmountInput {
  netTotal?: Numeric | null;
  currency?: string | null;
}

/** The stored state of a payment schedule that decides what may change. */
export interface PaymentScheduleState {
  billed: boolean;
  date: string;
  netTotal: Numeric;
}

/**
 * The net total of a payment schedule as stored: in its project's currency (a `currency` sent
 * must be that one, there is no conversion), rounded to its minor unit. Null when none was sent.
 */
export function paymentScheduleNetTotal(
  input: PaymentScheduleAmountInput,
  projectCurrency: string,
): Decimal | null {
  const errors = new FieldErrorCollector();
  if (input.currency != null && input.currency !== projectCurrency)
    errors.add(
      'currency',
      `must be ${projectCurrency}: a payment schedule is always in its project's currency`,
    );
  const netTotal =
    input.netTotal == null
      ? null
      : roundMoney(toDecimal(input.netTotal, 'net_total'), projectCurrency);
  if (netTotal?.abs().gte(MAX_AMOUNT)) errors.add('net_total', 'is too large');
  errors.throwIfAny();
  return netTotal;
}

/**
 * A billed payment schedule is what its invoice billed: its date and net total stay as they
 * are (sending the same values again is no change); title, description and checked may change.
 */
export function checkPaymentScheduleChange(
  current: PaymentScheduleState,
  change: { date?: string | null; netTotal?: Decimal | null },
): void {
  if (!current.billed) return;
  const errors = new FieldErrorCollector();
  if (change.date != null && change.date !== current.date)
    errors.add('date', 'cannot change: the payment schedule is billed');
  if (change.netTotal != null && !change.netTotal.equals(toDecimal(current.netTotal, 'net_total')))
    errors.add('net_total', 'cannot change: the payment schedule is billed');
  errors.throwIfAny();
}

/** A billed payment schedule stays until its invoice is deleted or reversed. */
export function checkPaymentScheduleDeletion(current: Pick<PaymentScheduleState, 'billed'>): void {
  if (current.billed) throw DomainError.rule('A billed payment schedule cannot be deleted');
}
