import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../../platform/serialization';
import { toRevenueCategoryReference } from '../../../shared/positions';
import type { ProjectExpenseResponse } from './dto/project-expense.response';
import type { ExpensePurchaseItemRef } from './dto/project-expense-references.response';
import type { ExpenseRecord } from './project-expense.record';
import type { FileLinksService } from '../../../platform/files';
import { assertEInvoiceXml, decodeDocument, type DocumentFile } from '../../../shared/attachments';
import type { CreateProjectExpenseDto } from './dto/create-project-expense.dto';

/**
 * The API shape of an expense (the reference's record; also the invoice's billed expenses). The
 * company is the project's; `fileUrl` signs the links of the receipt and the purchase document.
 */
export function toProjectExpenseResponse(
  expense: ExpenseRecord,
  fileUrl: (fileId: number) => string,
): ProjectExpenseResponse {
  const { project, currency } = expense;
  return {
    id: expense.id,
    date: apiDate(expense.date),
    title: expense.title,
    description: expense.description,
    quantity: toApiNumber(expense.quantity.toString()),
    unit: expense.unit,
    unit_price: toApiNumber(expense.unitPrice.toString()),
    unit_cost: toApiNumber(expense.unitCost.toString()),
    price: toApiNumber(expense.price.toString(), currency),
    cost: toApiNumber(expense.cost.toString(), currency),
    currency,
    budget_relevant: expense.budgetRelevant,
    billable: expense.billable,
    billed: expense.billed,
    purchase_assignment_locked: expense.purchaseAssignmentLocked,
    cost_total_planned: toApiNumber(expense.costTotalPlanned.toString(), currency),
    planned_purchase_date: apiDate(expense.plannedPurchaseDate),
    invoice_id: expense.invoiceId,
    service_period: expense.servicePeriod,
    service_period_from: apiDate(expense.servicePeriodFrom),
    service_period_to: apiDate(expense.servicePeriodTo),
    recurring_expense_id: expense.recurringExpenseId,
    file_url: expense.fileId === null ? null : fileUrl(expense.fileId),
    custom_properties: expense.customProperties as Record<string, unknown>,
    company: { id: project.company.id, name: project.company.name },
    project: {
      id: project.id,
      identifier: project.identifier,
      name: project.name,
      billable: project.billable,
    },
    group: null,
    purchase_items: expense.purchaseItem ? [toPurchaseItemRef(expense.purchaseItem, fileUrl)] : [],
    user: expense.user,
    revenue_category:
      expense.revenueCategory && toRevenueCategoryReference(expense.revenueCategory),
    created_at: apiTimestamp(expense.createdAt),
    updated_at: apiTimestamp(expense.updatedAt),
    purchase_id: expense.purchaseId,
    purchase_item_id: expense.purchaseItemId,
  };
}

function toPurchaseItemRef(
  item: NonNullable<ExpenseRecord['purchaseItem']>,
  fileUrl: (fileId: number) => string,
): ExpensePurchaseItemRef {
  const { currency, documentFileId } = item.purchase;
  return {
    id: item.id,
    title: item.title,
    net_total: toApiNumber(item.netTotal.toString(), currency),
    currency,
    purchase_id: item.purchaseId,
    document:
      documentFileId === null ? null : { id: documentFileId, file_url: fileUrl(documentFileId) },
  };
}

/** The expense as the API answers it, its document's link signed for its account. */
export function expenseResponse(
  expense: ExpenseRecord,
  links: FileLinksService,
): ProjectExpenseResponse {
  return toProjectExpenseResponse(expense, (fileId) => links.url(expense.accountId, fileId));
}

/** The receipt a body sends, checked like a purchase's document; null when it sends none. */
export async function decodeReceipt(
  file: CreateProjectExpenseDto['file'],
): Promise<DocumentFile | null> {
  if (!file) return null;
  const receipt = decodeDocument(file);
  await assertEInvoiceXml(receipt);
  return receipt;
}
