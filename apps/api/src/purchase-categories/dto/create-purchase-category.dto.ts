import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';

export class CreatePurchaseCategoryDto {
  @ApiProperty({ example: 'Office supplies' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '06815',
    description: 'Ledger account; text, because charts of accounts use leading zeros',
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  credit_account?: string | null;

  @ApiPropertyOptional({ default: true })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsBoolean()
  active?: boolean;
}
