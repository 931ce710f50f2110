import { TextField } from '../../../platform/input';
/** A document sent as JSON (a purchase's, an expense's receipt): PDF, PNG, JPEG or e-invoice XML. */
export class DocumentFileDto {
  @TextField({ maxLength: 255, example: 'receipt.pdf' }) filename!: string;

  @TextField({ description: 'Base64 of a PDF, PNG or JPEG, at most 10 MiB decoded' })
  base64!: string;
}
