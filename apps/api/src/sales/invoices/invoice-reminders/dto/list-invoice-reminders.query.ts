import { ListQueryDto, QueryDate, QueryIdList } from '../../../../platform/lists';
/** API fields that sort_by accepts, and their columns. */
export const INVOICE_REMINDER_SORT_FIELDS = {
  id: 'id',
  invoice_id: 'invoice_id',
  date: 'date',
  due_date: 'due_date',
  title: 'title',
  fee: 'fee',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

/** GET /invoice_reminders. */
export class ListInvoiceRemindersQuery extends ListQueryDto(INVOICE_REMINDER_SORT_FIELDS) {
  @QueryIdList({ description: 'One or more invoice IDs, comma-separated', example: '17,18' })
  invoice_id?: number[];

  @QueryDate({ description: 'Reminder date' })
  date_from?: string;

  @QueryDate({ description: 'Reminder date' })
  date_to?: string;
}
