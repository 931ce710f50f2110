import { EmailListField, TextField } from '../../../platform/input';

const RECIPIENTS = {
  maxLength: 10_000,
  nullable: true,
  description: 'Addresses separated by `;`',
  example: 'anna@example.com;ben@example.com',
} as const;

/** The body of every send_email: texts may use the document's variables, e.g. `{identifier}`. */
export class SendEmailDto {
  @TextField({ maxLength: 998, example: 'Offer {identifier}' })
  subject!: string;

  @TextField({
    maxLength: 100_000,
    example: 'Dear {salutation}\n\nPlease find our offer attached.',
  })
  text!: string;

  @EmailListField(RECIPIENTS) emails_to?: string | null;
  @EmailListField(RECIPIENTS) emails_cc?: string | null;
  @EmailListField(RECIPIENTS) emails_bcc?: string | null;
}
