import type {
  DomainEvent,
  DomainEventType,
  RecordChange,
  RecordDeletion,
  RecordEntity,
  RecordsChange,
} from '../../platform/events';

/**
 * What an audit row can concern: a record entity, the account's own settings, its bookkeeping
 * or inbox settings, or a bookkeeping export. GET /audit_events filters by exactly these, and
 * the table below can name no other, so the filter knows every type the trail writes.
 */
export const AUDIT_RECORD_TYPES = [
  'offer',
  'invoice',
  'invoice_reminder',
  'invoice_payment',
  'purchase',
  'purchase_payment',
  'company',
  'account',
  'bookkeeping_settings',
  'bookkeeping_export',
  'inbox_settings',
  'purchase_payment_run',
  'sepa_mandate',
  'direct_debit_run',
  'dunning_settings',
] as const satisfies readonly (RecordEntity | CarriedRecordType)[];

export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** Record types without a reader: their events always carry the record. */
export type CarriedRecordType =
  | 'account'
  | 'bookkeeping_settings'
  | 'bookkeeping_export'
  | 'inbox_settings'
  | 'purchase_payment_run'
  | 'direct_debit_run'
  | 'dunning_settings';

/**
 * One record an event wrote: its type and id, the record as GET answers it when the event
 * carries it, and whether the event deletes it (then its row has no snapshot).
 */
export interface AuditedRecord {
  recordType: AuditRecordType;
  id: number;
  record?: object;
  deleted?: boolean;
}

type Audit<T extends DomainEventType> = (event: DomainEvent<T>) => readonly AuditedRecord[];

const one =
  (recordType: AuditRecordType) =>
  ({ id, record }: RecordChange): AuditedRecord[] => [{ recordType, id, record }];
const each =
  (recordType: AuditRecordType) =>
  ({ ids, records }: RecordsChange): AuditedRecord[] =>
    ids.map((id) => ({ recordType, id, record: records?.get(id) }));
const gone = (recordType: AuditRecordType, id: number): AuditedRecord => ({
  recordType,
  id,
  deleted: true,
});
const deleted =
  (recordType: AuditRecordType) =>
  ({ id }: RecordDeletion): AuditedRecord[] => [gone(recordType, id)];

/**
 * The events the audit trail records, and the records each one wrote (one row per record per
 * event). Adding an event to the trail is one line here; the compiler then asks
 * event-subscribers.ts to list AuditLog for it.
 */
export const AUDITED_EVENTS = {
  'offer.created': one('offer'),
  'offer.changed': one('offer'),
  'offer.assigned': one('offer'),
  'offer.status_changed': one('offer'),
  'offer.sent': one('offer'),
  'offer.approval_activated': one('offer'),
  'offer.approval_deactivated': one('offer'),
  'offer.approved_by_customer': one('offer'),
  'offer.billed': one('offer'),
  'offer.deleted': deleted('offer'),

  'invoice.created': one('invoice'),
  'invoice.status_changed': one('invoice'),
  'invoice.sent': one('invoice'),
  'invoice.reversed': (event) => [...one('invoice')(event), ...one('invoice')(event.reversal)],
  'invoice.debt_collection_changed': one('invoice'),
  'invoice.debt_collection_ended': one('invoice'),
  'invoice.deleted': ({ id, paymentIds, reminderIds }) => [
    ...paymentIds.map((payment) => gone('invoice_payment', payment)),
    ...reminderIds.map((reminder) => gone('invoice_reminder', reminder)),
    gone('invoice', id),
  ],
  'invoices.settled': each('invoice'),
  'invoice_payments.created': each('invoice_payment'),
  'invoice_payment.changed': one('invoice_payment'),
  'invoice_payment.deleted': deleted('invoice_payment'),
  'invoice_reminder.created': one('invoice_reminder'),
  'invoice_reminder.sent': one('invoice_reminder'),
  'invoice_reminder.deleted': deleted('invoice_reminder'),

  'purchase.created': one('purchase'),
  'purchase.changed': one('purchase'),
  'purchase.status_changed': one('purchase'),
  'purchase.document_stored': one('purchase'),
  'purchase.approvals_requested': one('purchase'),
  'purchase.approval_decided': one('purchase'),
  'purchase.approval_withdrawn': one('purchase'),
  'purchase.item_assigned': one('purchase'),
  'purchase.deleted': deleted('purchase'),
  'purchases.settled': each('purchase'),
  'purchase_payments.created': each('purchase_payment'),
  'purchase_payment.changed': one('purchase_payment'),
  'purchase_payment.deleted': deleted('purchase_payment'),

  'company.created': one('company'),
  'company.changed': one('company'),
  'company.address_changed': one('company'),
  'company.archived': one('company'),
  'company.unarchived': one('company'),
  'company.deleted': deleted('company'),

  'sepa_mandate.created': one('sepa_mandate'),
  'sepa_mandate.changed': one('sepa_mandate'),
  'sepa_mandate.deleted': deleted('sepa_mandate'),

  'account.changed': one('account'),
  'account.bookkeeping_changed': one('bookkeeping_settings'),
  'account.inbox_changed': one('inbox_settings'),
  'account.dunning_changed': one('dunning_settings'),
  'invoice.dunning_paused': one('invoice'),
  'invoice.dunning_resumed': one('invoice'),
  // Removed with the settings as they were: the row's `before`.
  'account.inbox_removed': ({ id, record }: RecordChange) => [
    { recordType: 'inbox_settings', id, record, deleted: true },
  ],
  'bookkeeping_export.created': one('bookkeeping_export'),
  'purchase_payment_run.created': one('purchase_payment_run'),
  'purchase_payment_run.deleted': ({ id, record }: RecordChange) => [
    { recordType: 'purchase_payment_run', id, record, deleted: true },
  ],
  'direct_debit_run.created': one('direct_debit_run'),
} as const satisfies { [T in DomainEventType]?: Audit<T> };

export type AuditedEventType = keyof typeof AUDITED_EVENTS;

/** The records the audited event `event` wrote, in the order their rows are appended. */
export function auditedRecordsOf(event: DomainEvent<AuditedEventType>): readonly AuditedRecord[] {
  return (AUDITED_EVENTS[event.type] as Audit<AuditedEventType>)(event);
}
