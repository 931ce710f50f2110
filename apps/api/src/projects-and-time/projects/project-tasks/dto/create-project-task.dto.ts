import {
  AmountField,
  BooleanField,
  IdField,
  TextField,
  LONG_TEXT,
  MAX_QUANTITY,
} from '../../../../platform/input';
/** The body of POST /projects/{project_id}/tasks (the reference's names). */
export class CreateProjectTaskDto {
  @TextField({ maxLength: 255, example: 'Design' }) name!: string;
  @TextField({ maxLength: LONG_TEXT, nullable: true }) description?: string | null;
  @BooleanField({ allowNull: true, default: true }) billable?: boolean;
  @BooleanField({ allowNull: true, default: true }) active?: boolean;

  @AmountField({
    max: MAX_QUANTITY,
    nullable: true,
    example: 150,
    description: "The task's own hourly rate; null or 0: none, its activities take the project's",
  })
  hourly_rate?: number | null;

  @AmountField({ nullable: true, example: 5000, description: "Rounded to the project's currency" })
  budget?: number | null;

  @IdField({
    nullable: true,
    example: 4,
    description: 'A revenue category of the account that may be used for tasks',
  })
  revenue_category_id?: number | null;
}
