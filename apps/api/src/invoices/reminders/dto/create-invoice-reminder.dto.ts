import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsApiDate } from '../../../common/input/api-date.validator';
import { BlankToNull, PresentIfSent } from '../../../common/input/input-transforms';

/** The body of POST /invoice_reminders. */
export class CreateInvoiceReminderDto {
  @ApiProperty({ example: 17, description: 'A regular invoice that is not paid' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  invoice_id!: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1st reminder' })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  title?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Rich text (reduced to the safe subset)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(65_535)
  text?: string | null;

  @ApiPropertyOptional({
    example: 20,
    default: 0,
    description: "In the invoice's currency; rounded to its minor unit",
  })
  @PresentIfSent()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  fee?: number;

  @ApiProperty({ format: 'date', example: '2026-12-01' })
  @IsApiDate()
  date!: string;

  @ApiProperty({ format: 'date', example: '2026-12-15', description: 'Not before date' })
  @IsApiDate()
  due_date!: string;
}
