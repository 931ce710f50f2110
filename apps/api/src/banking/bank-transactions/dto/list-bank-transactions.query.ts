import { BANK_TRANSACTION_STATUSES, type BankTransactionStatus } from '@faktura/domain';
import {
  ListQueryDto,
  QueryDate,
  QueryField,
  QueryIdList,
  QueryProblem,
  QuerySomeOf,
} from '../../../platform/lists';

/** API fields that sort_by accepts, and their columns. */
export const BANK_TRANSACTION_SORT_FIELDS = {
  id: 'id',
  booking_date: 'booking_date',
  amount: 'amount',
  created_at: 'created_at',
} as const;

const AMOUNT = /^\d{1,13}(\.\d{1,4})?$/;

/** GET /bank_transactions: the shared filters, paging, and what a person reconciling looks for. */
export class ListBankTransactionsQuery extends ListQueryDto(BANK_TRANSACTION_SORT_FIELDS) {
  @QueryIdList({ description: 'The statement; one ID or comma-separated IDs' })
  statement_id?: number[];

  @QuerySomeOf(BANK_TRANSACTION_STATUSES, {
    description: 'matched, suggested, unmatched, ignored; comma-separated for several',
  })
  status?: BankTransactionStatus[];

  @QueryDate({ description: 'Booked on or after it (YYYY-MM-DD)' })
  date_from?: string;

  @QueryDate({ description: 'Booked on or before it (YYYY-MM-DD)' })
  date_to?: string;

  @QueryField<string>(
    { parse: (text) => (AMOUNT.test(text) ? text : new QueryProblem('must be a positive amount')) },
    { type: 'string', example: '119.00', description: 'Exactly this amount (either direction)' },
  )
  amount?: string;
}
