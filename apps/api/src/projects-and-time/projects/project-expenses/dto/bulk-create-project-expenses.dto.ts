import { OmitType } from '@nestjs/swagger';
import { NestedListField } from '../../../../platform/input';
import { MAX_BULK_ENTRIES } from '../../../../platform/request-validation';
import { CreateProjectExpenseDto } from './create-project-expense.dto';

/** One expense of a bulk creation: a single create's body without a receipt. */
export class BulkProjectExpenseDto extends OmitType(CreateProjectExpenseDto, ['file']) {}

/** The body of POST /projects/{project_id}/expenses/bulk. */
export class BulkCreateProjectExpensesDto {
  @NestedListField(BulkProjectExpenseDto, {
    minSize: 1,
    maxSize: MAX_BULK_ENTRIES,
    description: 'All are created or none; errors name the entry, e.g. `bulk_data[2].title`',
  })
  bulk_data!: BulkProjectExpenseDto[];
}
