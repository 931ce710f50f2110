import { ApiProperty } from '@nestjs/swagger';
import { EmailDeliveryResponse } from '../../../../shared/emails';
import { InvoiceReminderResponse } from '../../dto/invoice.response';
import { Property } from '../../../../platform/openapi';

/** The invoice a reminder belongs to, with the reminder's place among its reminders. */
export class ReminderInvoiceReference {
  @ApiProperty({ example: 17 }) id!: number;
  @Property.Nullable(String, { example: 'R260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Consulting November' }) title!: string;
  @ApiProperty({ example: 1, description: '1 for the first reminder of the invoice, 2, ...' })
  dunning_level!: number;
}

/** A reminder as /invoice_reminders answers it: the embedded form plus status, PDF and invoice. */
export class InvoiceReminderRecordResponse extends InvoiceReminderResponse {
  @ApiProperty({ enum: ['created', 'sent'], description: 'sent once send_email queued it' })
  status!: string;
  @Property.Nullable(String, {
    description: 'Signed link to the last rendered PDF (null before the first); expires',
  })
  file_url!: string | null;
  @ApiProperty({ type: ReminderInvoiceReference }) invoice!: ReminderInvoiceReference;
  @ApiProperty({
    type: [EmailDeliveryResponse],
    description:
      'The e-mails sent (or being sent) with this reminder, oldest first (extension; also GET /email_deliveries)',
  })
  email_deliveries!: EmailDeliveryResponse[];
}
