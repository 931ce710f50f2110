import { TextField } from '../../../platform/input';

/** The body of DELETE /invoices/{id}: a reason, required unless the invoice is a draft. */
export class DeleteInvoiceDto {
  @TextField({ maxLength: 2000, allowNull: true, example: 'Issued twice by mistake' })
  reason?: string | null;
}
