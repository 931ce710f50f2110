import type { TagContext, WebhookTarget } from '@faktura/db';
import type {
  DomainEvent,
  DomainEventType,
  RecordChange,
  RecordDeletion,
  RecordsChange,
  TaggedRecords,
} from '../../platform/events';

/** What hooks of one target are told: records created or updated, or records deleted. */
export type WebhookRecords =
  | {
      target: WebhookTarget;
      event: 'create' | 'update';
      ids: readonly number[];
      loaded?: ReadonlyMap<number, object>;
    }
  | { target: WebhookTarget; event: 'delete'; records: readonly RecordDeletion[] };

type Told<T extends DomainEventType> = (event: DomainEvent<T>) => readonly WebhookRecords[];

const one = (target: WebhookTarget, event: 'create' | 'update', { id, record }: RecordChange) =>
  ({ target, event, ids: [id], loaded: record && new Map([[id, record]]) }) as const;

const created = (target: WebhookTarget) => (change: RecordChange) => [
  one(target, 'create', change),
];
const updated = (target: WebhookTarget) => (change: RecordChange) => [
  one(target, 'update', change),
];
const createdEach =
  (target: WebhookTarget) =>
  ({ ids, records }: RecordsChange) =>
    [{ target, event: 'create', ids, loaded: records }] as const;
const updatedEach =
  (target: WebhookTarget) =>
  ({ ids, records }: RecordsChange) =>
    [{ target, event: 'update', ids, loaded: records }] as const;
const deleted =
  (target: WebhookTarget) =>
  ({ id, customProperties }: RecordDeletion) =>
    [{ target, event: 'delete', records: [{ id, customProperties }] }] as const;
const deletedAll = (target: WebhookTarget, ids: readonly number[]) =>
  ({ target, event: 'delete', records: ids.map((id) => ({ id })) }) as const;

/** The target of each tag context's records; users are no web hook target. */
const TAGGED_TARGETS: Record<TagContext, WebhookTarget | null> = {
  Company: 'Company',
  Contact: 'Contact',
  Project: 'Project',
  Deal: 'Deal',
  Purchase: 'Purchase',
  Invoice: 'Invoice',
  Offer: 'Offer',
  User: null,
};

/** Records whose tags changed are updated records (tags are part of them); tags have no hooks. */
const retagged = ({ context, ids }: TaggedRecords) => {
  const target = TAGGED_TARGETS[context];
  return target && ids.length > 0 ? ([{ target, event: 'update', ids }] as const) : [];
};

/**
 * What each domain event tells web hooks, in the order they are told (deliveries keep it). The
 * compiler requires an entry for every event type: a new event decides here which hooks hear
 * of it, if any (an empty list).
 */
export const WEBHOOK_EVENTS: { [T in DomainEventType]: Told<T> } = {
  'offer.created': created('Offer'),
  'offer.changed': updated('Offer'),
  'offer.assigned': updated('Offer'),
  'offer.status_changed': updated('Offer'),
  'offer.sent': updated('Offer'),
  'offer.approval_activated': updated('Offer'),
  'offer.approval_deactivated': updated('Offer'),
  'offer.approved_by_customer': updated('Offer'),
  'offer.billed': updated('Offer'),
  'offer.deleted': deleted('Offer'),
  // The reference has no web hook target for order confirmations; the offer's own events (its
  // status moved to accepted) tell Offer hooks, as a reminder does not update its invoice.
  'offer_confirmation.created': () => [],
  'offer_confirmation.changed': () => [],
  'offer_confirmation.deleted': () => [],

  'invoice.created': created('Invoice'),
  'invoice.status_changed': updated('Invoice'),
  'invoice.sent': updated('Invoice'),
  // The reversal invoice is new, the reversed one changed (it is reversed and locked now).
  'invoice.reversed': ({ id, reversal }) => [
    one('Invoice', 'create', reversal),
    one('Invoice', 'update', { id }),
  ],
  'invoice.debt_collection_changed': updated('Invoice'),
  'invoice.debt_collection_ended': updated('Invoice'),
  'invoice.deleted': ({ id, customProperties, paymentIds, reminderIds }) => [
    ...deleted('Invoice')({ id, customProperties }),
    deletedAll('Invoice::Payment', paymentIds),
    deletedAll('InvoiceReminder', reminderIds),
  ],
  'invoices.settled': updatedEach('Invoice'),
  'invoice_payments.created': createdEach('Invoice::Payment'),
  'invoice_payment.changed': updated('Invoice::Payment'),
  'invoice_payment.deleted': deleted('Invoice::Payment'),
  'invoice_reminder.created': created('InvoiceReminder'),
  'invoice_reminder.sent': updated('InvoiceReminder'),
  'invoice_reminder.deleted': deleted('InvoiceReminder'),

  'purchase.created': created('Purchase'),
  'purchase.changed': updated('Purchase'),
  'purchase.status_changed': updated('Purchase'),
  'purchase.document_stored': updated('Purchase'),
  'purchase.approvals_requested': updated('Purchase'),
  'purchase.approval_decided': updated('Purchase'),
  'purchase.approval_withdrawn': updated('Purchase'),
  'purchase.item_assigned': updated('Purchase'),
  'purchase.deleted': deleted('Purchase'),
  'purchases.settled': updatedEach('Purchase'),
  'purchase_payments.created': createdEach('Purchase::Payment'),
  'purchase_payment.changed': updated('Purchase::Payment'),
  'purchase_payment.deleted': deleted('Purchase::Payment'),

  'account.changed': () => [],
  'company.created': created('Company'),
  'company.changed': updated('Company'),
  'company.address_changed': updated('Company'),
  'company.archived': updated('Company'),
  'company.unarchived': updated('Company'),
  'company.deleted': deleted('Company'),
  'contact.created': created('Contact'),
  'contact.changed': updated('Contact'),
  'contact.deleted': deleted('Contact'),
  'deal.created': created('Deal'),
  'deal.changed': updated('Deal'),
  'deal.deleted': deleted('Deal'),
  // The reference has no web hooks for deal categories.
  'deal_category.created': () => [],
  'deal_category.changed': () => [],
  'deal_category.deleted': () => [],

  'project.created': created('Project'),
  'project.changed': updated('Project'),
  'project.billing_address_changed': updated('Project'),
  'project.report_shared': updated('Project'),
  'project.report_unshared': updated('Project'),
  'project.deleted': deleted('Project'),
  'project.archived': updated('Project'),
  'project.unarchived': updated('Project'),
  'project.group_changed': updated('Project'),
  // The reference has no web hook target for contracts and project groups; a contract changes
  // its project's updated_at, as a task does, without telling Project hooks.
  'project_contract.created': () => [],
  'project_contract.changed': () => [],
  'project_contract.deleted': () => [],
  'project_group.created': () => [],
  'project_group.changed': () => [],
  'project_group.deleted': () => [],
  'activity.created': created('Activity'),
  'activity.changed': updated('Activity'),
  'activity.deleted': deleted('Activity'),
  'activities.billed': updatedEach('Activity'),
  'activities.released': updatedEach('Activity'),
  'activities.created': createdEach('Activity'),
  'activities.disregarded': updatedEach('Activity'),
  // The activity whose timer the start stopped changed first.
  'activity.timer_started': ({ id, record, stopped }) => [
    ...(stopped === null ? [] : [one('Activity', 'update', { id: stopped })]),
    one('Activity', 'update', { id, record }),
  ],
  'expense.created': created('Expense'),
  'expense.changed': updated('Expense'),
  'expense.linked_to_purchase': updated('Expense'),
  'expense.deleted': deleted('Expense'),
  'expenses.created': createdEach('Expense'),
  'expenses.disregarded': updatedEach('Expense'),
  // Faktura has no RecurringExpense target (yet); the expenses they create are told as created.
  'recurring_expense.created': () => [],
  'recurring_expense.changed': () => [],
  'recurring_expense.recurred': ({ expense }) => [one('Expense', 'create', expense)],
  'recurring_expense.deleted': () => [],
  'expenses.billed': updatedEach('Expense'),
  'expenses.released': updatedEach('Expense'),
  // The reference's target Project::PaymentSchedule is not offered yet: hooks cannot watch them.
  'payment_schedule.created': () => [],
  'payment_schedule.changed': () => [],
  'payment_schedule.deleted': () => [],
  'payment_schedules.billed': () => [],
  'payment_schedules.released': () => [],

  'tag.created': () => [],
  'tag.changed': ({ retagged: records }) => retagged(records),
  'tag.deleted': ({ untagged }) => retagged(untagged),
  'taggings.changed': retagged,
  'comment.created': created('Comment'),
  'comments.created': createdEach('Comment'),
  'comment.changed': updated('Comment'),
  'comment.deleted': deleted('Comment'),
  // The reference has no web hook target for catalog services.
  'catalog_service.created': () => [],
  'catalog_service.changed': () => [],
  'catalog_service.deleted': () => [],
  'catalog_service.item_added': () => [],
  'catalog_service.item_changed': () => [],
  'catalog_service.item_removed': () => [],
  // The reference has no web hooks of units.
  'unit.created': () => [],
  'unit.changed': () => [],
  'unit.deleted': () => [],
  // The reference has no web hook target of receipts.
  'receipt.created': () => [],
  'receipt.changed': () => [],
  'receipt.deleted': () => [],
  // Nor of SEPA mandates (an extension).
  'sepa_mandate.created': () => [],
  'sepa_mandate.changed': () => [],
  'sepa_mandate.deleted': () => [],
  // The reference has no web hooks for the account's templates and rates.
  'task_template.created': () => [],
  'task_template.changed': () => [],
  'task_template.deleted': () => [],
  'expense_template.created': () => [],
  'expense_template.changed': () => [],
  'expense_template.deleted': () => [],
  'internal_hourly_rates.changed': () => [],
  // The reference has no web hooks of bookkeeping settings or exports.
  'account.bookkeeping_changed': () => [],
  'bookkeeping_export.created': () => [],
  // Nor of direct debit runs (an extension).
  'direct_debit_run.created': () => [],
  // Nor of the inbox's settings.
  'account.inbox_changed': () => [],
  'account.dunning_changed': () => [],
  'invoice.dunning_paused': updated('Invoice'),
  'invoice.dunning_resumed': updated('Invoice'),
  'account.inbox_removed': () => [],
  // Nor of payment runs: the purchases they pay tell theirs (purchase.changed).
  'purchase_payment_run.created': () => [],
  'purchase_payment_run.deleted': () => [],
};

/** What `event` tells web hooks, in order. */
export function webhookRecordsOf<T extends DomainEventType>(
  event: DomainEvent<T>,
): readonly WebhookRecords[] {
  const told: Told<T> = WEBHOOK_EVENTS[event.type];
  return told(event);
}
