import { toApiNumber } from '@faktura/domain';
import { toWireType } from '../../shared/sales-documents';
import { toRevenueCategoryReference } from '../../shared/positions';
import { toDocumentVat } from '../../shared/document-vat';
import { apiDate, apiRecordTimes, apiTimestamp } from '../../platform/serialization';
import { toEmailDeliveryResponse } from '../../shared/emails';
import { toInvoiceDunningFields } from '../dunning';
import type {
  InvoicePaymentResponse,
  InvoicePositionResponse,
  InvoiceReminderResponse,
  InvoiceResponse,
  InvoiceSummaryResponse,
} from './dto/invoice.response';
import type { InvoiceRow, InvoiceSummaryRow } from './invoices.repository';

type Amount = { toString(): string };
const number = (value: Amount | null) => (value === null ? null : toApiNumber(value.toString()));
const money = (value: Amount, currency: string) => toApiNumber(value.toString(), currency);

/** An invoice as lists show it; `fileUrl` is the signed link to its last PDF, if any. */
export function toInvoiceSummary(
  invoice: InvoiceSummaryRow,
  fileUrl: string | null,
): InvoiceSummaryResponse {
  return {
    id: invoice.id,
    customer_id: invoice.customerId,
    project_id: invoice.projectId,
    offer_id: invoice.offerId,
    identifier: invoice.identifier,
    ...datesOf(invoice),
    ...statusOf(invoice),
    title: invoice.title,
    recipient_address: invoice.recipientAddress,
    ...amountsOf(invoice),
    ...paymentTermsOf(invoice),
    locked: invoice.locked || invoice.status === 'paid' || invoice.status === 'partially_paid',
    activity_hours_modified: invoice.activityHoursModified,
    custom_properties: invoice.customProperties as Record<string, unknown>,
    tags: invoice.tags,
    letter_paper_id: invoice.letterPaperId,
    without_letter_paper: invoice.withoutLetterPaper,
    file_url: fileUrl,
    debt_collection_procedure: invoice.debtCollection && toDebtCollection(invoice.debtCollection),
    ...toInvoiceDunningFields(invoice),
    user: invoice.user,
    ...apiRecordTimes(invoice),
    email_deliveries: invoice.emailDeliveries.map(toEmailDeliveryResponse),
  };
}

/** The invoice's date, due date and service period. */
function datesOf(invoice: InvoiceSummaryRow) {
  return {
    date: apiDate(invoice.date),
    due_date: apiDate(invoice.dueDate),
    service_period: invoice.servicePeriod,
    service_period_from: invoice.servicePeriodFrom && apiDate(invoice.servicePeriodFrom),
    service_period_to: invoice.servicePeriodTo && apiDate(invoice.servicePeriodTo),
  };
}

/** The status, and the reversal on either side: reversed by another, or reversing one. */
function statusOf(invoice: InvoiceSummaryRow) {
  return {
    status: invoice.status,
    reversed: invoice.reversalInvoice !== null,
    reversal_invoice_id: invoice.reversalInvoice?.id ?? null,
    reversal: invoice.reversedInvoiceId !== null,
    reversed_invoice_id: invoice.reversedInvoiceId,
  };
}

/** Currency, totals (rounded to the currency), VAT and discount. */
function amountsOf(invoice: InvoiceSummaryRow) {
  const { currency } = invoice;
  return {
    currency,
    net_total: money(invoice.netTotal, currency),
    gross_total: money(invoice.grossTotal, currency),
    tax: toApiNumber(invoice.tax.toString()),
    vat: toDocumentVat(invoice.vatCode, invoice.tax),
    discount: toApiNumber(invoice.discount.toString()),
  };
}

/** How the invoice is to be paid: creditor reference, cash discount, debit and credit numbers. */
function paymentTermsOf(invoice: InvoiceSummaryRow) {
  return {
    creditor_reference: invoice.creditorReference,
    buyer_reference: invoice.buyerReference,
    cash_discount: toApiNumber(invoice.cashDiscount.toString()),
    cash_discount_days: invoice.cashDiscountDays,
    debit_number: invoice.debitNumber,
    credit_number: invoice.creditNumber,
  };
}

function toDebtCollection(debt: NonNullable<InvoiceSummaryRow['debtCollection']>) {
  return {
    id: debt.id,
    user: debt.user,
    note: debt.note,
    created_at: apiTimestamp(debt.createdAt),
    updated_at: apiTimestamp(debt.updatedAt),
  };
}

/** One invoice with texts, internal contact, positions, payments and reminders. */
export function toInvoiceResponse(
  invoice: InvoiceRow,
  fileUrl: string | null,
  accountCurrency: string,
): InvoiceResponse {
  return {
    ...toInvoiceSummary(invoice, fileUrl),
    salutation: invoice.salutation,
    footer: invoice.footer,
    internal_contact: invoice.internalContact,
    items: invoice.positions.map((position) => toPosition(position, invoice.currency)),
    payments: invoice.payments.map((payment) => toPaymentResponse(payment, accountCurrency)),
    reminders: invoice.reminders.map((reminder) => toReminderResponse(reminder, invoice.currency)),
  };
}

function toPosition(
  position: InvoiceRow['positions'][number],
  currency: string,
): InvoicePositionResponse {
  const category = position.revenueCategory;
  return {
    id: position.id,
    type: toWireType(position.type),
    subtotal_type: position.subtotalType,
    title: position.title,
    description: position.description,
    quantity: number(position.quantity),
    unit: position.unit,
    unit_price: number(position.unitPrice),
    net_total: money(position.netTotal, currency),
    additional: position.serviceType === 'expense',
    activity_ids: position.activities.map((activity) => activity.id),
    expense_ids: position.expenses.map((expense) => expense.id),
    payment_schedule_ids: position.paymentSchedules.map((schedule) => schedule.id),
    optional: position.optional,
    service_type: position.serviceType,
    revenue_category: category && toRevenueCategoryReference(category),
  };
}

/**
 * A payment. `paid_total_in_account_currency` equals `paid_total` when the invoice is in the
 * account currency; Faktura keeps no exchange rates, so otherwise it is null.
 */
export function toPaymentResponse(
  payment: InvoiceRow['payments'][number],
  accountCurrency: string,
): InvoicePaymentResponse {
  const paid = money(payment.paidTotal, payment.currency);
  return {
    id: payment.id,
    invoice_id: payment.invoiceId,
    date: apiDate(payment.date),
    paid_total: paid,
    paid_total_in_account_currency: payment.currency === accountCurrency ? paid : null,
    currency: payment.currency,
    description: payment.description,
    created_on: apiDate(payment.createdAt),
    updated_on: apiDate(payment.updatedAt),
    created_at: apiTimestamp(payment.createdAt),
    updated_at: apiTimestamp(payment.updatedAt),
  };
}

/** A reminder; its fee is in the invoice's currency. */
export function toReminderResponse(
  reminder: InvoiceRow['reminders'][number],
  currency: string,
): InvoiceReminderResponse {
  return {
    id: reminder.id,
    invoice_id: reminder.invoiceId,
    title: reminder.title,
    date: apiDate(reminder.date),
    due_date: apiDate(reminder.dueDate),
    fee: money(reminder.fee, currency),
    text: reminder.text,
    created_on: apiDate(reminder.createdAt),
    updated_on: apiDate(reminder.updatedAt),
    created_at: apiTimestamp(reminder.createdAt),
    updated_at: apiTimestamp(reminder.updatedAt),
  };
}
