import { INVOICE_STATUSES, type InvoiceStatus } from '@faktura/domain';
import {
  ListQueryDto,
  QueryBoolean,
  QueryDate,
  QueryIdList,
  QuerySomeOf,
  QueryText,
  QueryTextList,
} from '../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const INVOICE_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  date: 'date',
  due_date: 'due_date',
  title: 'title',
  status: 'status',
  net_total: 'net_total',
  gross_total: 'gross_total',
  service_period_from: 'service_period_from',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** What both invoice lists filter by besides the status. */
export class InvoiceListQuery extends ListQueryDto(INVOICE_SORT_FIELDS, 'Invoice') {
  @QueryDate()
  date_from?: string;

  @QueryDate()
  date_to?: string;

  @QueryText()
  identifier?: string;
}

const ID_LIST = { example: '12,13' };

/** GET /invoices. */
export class ListInvoicesQuery extends InvoiceListQuery {
  @QuerySomeOf(INVOICE_STATUSES, {
    description: `One or more of ${INVOICE_STATUSES.join(', ')}, comma-separated`,
  })
  status?: InvoiceStatus[];

  @QueryBoolean()
  include_disregarded?: boolean;

  @QueryBoolean({ description: 'true: only invoices not yet booked' })
  not_booked?: boolean;

  @QueryDate({ description: 'Service periods ending on or after' })
  service_period_from?: string;

  @QueryDate({ description: 'Service periods starting on or before' })
  service_period_to?: string;

  @QueryTextList()
  tags?: string[];

  @QueryText({ description: 'Title or identifier contains it (case-insensitive; * is a wildcard)' })
  term?: string;

  @QueryIdList(ID_LIST)
  company_id?: number[];

  @QueryIdList(ID_LIST)
  project_id?: number[];
}
