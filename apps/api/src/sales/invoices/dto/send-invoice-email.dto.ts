import { IdField } from '../../../platform/input';
import { SendEmailDto } from '../../../shared/emails';

/** The body of POST /invoices/{id}/send_email: the e-mail plus the paper of its PDF. */
export class SendInvoiceEmailDto extends SendEmailDto {
  @IdField({
    nullable: true,
    blankToNull: true,
    description: "Letter paper of the attached PDF; blank: the account's default",
  })
  letter_paper_id?: number | null;
}
