import { IdField, TextField, LONG_TEXT } from '../../../platform/input';
import { DocumentFileDto } from '../../../shared/attachments';
/** The document of a purchase sent as JSON: a PDF, PNG or JPEG as base64. */
export class PurchaseFileDto extends DocumentFileDto {}

/** An employee's request to be refunded for a purchase paid privately. */
export class PurchaseRefundRequestDto {
  @TextField({ maxLength: LONG_TEXT, nullable: true, example: 'Paid with my own card' })
  comment?: string | null;

  @IdField({ nullable: true, description: 'A user of the account' }) user_id?: number | null;
}

/** The card transaction a purchase was paid with, matched by source and identifier. */
export class PurchaseCreditCardTransactionDto {
  @TextField({ maxLength: 255, example: 'amex' }) source!: string;
  @TextField({ maxLength: 255, example: 'TX-2026-000123' }) transaction_identifier!: string;
}
