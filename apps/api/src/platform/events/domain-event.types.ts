import type { TagContext } from '@faktura/db';

/** Who made a change: the account, and the user of its API key (null: nobody logged in). */
export interface EventActor {
  accountId: number;
  userId: number | null;
  /** The request's API key; absent or null for the worker, the admin CLI or a public page. */
  apiKeyId?: number | null;
}

/**
 * One record was created or changed. `record` is it as its GET answers it, when the writer has
 * just loaded it in the transaction (the response of the write), which spares subscribers
 * reading it again.
 */
export interface RecordChange {
  id: number;
  record?: object;
}

/** Several records of one entity changed together (possibly none); `records` as loaded, by ID. */
export interface RecordsChange {
  ids: readonly number[];
  records?: ReadonlyMap<number, object>;
}

/** An activity's timer started; `stopped`: the user's activity whose timer that stopped. */
export interface TimerStart extends RecordChange {
  stopped: number | null;
}

/**
 * A record is being deleted. Recorded just before the delete, in its transaction: subscribers
 * may still read the record, and what they write commits (or not) together with the delete.
 */
export interface RecordDeletion {
  id: number;
  /** As they were, when the writer has read them; a subscriber that needs them reads otherwise. */
  customProperties?: unknown;
}

/** An item of the catalog service `id` was added, changed or removed. */
export interface CatalogItemChange {
  id: number;
  itemId: number;
}

/** A deletion whose writer has read the record, custom properties included. */
export type ReadRecordDeletion = Required<RecordDeletion>;

/** Records of one tag context whose `tags` changed (possibly none). */
export interface TaggedRecords {
  context: TagContext;
  ids: readonly number[];
}

/**
 * Every domain event, named `<entity>.<fact>` (a plural entity: a fact about several records),
 * with its data. A new event is added here; the compiler then asks event-subscribers.ts, and
 * every subscriber's table, what it causes.
 */
export interface DomainEventData {
  'offer.created': RecordChange;
  'offer.changed': RecordChange;
  'offer.assigned': RecordChange;
  'offer.status_changed': RecordChange;
  'offer.sent': RecordChange;
  'offer.approval_activated': RecordChange;
  'offer.approval_deactivated': RecordChange;
  'offer.approved_by_customer': RecordChange;
  /** An invoice billed the offer (its status is billed or partially billed now). */
  'offer.billed': RecordChange;
  'offer.deleted': ReadRecordDeletion;
  /** An order confirmation was issued (POST /offer_confirmations or the customer's approval). */
  'offer_confirmation.created': RecordChange;
  'offer_confirmation.changed': RecordChange;
  'offer_confirmation.deleted': RecordDeletion;

  'invoice.created': RecordChange;
  'invoice.status_changed': RecordChange;
  'invoice.sent': RecordChange;
  /** The invoice `id` was reversed by the new invoice `reversal`. */
  'invoice.reversed': RecordChange & { reversal: RecordChange };
  /** Debt collection started, or its note changed. */
  'invoice.debt_collection_changed': RecordChange;
  'invoice.debt_collection_ended': RecordChange;
  /** Its payments and reminders go with it. */
  'invoice.deleted': ReadRecordDeletion & {
    paymentIds: readonly number[];
    reminderIds: readonly number[];
  };
  /** Payments moved the status of these invoices. */
  'invoices.settled': RecordsChange;
  'invoice_payments.created': RecordsChange;
  'invoice_payment.changed': RecordChange;
  'invoice_payment.deleted': RecordDeletion;
  'invoice_reminder.created': RecordChange;
  'invoice_reminder.sent': RecordChange;
  'invoice_reminder.deleted': RecordDeletion;

  'purchase.created': RecordChange;
  'purchase.changed': RecordChange;
  'purchase.status_changed': RecordChange;
  'purchase.document_stored': RecordChange;
  'purchase.approvals_requested': RecordChange;
  'purchase.approval_decided': RecordChange;
  /** An approval request was deleted (DELETE /approvals/{id}). */
  'purchase.approval_withdrawn': RecordChange;
  /** One of its items became (or was linked to) a project expense. */
  'purchase.item_assigned': RecordChange;
  'purchase.deleted': ReadRecordDeletion;
  /** Payments changed these purchases. */
  'purchases.settled': RecordsChange;
  'purchase_payments.created': RecordsChange;
  'purchase_payment.changed': RecordChange;
  'purchase_payment.deleted': RecordDeletion;

  /** PUT /account changed the account's own data (`id`: the account). */
  'account.changed': RecordChange;

  'company.created': RecordChange;
  'company.changed': RecordChange;
  /** A document's change_address wrote its recipient address to the company. */
  'company.address_changed': RecordChange;
  'company.archived': RecordChange;
  'company.unarchived': RecordChange;
  'company.deleted': RecordDeletion;
  'contact.created': RecordChange;
  'contact.changed': RecordChange;
  'contact.deleted': RecordDeletion;
  'deal.created': RecordChange;
  'deal.changed': RecordChange;
  'deal.deleted': ReadRecordDeletion;
  'deal_category.created': RecordChange;
  'deal_category.changed': RecordChange;
  'deal_category.deleted': RecordDeletion;

  'project.created': RecordChange;
  'project.changed': RecordChange;
  /** An invoice's change_address wrote its recipient address to the project. */
  'project.billing_address_changed': RecordChange;
  /** The customer report was shared under a new link (PUT /projects/{id}/share). */
  'project.report_shared': RecordChange;
  /** The customer report's link was removed (PUT /projects/{id}/disable_share). */
  'project.report_unshared': RecordChange;
  'project.deleted': ReadRecordDeletion;
  'project.archived': RecordChange;
  'project.unarchived': RecordChange;
  /** The project was put into a project group, or taken out of it. */
  'project.group_changed': RecordChange;
  /** A user was assigned to a project (`/projects/{id}/contracts`), changed or taken off it. */
  'project_contract.created': RecordChange;
  'project_contract.changed': RecordChange;
  'project_contract.deleted': RecordDeletion;
  'project_group.created': RecordChange;
  'project_group.changed': RecordChange;
  'project_group.deleted': RecordDeletion;
  'activity.created': RecordChange;
  'activity.changed': RecordChange;
  'activity.deleted': RecordDeletion;
  /** An invoice billed these activities. */
  'activities.billed': RecordsChange;
  /** A deleted or reversed invoice released these activities, to be billed again. */
  'activities.released': RecordsChange;
  /** POST /activities/bulk created these activities. */
  'activities.created': RecordsChange;
  /** POST /activities/disregard made these activities not billable. */
  'activities.disregarded': RecordsChange;
  'activity.timer_started': TimerStart;
  'expense.created': RecordChange;
  'expense.changed': RecordChange;
  /** A purchase item was assigned to the existing expense. */
  'expense.linked_to_purchase': RecordChange;
  'expense.deleted': ReadRecordDeletion;
  /** POST /projects/{id}/expenses/bulk created them. */
  'expenses.created': RecordsChange;
  /** They were taken out of billing (billable false) with a reason. */
  'expenses.disregarded': RecordsChange;
  'expenses.billed': RecordsChange;
  'expenses.released': RecordsChange;
  'payment_schedule.created': RecordChange;
  'payment_schedule.changed': RecordChange;
  'payment_schedule.deleted': RecordDeletion;
  /** An invoice billed these payment schedules. */
  'payment_schedules.billed': RecordsChange;
  /** A deleted or reversed invoice released these payment schedules, to be billed again. */
  'payment_schedules.released': RecordsChange;
  'recurring_expense.created': RecordChange;
  'recurring_expense.changed': RecordChange;
  /** The recurring expense `id` created the project expense `expense` (its next period). */
  'recurring_expense.recurred': RecordChange & { expense: RecordChange };
  'recurring_expense.deleted': ReadRecordDeletion;

  'tag.created': RecordChange;
  /** A renamed tag is renamed in the `tags` of the `retagged` records too. */
  'tag.changed': RecordChange & { retagged: TaggedRecords };
  /** The tag leaves the `tags` of the `untagged` records. */
  'tag.deleted': RecordDeletion & { untagged: TaggedRecords };
  /** Taggings (`/taggings/{type}/{id}`) changed the `tags` of these records. */
  'taggings.changed': TaggedRecords;
  'comment.created': RecordChange;
  /** POST /comments/bulk: one comment on each of several records. */
  'comments.created': RecordsChange;
  'comment.changed': RecordChange;
  'comment.deleted': RecordDeletion;
  'catalog_service.created': RecordChange;
  'catalog_service.changed': RecordChange;
  'catalog_service.deleted': RecordDeletion;
  /** The service `id` got the item `itemId`, changed it, or lost it. */
  'catalog_service.item_added': CatalogItemChange;
  'catalog_service.item_changed': CatalogItemChange;
  'catalog_service.item_removed': CatalogItemChange;
  'unit.created': RecordChange;
  'unit.changed': RecordChange;
  'unit.deleted': ReadRecordDeletion;
  'receipt.created': RecordChange;
  'receipt.changed': RecordChange;
  'receipt.deleted': RecordDeletion;
  /** A mandate was added, changed or revoked (`changed`), or deleted. */
  'sepa_mandate.created': RecordChange;
  'sepa_mandate.changed': RecordChange;
  'sepa_mandate.deleted': RecordDeletion;
  'task_template.created': RecordChange;
  'task_template.changed': RecordChange;
  'task_template.deleted': RecordDeletion;
  'expense_template.created': RecordChange;
  'expense_template.changed': RecordChange;
  'expense_template.deleted': RecordDeletion;
  /** The internal hourly rates of these users (`ids`) in `year` were set. */
  'internal_hourly_rates.changed': RecordsChange & { year: number };
  /** PUT /account/bookkeeping changed the account's bookkeeping settings (`id`: the account). */
  'account.bookkeeping_changed': RecordChange;
  /** The inbox settings were set or changed (`record` without the password), or removed. */
  'account.inbox_changed': RecordChange;
  'account.inbox_removed': RecordChange;
  /** PUT /account/dunning changed the account's dunning settings (`id`: the account). */
  'account.dunning_changed': RecordChange;
  /** An invoice's dunning was paused (or its pause changed), or resumed. */
  'invoice.dunning_paused': RecordChange;
  'invoice.dunning_resumed': RecordChange;
  /** A bookkeeping export was created and locked its documents (its job writes the file). */
  'bookkeeping_export.created': RecordChange;
  /** A SEPA payment run was made (its transfers pending); `record` as GET answers it. */
  'purchase_payment_run.created': RecordChange;
  /** A payment run was deleted and its transfers cancelled; `record` as it was. */
  'purchase_payment_run.deleted': RecordChange;
  /** A SEPA direct debit run was made (its collections pending); `record` as GET answers it. */
  'direct_debit_run.created': RecordChange;
}

export type DomainEventType = keyof DomainEventData;

/** An event of one of the types `T` (every type by default), its `type` naming which. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K } & DomainEventData[K];
}[T];
