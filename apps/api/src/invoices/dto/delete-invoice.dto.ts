import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The body of DELETE /invoices/{id}: a reason, required unless the invoice is a draft. */
export class DeleteInvoiceDto {
  @ApiPropertyOptional({ example: 'Issued twice by mistake' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string | null;
}
