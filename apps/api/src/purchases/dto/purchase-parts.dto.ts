import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const MAX_ID = 2_147_483_647;

/** The document of a purchase sent as JSON: a PDF, PNG or JPEG as base64. */
export class PurchaseFileDto {
  @ApiProperty({ example: 'receipt.pdf' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  filename!: string;

  @ApiProperty({ description: 'Base64 of a PDF, PNG or JPEG, at most 10 MiB decoded' })
  @IsString()
  @IsNotEmpty()
  base64!: string;
}

/** An employee's request to be refunded for a purchase paid privately. */
export class PurchaseRefundRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Paid with my own card' })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  comment?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A user of the account' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  user_id?: number | null;
}

/** The card transaction a purchase was paid with, matched by source and identifier. */
export class PurchaseCreditCardTransactionDto {
  @ApiProperty({ example: 'amex' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  source!: string;

  @ApiProperty({ example: 'TX-2026-000123' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  transaction_identifier!: string;
}
