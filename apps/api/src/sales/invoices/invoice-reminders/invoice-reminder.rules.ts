import {
  DomainError,
  type FieldErrorCollector,
  roundMoney,
  toDecimal,
  type Decimal,
  type RuleCheck,
} from '@faktura/domain';

/** What the reminder rules read of an invoice. */
export interface RemindedInvoice {
  status: string;
  /** This invoice was cancelled by a reversal invoice. */
  reversed: boolean;
  /** This invoice is itself a reversal invoice. */
  is_reversal: boolean;
}

/**
 * Reminders (and their e-mails) exist only for money still owed on a regular invoice: not for
 * drafts, paid invoices, reversed (cancelled) invoices or reversal invoices.
 */
export function canRemindInvoice(invoice: RemindedInvoice): RuleCheck {
  const refused = (message: string): RuleCheck => ({ ok: false, error: DomainError.rule(message) });
  if (invoice.status === 'draft') return refused('A draft invoice cannot get reminders');
  if (invoice.status === 'paid') return refused('The invoice is paid; reminders are not possible');
  if (invoice.reversed) return refused('A reversed invoice cannot get reminders');
  if (invoice.is_reversal) return refused('A reversal invoice cannot get reminders');
  return { ok: true };
}

/** The reminder's due date may not lie before its date (both `YYYY-MM-DD`). */
export function checkReminderDates(
  date: string,
  dueDate: string,
  errors: FieldErrorCollector,
): void {
  if (dueDate < date) errors.add('due_date', 'must not be before date');
}

/** The fee as stored: not negative, rounded to the invoice currency's minor unit. */
export function reminderFee(fee: number | string, currency: string): Decimal {
  const amount = toDecimal(fee, 'fee');
  if (amount.isNegative()) throw DomainError.validation({ fee: ['must not be negative'] });
  return roundMoney(amount, currency);
}
