import { ApiProperty } from '@nestjs/swagger';

const RECIPIENTS = { type: String, nullable: true, description: 'Addresses separated by `;`' };

/** What send_email answers: the recipients as finally chosen (defaults applied) and the texts. */
export class SentEmailResponse {
  @ApiProperty({ ...RECIPIENTS, nullable: false }) emails_to!: string;
  @ApiProperty(RECIPIENTS) emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) emails_bcc!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;
}
