import { ValidateIf } from 'class-validator';
import {
  AmountField,
  ApiDateField,
  BooleanField,
  IdField,
  IntField,
  NumberField,
  TextField,
  LONG_TEXT,
  MAX_QUANTITY,
} from '../../../platform/input';
const MAX_HOURS = 1_000_000;
/** The longest duration in seconds. */
export const MAX_SECONDS = MAX_HOURS * 3600;
const REMOTE = { maxLength: 255, nullable: true } as const;

export class CreateActivityDto {
  @ApiDateField({ example: '2026-11-22' }) date!: string;

  @IntField({
    min: 0,
    max: MAX_SECONDS,
    optional: true,
    // Checked when sent, and when neither duration is, so that 422 names the field to send.
    when: ValidateIf(
      (body: CreateActivityDto, value: unknown) => value !== undefined || body.hours === undefined,
    ),
    example: 5400,
    minimum: 0,
    description: 'Duration in whole seconds; required unless hours is sent, and wins over it',
  })
  seconds?: number;

  @NumberField({
    min: 0,
    max: MAX_HOURS,
    allowNull: true,
    example: 1.5,
    minimum: 0,
    deprecated: true,
    description: 'Duration in hours, the deprecated alternative to seconds',
  })
  hours?: number;

  @IdField({ example: 3 }) project_id!: number;
  @IdField({ example: 12, description: 'A task of the project' }) task_id!: number;

  @IdField({ allowNull: true, example: 7, description: "Default: the API key's user" })
  user_id?: number;

  @TextField({ maxLength: LONG_TEXT, nullable: true }) description?: string | null;

  @BooleanField({
    allowNull: true,
    description: 'Default: billable when both the task and the project are',
  })
  billable?: boolean;

  @TextField({ maxLength: 255, nullable: true }) tag?: string | null;
  @TextField({ ...REMOTE, example: 'jira' }) remote_service?: string | null;
  @TextField({ ...REMOTE, example: 'PRJ-42' }) remote_id?: string | null;
  @TextField({ maxLength: 2048, nullable: true }) remote_url?: string | null;

  @AmountField({
    max: MAX_QUANTITY,
    allowNull: true,
    example: 150,
    minimum: 0,
    description: "Default: the task's rate, else the project's, else 0",
  })
  hourly_rate?: number;
}
