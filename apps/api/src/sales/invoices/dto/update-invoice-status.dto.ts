import { INVOICE_MANUAL_STATUSES } from '@faktura/domain';
import { TextField } from '../../../platform/input';

/** The body of PUT /invoices/{id}/update_status; the status machine checks the value. */
export class UpdateInvoiceStatusDto {
  @TextField({ notEmpty: false, enum: [...INVOICE_MANUAL_STATUSES], example: 'sent' })
  status!: string;
}
