import {
  BooleanField,
  IdField,
  IntField,
  LONG_TEXT,
  MAX_ID,
  TextField,
} from '../../../../platform/input';

/** The body of POST /account/task_templates (the reference's fields). */
export class CreateTaskTemplateDto {
  @TextField({ maxLength: 255, example: 'Project management' }) name!: string;

  @TextField({ maxLength: LONG_TEXT, nullable: true, example: 'Planning and coordination' })
  description?: string | null;

  @IdField({
    nullable: true,
    example: 4,
    description: 'A revenue category of the account that tasks may use (not `only_expenses`)',
  })
  revenue_category_id?: number | null;

  @BooleanField({ optional: true, default: true }) billable?: boolean;

  @BooleanField({
    optional: true,
    default: false,
    description: 'Whether new projects get a task from this template',
  })
  project_default?: boolean;

  @IntField({
    min: 0,
    max: MAX_ID,
    optional: true,
    default: 0,
    description: "Position in the account's list of templates",
  })
  index?: number;
}
