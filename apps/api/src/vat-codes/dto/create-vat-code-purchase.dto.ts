import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BlankToNull } from '../../common/input/input-transforms';
import {
  IsBoolean,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';

/** Omitted means "keep the default"; null is not a value for these fields. */
const unlessOmitted = ValidateIf((_object: object, value: unknown) => value !== undefined);

export class CreateVatCodePurchaseDto {
  @ApiProperty({ example: 'VSt19', description: 'Unique per account' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  code!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Standard rate 19 %',
    description: 'Answered as the code while none is stored; null or "" clears it',
  })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  description?: string | null;

  @ApiProperty({ example: 19, minimum: 0, maximum: 100, description: 'Tax percentage' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  tax!: number;

  @ApiPropertyOptional({ default: false, description: 'Not together with intra_eu' })
  @unlessOmitted
  @IsBoolean()
  reverse_charge?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Only for accounts inside the EU' })
  @unlessOmitted
  @IsBoolean()
  intra_eu?: boolean;

  @ApiPropertyOptional({ default: true, description: 'false retires the code for new documents' })
  @unlessOmitted
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1576' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  credit_account?: string | null;
}
