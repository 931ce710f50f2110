// The reference's bookkeeping export records (InvoiceBookkeepingExports,
// PurchaseBookkeepingExports) and the contract of their list, read and create.
import type { ContractGroup } from '../contract-checker';
import { arrayOf, date, int, listOf, nullable, record, str, timestamp } from '../schema-builders';
import { userRef } from './shared.schemas';

const exportRecord = (idsField: 'invoice_ids' | 'purchase_ids') =>
  record({
    id: int,
    from: date,
    to: date,
    [idsField]: arrayOf(int),
    comment: nullable(str),
    user: nullable(userRef),
    status: { type: 'string', enum: ['pending', 'processing', 'finished', 'failed'] },
    created_at: timestamp,
    updated_at: timestamp,
  });

const invoiceExport = exportRecord('invoice_ids');
const purchaseExport = exportRecord('purchase_ids');

export const BOOKKEEPING_EXPORTS_CONTRACT: ContractGroup = {
  'GET /invoices/bookkeeping_exports': { status: 200, body: listOf(invoiceExport), paged: true },
  'GET /invoices/bookkeeping_exports/{id}': { status: 200, body: invoiceExport },
  'POST /invoices/bookkeeping_exports': { status: 201, body: invoiceExport },
  'GET /purchases/bookkeeping_exports': { status: 200, body: listOf(purchaseExport), paged: true },
  'GET /purchases/bookkeeping_exports/{id}': { status: 200, body: purchaseExport },
  'POST /purchases/bookkeeping_exports': { status: 201, body: purchaseExport },
};
