import { RECEIPT_MAX_ITEMS } from '@faktura/domain';
import {
  AmountField,
  ApiDateField,
  BooleanField,
  CurrencyField,
  IdField,
  LONG_TEXT,
  NestedField,
  NestedListField,
  TextField,
} from '../../../platform/input';
import { DocumentFileDto } from '../../../shared/attachments';

/** The image or PDF of a receipt sent as JSON: a PDF, PNG or JPEG as base64. */
export class ReceiptAttachmentDto extends DocumentFileDto {}

/** One VAT split of a receipt: what was paid at one VAT rate. */
export class ReceiptItemDto {
  @IdField({
    nullable: true,
    example: 88,
    description: 'An active purchase category of the account; the same for every item',
  })
  purchase_category_id?: number | null;

  @AmountField({
    maxDecimalPlaces: 2,
    example: 86.4,
    description: "What was paid, VAT included; more than 0, at most the currency's decimals",
  })
  gross_total!: number;

  @IdField({ example: 9, description: 'An active purchase VAT code of the account' })
  vat_code_id!: number;
}

/** The body of POST /receipts (the reference's names); the receipt is the key's user's. */
export class CreateReceiptDto {
  @ApiDateField({ example: '2024-03-20' }) date!: string;
  @TextField({ maxLength: 255, example: 'Taxi airport' }) title!: string;

  @BooleanField({
    optional: true,
    description: "Default: the project's billable flag; false without a project",
  })
  billable?: boolean;

  @TextField({ nullable: true, maxLength: LONG_TEXT, example: 'Client meeting transfer' })
  info?: string | null;

  @IdField({ nullable: true, example: 1234567, description: 'A project of the account' })
  project_id?: number | null;

  @CurrencyField({
    optional: true,
    example: 'CHF',
    description: "One of the account's currencies; default: the account's default currency",
  })
  currency?: string;

  @NestedListField(ReceiptItemDto, {
    minSize: 1,
    maxSize: RECEIPT_MAX_ITEMS,
    description: 'One to three VAT splits; on an update they replace all items',
  })
  items!: ReceiptItemDto[];

  @NestedField(ReceiptAttachmentDto, {
    nullable: true,
    description:
      'The slip (`attachment_url`), at most 10 MiB; replaces the old one, null removes it',
  })
  attachment?: ReceiptAttachmentDto | null;
}
