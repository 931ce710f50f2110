import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const NUMBER = { allowNaN: false, allowInfinity: false } as const;

/** The body of POST /projects/{project_id}/tasks (the reference's names). */
export class CreateProjectTaskDto {
  @ApiProperty({ example: 'Design' }) @IsString() @IsNotEmpty() @MaxLength(255) name!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  description?: string | null;

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() billable?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() active?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 150,
    description: "The task's own hourly rate; null or 0: none, its activities take the project's",
  })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(0)
  @Max(1e12)
  hourly_rate?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 5000,
    description: "Rounded to the project's currency",
  })
  @IsOptional()
  @IsNumber(NUMBER)
  @Min(0)
  @Max(1e14)
  budget?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 4,
    description: 'A revenue category of the account that may be used for tasks',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  revenue_category_id?: number | null;
}
