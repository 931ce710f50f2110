import { DomainError } from '@faktura/domain';
import { formatEmailList, parseEmailList } from '../../platform/input';
import type { SendEmailDto } from './dto/send-email.dto';
import type { SentEmailResponse } from './dto/sent-email.response';

/** Recipients of one e-mail. */
export interface Recipients {
  to: string[];
  cc: string[];
  bcc: string[];
}

/**
 * The recipients of a send_email: the body's when any of its three fields has an address, else
 * the document's defaults. Without a `to` address the request is a 422 on `emails_to`.
 */
export function selectRecipients(input: SendEmailDto, defaults: Recipients): Recipients {
  const sent: Recipients = {
    to: parseEmailList(input.emails_to),
    cc: parseEmailList(input.emails_cc),
    bcc: parseEmailList(input.emails_bcc),
  };
  const none = sent.to.length + sent.cc.length + sent.bcc.length === 0;
  const chosen = none ? defaults : sent;
  if (chosen.to.length === 0) {
    throw DomainError.validation({
      emails_to: [
        none ? 'is required: neither the request nor the defaults name a recipient' : 'is required',
      ],
    });
  }
  return chosen;
}

/** The send_email response for the chosen recipients and the texts as sent. */
export function toSentEmailResponse(
  recipients: Recipients,
  input: Pick<SendEmailDto, 'subject' | 'text'>,
): SentEmailResponse {
  return {
    emails_to: recipients.to.join(';'),
    emails_cc: formatEmailList(recipients.cc),
    emails_bcc: formatEmailList(recipients.bcc),
    subject: input.subject,
    text: input.text,
  };
}
