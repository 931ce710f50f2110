import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
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

  @ApiProperty({ example: 8400, description: 'Ledger account number for revenue bookings' })
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  revenue_account!: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'KST-100' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  cost_category?: string | null;

  @ApiPropertyOptional({ default: true })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsBoolean()
  active?: boolean;
}
