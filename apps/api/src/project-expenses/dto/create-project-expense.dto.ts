import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsApiDate } from '../../common/input/api-date.validator';

const NUMBER = { allowNaN: false, allowInfinity: false } as const;
/** Quantities are numeric(19,6): 13 integer digits; prices numeric(19,4) stay below 1e15. */
const MAX_QUANTITY = 1e12;
const MAX_PRICE = 1e14;
const MAX_ID = 2_147_483_647;

/** The body of POST /projects/{project_id}/expenses (the reference's names). */
export class CreateProjectExpenseDto {
  @ApiProperty({ format: 'date', example: '2026-11-22' }) @IsApiDate() date!: string;
  @ApiProperty({ example: 'Hosting' }) @IsString() @IsNotEmpty() @MaxLength(255) title!: string;

  @ApiProperty({ example: 3 })
  @IsNumber(NUMBER)
  @Min(-MAX_QUANTITY)
  @Max(MAX_QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'month' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  unit?: string | null;

  @ApiProperty({ example: 120 })
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  unit_price!: number;

  @ApiPropertyOptional({ example: 80, default: 0 })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  unit_cost?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  description?: string | null;

  @ApiPropertyOptional({ description: "Default: the account's setting for expenses" })
  @IsOptional()
  @IsBoolean()
  billable?: boolean;

  @ApiPropertyOptional({ description: "Default: the account's setting for expenses" })
  @IsOptional()
  @IsBoolean()
  budget_relevant?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'November 2026' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  service_period?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsApiDate()
  service_period_from?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Not before service_period_from',
  })
  @IsOptional()
  @IsApiDate()
  service_period_to?: string | null;

  @ApiPropertyOptional({
    description: 'Protects the expense from being assigned to another purchase item',
    default: false,
  })
  @IsOptional()
  @IsBoolean()
  purchase_assignment_locked?: boolean;

  @ApiPropertyOptional({
    example: 120,
    default: 0,
    description: "Planned cost of the purchase, rounded to the project's currency",
  })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(-MAX_PRICE)
  @Max(MAX_PRICE)
  cost_total_planned?: number;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsApiDate()
  planned_purchase_date?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 7,
    description: "Responsible user; on create an active user, default the API key's user",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  user_id?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 4,
    description: 'A revenue category of the account that may be used for expenses',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  revenue_category_id?: number | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Custom field name to value (fields of entity Expense); null removes a value',
  })
  @IsOptional()
  @IsObject()
  custom_properties?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: [String],
    description: 'Labels for the `tags` list filter; replace the stored ones when sent',
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  tags?: string[];
}
