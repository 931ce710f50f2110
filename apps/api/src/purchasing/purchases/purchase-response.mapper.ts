import { approvalStatus, isPurchasePartiallyPaid, toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import { toPurchaseVatCodeReference } from '../../shared/document-vat';
import type {
  PurchaseItemResponse,
  PurchaseResponse,
  PurchaseVatResponse,
} from './dto/purchase.response';
import type { PurchaseRow } from './purchases.repository';

/** Signs a link to a stored file of the purchase's account. */
export type FileLink = (fileId: number) => string;

type Amount = { toString(): string };
type ItemRow = PurchaseRow['items'][number];
const money = (value: Amount, currency: string) => toApiNumber(value.toString(), currency);

/** A purchase in the reference's shape; `link` signs file_url and receipt attachment links. */
export function toPurchaseResponse(purchase: PurchaseRow, link: FileLink): PurchaseResponse {
  const { currency, company, user } = purchase;
  return {
    id: purchase.id,
    identifier: purchase.identifier,
    receipt_identifier: purchase.receiptIdentifier,
    title: purchase.title,
    info: purchase.info,
    iban: purchase.iban,
    reference: purchase.reference,
    ...datesOf(purchase),
    ...paymentStateOf(purchase),
    net_total: money(purchase.netTotal, currency),
    gross_total: money(purchase.grossTotal, currency),
    currency,
    file_url: purchase.documentFileId === null ? null : link(purchase.documentFileId),
    custom_properties: purchase.customProperties as Record<string, unknown>,
    tags: purchase.tags,
    company: company && { id: company.id, name: company.name, iban: company.iban },
    payments: purchase.payments.map(toPaymentResponse),
    user: user && { id: user.id, firstname: user.firstname, lastname: user.lastname },
    ...reimbursementOf(purchase),
    payment_transfer: paymentTransferOf(purchase),
    items: purchase.items.map((item) => toItemResponse(item, currency, link)),
    created_at: apiTimestamp(purchase.createdAt),
    updated_at: apiTimestamp(purchase.updatedAt),
  };
}

/** The purchase's date, due date and service period. */
function datesOf(purchase: PurchaseRow) {
  return {
    date: apiDate(purchase.date),
    due_date: apiDate(purchase.dueDate),
    service_period_from: apiDate(purchase.servicePeriodFrom),
    service_period_to: apiDate(purchase.servicePeriodTo),
  };
}

/** The status, whether payments cover part of the gross total, and how it is to be paid. */
function paymentStateOf(purchase: PurchaseRow) {
  return {
    status: purchase.status,
    partially_paid: isPurchasePartiallyPaid(
      purchase.payments.map((payment) => payment.total.toString()),
      purchase.grossTotal.toString(),
    ),
    payment_method: purchase.paymentMethod,
  };
}

// Faktura does not record who entered a payment: the reference's `user` stays null.
function toPaymentResponse(payment: PurchaseRow['payments'][number]) {
  return {
    id: payment.id,
    date: apiDate(payment.date),
    total: money(payment.total, payment.currency),
    currency: payment.currency,
    user: null,
  };
}

/** The refund request, the state of its approvals and the card transaction, if any. */
function reimbursementOf(purchase: PurchaseRow) {
  const { refundRequest: refund, creditCardTransaction: card } = purchase;
  return {
    refund_request: refund && { id: refund.id, comment: refund.comment, user_id: refund.userId },
    approval_status: approvalStatus(purchase.approvalRequests.map((request) => request.state)),
    credit_card_transaction: card && {
      source: card.source,
      transaction_identifier: card.transactionIdentifier,
    },
  };
}

/** The SEPA transfer on its way (extension), until the bank statement books or returns it. */
function paymentTransferOf(purchase: PurchaseRow): PurchaseResponse['payment_transfer'] {
  const [transfer] = purchase.sepaTransfers;
  if (!transfer?.paymentRunId || !transfer.paymentRun) return null;
  return {
    status: transfer.status,
    payment_run_id: transfer.paymentRunId,
    execution_date: apiDate(transfer.paymentRun.executionDate),
  };
}

function toItemResponse(item: ItemRow, currency: string, link: FileLink): PurchaseItemResponse {
  const { category, expense, receipt } = item;
  return {
    id: item.id,
    title: item.title,
    net_total: money(item.netTotal, currency),
    tax_total: money(item.taxTotal, currency),
    tax: toApiNumber(item.tax.toString()),
    vat: toItemVat(item),
    tax_included: item.taxIncluded,
    ksk_relevant: item.kskRelevant,
    gross_total: money(item.grossTotal, currency),
    category: category && {
      id: category.id,
      name: category.name,
      credit_account: category.creditAccount,
    },
    supplier_credit_number: item.supplierCreditNumber,
    expense: expense && {
      id: expense.id,
      project: { id: expense.project.id, company_id: expense.project.companyId },
    },
    receipt: receipt && {
      id: receipt.id,
      title: receipt.title,
      date: apiDate(receipt.date),
      attachment_url: receipt.fileId === null ? null : link(receipt.fileId),
    },
  };
}

/**
 * The item's VAT code as the reference embeds it (the same object /vat_code_purchases answers);
 * an item that keeps an inline rate (no code) answers the object docs/reference/conventions.md prescribes,
 * without the print and notice fields that purchase items never carry.
 */
function toItemVat({ vatCode: code, tax }: ItemRow): PurchaseVatResponse {
  if (code) return toPurchaseVatCodeReference(code);
  return { tax: toApiNumber(tax.toString()), reverse_charge: false, intra_eu: false, active: true };
}
