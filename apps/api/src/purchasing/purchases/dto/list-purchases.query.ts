import type { PaymentMethod } from '@faktura/db';
import { isIsoDate } from '../../../platform/input';
import {
  ListQueryDto,
  QueryBoolean,
  QueryField,
  QueryIdList,
  QuerySomeOf,
  QueryText,
  QueryTextList,
  type Parsed,
  QueryProblem,
} from '../../../platform/lists';
import { PAYMENT_METHODS } from './create-purchase.dto';

/** API fields that sort_by accepts, and their columns. */
export const PURCHASE_SORT_FIELDS = {
  id: 'id',
  identifier: 'identifier',
  receipt_identifier: 'receipt_identifier',
  date: 'date',
  due_date: 'due_date',
  title: 'title',
  status: 'status',
  payment_method: 'payment_method',
  net_total: 'net_total',
  gross_total: 'gross_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

const PURCHASE_STATUSES = ['pending', 'archived'] as const;
const ID_LIST = { example: '12,13' };

/** A date range; a side left empty is open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** `YYYY-MM-DD:YYYY-MM-DD`, either side may be empty; `from` not after `to`. */
export function parseDateRange(text: string): Parsed<DateRange> {
  const parts = text.split(':').map((part) => part.trim());
  const [from, to] = parts;
  const valid =
    parts.length === 2 &&
    (from === '' || isIsoDate(from)) &&
    (to === '' || isIsoDate(to)) &&
    (from === '' || to === '' || from <= to);
  if (!valid) {
    return new QueryProblem('must be a range YYYY-MM-DD:YYYY-MM-DD (either side may be empty)');
  }
  return { from: from || undefined, to: to || undefined };
}

/** GET /purchases. */
export class ListPurchasesQuery extends ListQueryDto(PURCHASE_SORT_FIELDS, 'Purchase') {
  @QueryField<DateRange>(
    { parse: parseDateRange },
    {
      type: 'string',
      description: '`YYYY-MM-DD:YYYY-MM-DD`; either side may be empty for an open range',
    },
  )
  date?: DateRange;

  @QueryIdList(ID_LIST)
  category_id?: number[];

  @QueryText({
    description: 'Title, receipt identifier or an item title contains it (case-insensitive)',
  })
  term?: string;

  @QueryIdList({ description: 'Supplier IDs; 0 selects purchases without a supplier', ...ID_LIST })
  company_id?: number[];

  @QuerySomeOf(PURCHASE_STATUSES, { description: 'pending and/or archived' })
  status?: (typeof PURCHASE_STATUSES)[number][];

  @QuerySomeOf(PAYMENT_METHODS, { description: `One or more of ${PAYMENT_METHODS.join(', ')}` })
  payment_method?: PaymentMethod[];

  @QueryBoolean()
  not_booked?: boolean;

  @QueryBoolean({ description: 'true: no payment' })
  unpaid?: boolean;

  @QueryBoolean({ description: 'true: partially paid (see the field); false: not partially paid' })
  partially_paid?: boolean;

  @QueryIdList({ description: 'Responsible users', ...ID_LIST })
  user_id?: number[];

  @QueryTextList({ description: 'Comma-separated; all must match' })
  tags?: string[];

  @QueryText()
  receipt_identifier?: string;

  @QueryText()
  identifier?: string;
}
