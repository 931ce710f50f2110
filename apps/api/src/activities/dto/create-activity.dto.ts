import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsApiDate } from '../../common/input/api-date.validator';

const MAX_ID = 2_147_483_647;
const MAX_HOURS = 1_000_000;

export class CreateActivityDto {
  @ApiProperty({ format: 'date', example: '2026-11-22' }) @IsApiDate() date!: string;

  @ApiPropertyOptional({
    example: 5400,
    minimum: 0,
    description: 'Duration in whole seconds; required unless hours is sent, and wins over it',
  })
  // Checked when sent, and when neither duration is, so that 422 names the field to send.
  @ValidateIf(
    (body: CreateActivityDto, value: unknown) => value !== undefined || body.hours === undefined,
  )
  @IsInt()
  @Min(0)
  @Max(MAX_HOURS * 3600)
  seconds?: number;

  @ApiPropertyOptional({
    example: 1.5,
    minimum: 0,
    deprecated: true,
    description: 'Duration in hours, the deprecated alternative to seconds',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(MAX_HOURS)
  hours?: number;

  @ApiProperty({ example: 3 }) @IsInt() @Min(1) @Max(MAX_ID) project_id!: number;

  @ApiProperty({ example: 12, description: 'A task of the project' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  task_id!: number;

  @ApiPropertyOptional({ example: 7, description: "Default: the API key's user" })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  user_id?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  description?: string | null;

  @ApiPropertyOptional({ description: 'Default: billable when both the task and the project are' })
  @IsOptional()
  @IsBoolean()
  billable?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  tag?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'jira' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  remote_service?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'PRJ-42' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  remote_id?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  remote_url?: string | null;

  @ApiPropertyOptional({
    example: 150,
    minimum: 0,
    description: "Default: the task's rate, else the project's, else 0",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1e12)
  hourly_rate?: number;
}
