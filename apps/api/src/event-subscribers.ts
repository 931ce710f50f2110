import type { EventSubscriptions, ListedFor, DomainEventType } from './platform/events';
import { WebhookEventsSubscriber as WebHooks } from './organisation/web-hooks';
import { AuditLogSubscriber as AuditLog, type AuditedEventType } from './organisation/audit-events';
import {
  DocumentRenderAheadSubscriber as RenderAhead,
  type RenderAheadEventType,
} from './shared/document-pdfs';
import {
  DocumentArchiveSubscriber as Archive,
  type ArchiveOnSendEventType,
} from './shared/document-archive';

/**
 * Who hears each domain event, in the order they run in the transaction of the change (the
 * render job before the web hook deliveries, as always). The compiler requires an entry for
 * every event type, and refuses a subscriber for an event its table does not handle; the checks
 * below refuse an entry that leaves out a subscriber whose table handles the event.
 */
export const EVENT_SUBSCRIBERS = {
  'offer.created': [RenderAhead, WebHooks, AuditLog],
  'offer.changed': [RenderAhead, WebHooks, AuditLog],
  'offer.assigned': [WebHooks, AuditLog],
  'offer.status_changed': [RenderAhead, WebHooks, AuditLog],
  'offer.sent': [WebHooks, AuditLog],
  'offer.approval_activated': [WebHooks, AuditLog],
  'offer.approval_deactivated': [WebHooks, AuditLog],
  'offer.approved_by_customer': [WebHooks, AuditLog],
  'offer.billed': [WebHooks, AuditLog],
  'offer.deleted': [WebHooks, AuditLog],
  'offer_confirmation.created': [RenderAhead, WebHooks],
  'offer_confirmation.changed': [RenderAhead, WebHooks],
  'offer_confirmation.deleted': [WebHooks],

  'invoice.created': [RenderAhead, WebHooks, AuditLog],
  'invoice.status_changed': [RenderAhead, Archive, WebHooks, AuditLog],
  'invoice.sent': [WebHooks, AuditLog],
  'invoice.reversed': [WebHooks, AuditLog],
  'invoice.debt_collection_changed': [WebHooks, AuditLog],
  'invoice.debt_collection_ended': [WebHooks, AuditLog],
  'invoice.deleted': [WebHooks, AuditLog],
  'invoices.settled': [WebHooks, AuditLog],
  'invoice_payments.created': [WebHooks, AuditLog],
  'invoice_payment.changed': [WebHooks, AuditLog],
  'invoice_payment.deleted': [WebHooks, AuditLog],
  'invoice_reminder.created': [RenderAhead, WebHooks, AuditLog],
  'invoice_reminder.sent': [WebHooks, AuditLog],
  'invoice_reminder.deleted': [WebHooks, AuditLog],

  'purchase.created': [WebHooks, AuditLog],
  'purchase.changed': [WebHooks, AuditLog],
  'purchase.status_changed': [WebHooks, AuditLog],
  'purchase.document_stored': [WebHooks, AuditLog],
  'purchase.approvals_requested': [WebHooks, AuditLog],
  'purchase.approval_decided': [WebHooks, AuditLog],
  'purchase.approval_withdrawn': [WebHooks, AuditLog],
  'purchase.item_assigned': [WebHooks, AuditLog],
  'purchase.deleted': [WebHooks, AuditLog],
  'purchases.settled': [WebHooks, AuditLog],
  'purchase_payments.created': [WebHooks, AuditLog],
  'purchase_payment.changed': [WebHooks, AuditLog],
  'purchase_payment.deleted': [WebHooks, AuditLog],

  'account.changed': [WebHooks, AuditLog],

  'company.created': [WebHooks, AuditLog],
  'company.changed': [WebHooks, AuditLog],
  'company.address_changed': [WebHooks, AuditLog],
  'company.archived': [WebHooks, AuditLog],
  'company.unarchived': [WebHooks, AuditLog],
  'company.deleted': [WebHooks, AuditLog],
  'contact.created': [WebHooks],
  'contact.changed': [WebHooks],
  'contact.deleted': [WebHooks],
  'deal.created': [WebHooks],
  'deal.changed': [WebHooks],
  'deal.deleted': [WebHooks],
  'deal_category.created': [WebHooks],
  'deal_category.changed': [WebHooks],
  'deal_category.deleted': [WebHooks],

  'project.created': [WebHooks],
  'project.changed': [WebHooks],
  'project.billing_address_changed': [WebHooks],
  'project.report_shared': [WebHooks],
  'project.report_unshared': [WebHooks],
  'project.deleted': [WebHooks],
  'project.archived': [WebHooks],
  'project.unarchived': [WebHooks],
  'project.group_changed': [WebHooks],
  'project_contract.created': [WebHooks],
  'project_contract.changed': [WebHooks],
  'project_contract.deleted': [WebHooks],
  'project_group.created': [WebHooks],
  'project_group.changed': [WebHooks],
  'project_group.deleted': [WebHooks],
  'activity.created': [WebHooks],
  'activity.changed': [WebHooks],
  'activity.deleted': [WebHooks],
  'activities.billed': [WebHooks],
  'activities.released': [WebHooks],
  'activities.created': [WebHooks],
  'activities.disregarded': [WebHooks],
  'activity.timer_started': [WebHooks],
  'expense.created': [WebHooks],
  'expense.changed': [WebHooks],
  'expense.linked_to_purchase': [WebHooks],
  'expense.deleted': [WebHooks],
  'expenses.created': [WebHooks],
  'expenses.disregarded': [WebHooks],
  'recurring_expense.created': [WebHooks],
  'recurring_expense.changed': [WebHooks],
  'recurring_expense.recurred': [WebHooks],
  'recurring_expense.deleted': [WebHooks],
  'expenses.billed': [WebHooks],
  'expenses.released': [WebHooks],
  'payment_schedule.created': [WebHooks],
  'payment_schedule.changed': [WebHooks],
  'payment_schedule.deleted': [WebHooks],
  'payment_schedules.billed': [WebHooks],
  'payment_schedules.released': [WebHooks],

  'tag.created': [WebHooks],
  'tag.changed': [WebHooks],
  'tag.deleted': [WebHooks],
  'taggings.changed': [WebHooks],
  'comment.created': [WebHooks],
  'comments.created': [WebHooks],
  'comment.changed': [WebHooks],
  'comment.deleted': [WebHooks],
  'catalog_service.created': [WebHooks],
  'catalog_service.changed': [WebHooks],
  'catalog_service.deleted': [WebHooks],
  'catalog_service.item_added': [WebHooks],
  'catalog_service.item_changed': [WebHooks],
  'catalog_service.item_removed': [WebHooks],
  'unit.created': [WebHooks],
  'unit.changed': [WebHooks],
  'unit.deleted': [WebHooks],
  'receipt.created': [WebHooks],
  'receipt.changed': [WebHooks],
  'receipt.deleted': [WebHooks],
  'sepa_mandate.created': [WebHooks, AuditLog],
  'sepa_mandate.changed': [WebHooks, AuditLog],
  'sepa_mandate.deleted': [WebHooks, AuditLog],
  'task_template.created': [WebHooks],
  'task_template.changed': [WebHooks],
  'task_template.deleted': [WebHooks],
  'expense_template.created': [WebHooks],
  'expense_template.changed': [WebHooks],
  'expense_template.deleted': [WebHooks],
  'internal_hourly_rates.changed': [WebHooks],
  'account.bookkeeping_changed': [WebHooks, AuditLog],
  'account.inbox_changed': [WebHooks, AuditLog],
  'account.dunning_changed': [WebHooks, AuditLog],
  'invoice.dunning_paused': [WebHooks, AuditLog],
  'invoice.dunning_resumed': [WebHooks, AuditLog],
  'account.inbox_removed': [WebHooks, AuditLog],
  'bookkeeping_export.created': [WebHooks, AuditLog],
  'purchase_payment_run.created': [WebHooks, AuditLog],
  'purchase_payment_run.deleted': [WebHooks, AuditLog],
  'direct_debit_run.created': [WebHooks, AuditLog],
} as const satisfies EventSubscriptions;

type Registry = typeof EVENT_SUBSCRIBERS;

/** Compiles only while every event that renders a document ahead lists RenderAhead. */
export const RENDER_AHEAD_LISTED: ListedFor<Registry, typeof RenderAhead, RenderAheadEventType> =
  true;

/** Compiles only while every audited event lists AuditLog (AUDITED_EVENTS says which). */
export const AUDIT_LOG_LISTED: ListedFor<Registry, typeof AuditLog, AuditedEventType> = true;
/** Compiles only while every event after which an invoice may be sent lists Archive. */
export const ARCHIVE_LISTED: ListedFor<Registry, typeof Archive, ArchiveOnSendEventType> = true;

/** Compiles only while every event lists WebHooks (its table says what each one tells). */
export const WEB_HOOKS_LISTED: ListedFor<Registry, typeof WebHooks, DomainEventType> = true;
