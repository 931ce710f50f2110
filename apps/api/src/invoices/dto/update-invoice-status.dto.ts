import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_MANUAL_STATUSES } from '@faktura/domain';
import { IsString } from 'class-validator';

/** The body of PUT /invoices/{id}/update_status; the status machine checks the value. */
export class UpdateInvoiceStatusDto {
  @ApiProperty({ enum: INVOICE_MANUAL_STATUSES, example: 'sent' }) @IsString() status!: string;
}
