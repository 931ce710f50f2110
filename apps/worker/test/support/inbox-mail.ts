import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';

/** The RFC 5322 source of a mail, as a supplier's mail program would send it. */
export function composeMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ from: 'billing@supplier.test', to: 'inbox@faktura.test', ...options })
    .compile()
    .build();
}

/** A small PDF-looking file whose bytes differ per `label` (the reader does not open it). */
export const pdfBytes = (label: string): Buffer =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
