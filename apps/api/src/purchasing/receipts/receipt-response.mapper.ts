import { receiptRefundStatus, toApiNumber } from '@faktura/domain';
import { apiDate } from '../../platform/serialization';
import { toPurchaseVatCodeReference } from '../../shared/document-vat';
import type { ReceiptItemResponse, ReceiptResponse } from './dto/receipt.response';
import type { ReceiptRow } from './receipt-records.query';

/** Signs a link to a stored file of the receipt's account. */
export type FileLink = (fileId: number) => string;

/** A receipt in the reference's shape; `link` signs attachment_url. */
export function toReceiptResponse(receipt: ReceiptRow, link: FileLink): ReceiptResponse {
  const { currency, project, user } = receipt;
  return {
    id: receipt.id,
    title: receipt.title,
    date: apiDate(receipt.date),
    billable: receipt.billable,
    // Pending until a purchase item refers to the receipt (it is then in a refund request).
    pending: receipt.purchaseItems.length === 0,
    gross_total: toApiNumber(receipt.grossTotal.toString(), currency),
    currency,
    items: receipt.items.map((item) => toItemResponse(item, currency)),
    project: project && {
      id: project.id,
      name: project.name,
      billable: project.billable,
      company: { id: project.company.id, name: project.company.name },
    },
    info: receipt.info,
    user: user && { id: user.id, firstname: user.firstname, lastname: user.lastname },
    refund_request: refundRequestOf(receipt),
    attachment_url: receipt.fileId === null ? null : link(receipt.fileId),
  };
}

/** The refund request of the purchase that took the receipt, paid once its payments cover it. */
function refundRequestOf(receipt: ReceiptRow): ReceiptResponse['refund_request'] {
  const purchase = receipt.purchaseItems[0]?.purchase;
  if (!purchase?.refundRequest) return null;
  const payments = purchase.payments.map((payment) => payment.total.toString());
  return {
    id: purchase.refundRequest.id,
    status: receiptRefundStatus(payments, purchase.grossTotal.toString()),
  };
}

function toItemResponse(item: ReceiptRow['items'][number], currency: string): ReceiptItemResponse {
  const category = item.purchaseCategory;
  return {
    gross_total: toApiNumber(item.grossTotal.toString(), currency),
    vat: toPurchaseVatCodeReference(item.vatCode),
    purchase_category: category && { id: category.id, name: category.name },
  };
}
