import { INVOICE_STATUSES, type InvoiceStatus } from '@faktura/domain';
import { QueryOneOf } from '../../../platform/lists';
import { InvoiceListQuery } from './list-invoices.query';

/** GET /invoices/locked: one status at most. */
export class ListLockedInvoicesQuery extends InvoiceListQuery {
  @QueryOneOf(INVOICE_STATUSES)
  status?: InvoiceStatus;
}
