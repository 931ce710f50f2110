import { IdListField, LONG_TEXT, TextField } from '../../../../platform/input';
import { MAX_BULK_ENTRIES } from '../../../../platform/request-validation';

/** The body of POST /projects/{project_id}/expenses/disregard. */
export class DisregardProjectExpensesDto {
  @IdListField({
    maxSize: MAX_BULK_ENTRIES,
    notEmpty: true,
    description: 'Unbilled expenses of the project; they become not billable',
  })
  expense_ids!: number[];

  @TextField({
    maxLength: LONG_TEXT,
    notEmpty: true,
    example: 'Goodwill',
    description: 'Why; kept with the expenses, shown in no record',
  })
  reason!: string;
}
