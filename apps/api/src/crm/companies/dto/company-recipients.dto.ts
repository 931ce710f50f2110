import { EmailListField } from '../../../platform/input';

const RECIPIENTS = {
  maxLength: 2000,
  nullable: true,
  description: 'Faktura extension: e-mail addresses separated by `;` (send_email defaults)',
  example: 'billing@example.com;cfo@example.com',
};

/** Default recipients of the company's invoice and offer e-mails. */
export abstract class CompanyRecipientsDto {
  @EmailListField({
    ...RECIPIENTS,
    description: 'Cc of invoice e-mails: addresses separated by `;`',
  })
  billing_email_cc?: string | null;

  @EmailListField(RECIPIENTS) invoice_emails_to?: string | null;
  @EmailListField(RECIPIENTS) invoice_emails_bcc?: string | null;
  @EmailListField(RECIPIENTS) offer_emails_to?: string | null;
  @EmailListField(RECIPIENTS) offer_emails_cc?: string | null;
  @EmailListField(RECIPIENTS) offer_emails_bcc?: string | null;
}
