import { roundMoney } from '@faktura/domain';
import { toDateColumn } from '../../platform/input';
import type {
  PaymentColumns,
  PaymentInput,
  PaymentParent,
  PaymentParentRow,
  PaymentTableTypes,
} from './payment.parent';

/** Field name to messages, collected over a whole request (or a whole bulk batch). */
export type FieldErrors = Record<string, string[]>;

/** The parts of a PaymentParent the input check reads. */
export type PaymentRules = Pick<
  PaymentParent<PaymentTableTypes, never, unknown>,
  'noun' | 'parentField' | 'amountField' | 'otherCurrency'
>;

/**
 * The columns of a new payment (`current` null) or a changed one, checked against the parent
 * it will belong to (`parent`: undefined when it does not exist or is another account's). A
 * payment is always in its parent's currency and its amount is rounded to that currency's minor
 * unit, so paid sums compare exactly with gross totals. Problems go into `errors`, named with
 * `prefix` (`[2].` for bulk entries); the result is null when there was one.
 */
export function paymentColumns(
  rules: PaymentRules,
  input: PaymentInput,
  parent: Pick<PaymentParentRow, 'id' | 'currency'> | undefined,
  current: PaymentColumns | null,
  errors: FieldErrors,
  prefix = '',
): PaymentColumns | null {
  const fail = (field: string, message: string) => {
    (errors[`${prefix}${field}`] ??= []).push(message);
    return null;
  };
  if (!parent) return fail(rules.parentField, 'does not exist');
  const { currency } = parent;
  if (input.currency != null && input.currency !== currency)
    return fail('currency', `must be the currency of the ${rules.noun}`);
  const confirmed = rules.otherCurrency.confirmedByCurrency && input.currency != null;
  if (!confirmed && current && current.currency !== currency)
    return fail(rules.parentField, rules.otherCurrency.message);
  // The DTO requires date and amount on create; on update the stored ones stay.
  const date = input.date != null ? toDateColumn(input.date) : current?.date;
  if (!date) return fail('date', 'is required');
  const amount = input.amount ?? current?.amount;
  if (amount === undefined) return fail(rules.amountField, 'is required');
  const rounded = roundMoney(amount, currency);
  if (rounded.isZero())
    return fail(rules.amountField, `must not be zero in the ${rules.noun} currency`);
  return {
    parentId: parent.id,
    date,
    amount: rounded.toString(),
    currency,
    description:
      input.description !== undefined ? input.description : (current?.description ?? null),
  };
}
