import { RevenueAssignmentKind } from '@faktura/db';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

export class CreateRevenueCategoryDto {
  @ApiProperty({ example: 'Consulting' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @ApiProperty({
    example: 8400,
    description: 'Ledger account number for revenue bookings; required, never null in Faktura',
  })
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  revenue_account!: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'KST-100' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  cost_category?: string | null;

  @ApiPropertyOptional({
    enum: RevenueAssignmentKind,
    default: RevenueAssignmentKind.tasks_and_expenses,
    description: 'Whether project tasks, expenses or both may use the category',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsEnum(RevenueAssignmentKind)
  assignment_kind?: RevenueAssignmentKind;

  @ApiPropertyOptional({ default: true })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsBoolean()
  active?: boolean;
}
