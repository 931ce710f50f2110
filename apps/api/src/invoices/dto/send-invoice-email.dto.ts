import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { BlankToNull } from '../../common/input/input-transforms';
import { SendEmailDto } from '../../emails/dto/send-email.dto';

/** The body of POST /invoices/{id}/send_email: the e-mail plus the paper of its PDF. */
export class SendInvoiceEmailDto extends SendEmailDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "Letter paper of the attached PDF; blank: the account's default",
  })
  @BlankToNull()
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  letter_paper_id?: number | null;
}
