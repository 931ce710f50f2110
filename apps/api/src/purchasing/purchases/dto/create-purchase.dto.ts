import { PaymentMethod, PurchaseStatus } from '@faktura/db';
import {
  CustomPropertiesField,
  NestedField,
  NestedListField,
  TagsField,
  ApiDateField,
  CurrencyField,
  EnumField,
  IbanField,
  IdField,
  TextField,
  LONG_TEXT,
} from '../../../platform/input';
import {
  PurchaseCreditCardTransactionDto,
  PurchaseFileDto,
  PurchaseRefundRequestDto,
} from './purchase-parts.dto';
import { PurchaseItemDto } from './purchase-item.dto';

/** Every payment method of the interface. */
export const PAYMENT_METHODS = Object.values(PaymentMethod);

const OPTIONAL_DATE = { nullable: true } as const;

/** The fields POST and PUT share; PUT takes each of them optionally. */
export class PurchaseFieldsDto {
  @ApiDateField({ example: '2026-11-22' }) date!: string;

  @CurrencyField({ example: 'EUR', description: 'One of the account currencies' })
  currency!: string;

  @EnumField(PAYMENT_METHODS, { example: 'bank_transfer' }) payment_method!: PaymentMethod;

  @TextField({
    maxLength: 255,
    nullable: true,
    description: "Left out: the first item's title, plus ` etc.` when there are more",
  })
  title?: string | null;

  @ApiDateField(OPTIONAL_DATE) due_date?: string | null;
  @ApiDateField(OPTIONAL_DATE) service_period_from?: string | null;
  @ApiDateField(OPTIONAL_DATE) service_period_to?: string | null;

  @TextField({
    maxLength: 50,
    optional: true,
    notEmpty: false,
    enum: Object.values(PurchaseStatus),
    default: 'pending',
  })
  status?: string;

  @IdField({ nullable: true, description: 'The supplier' }) company_id?: number | null;

  @IdField({
    nullable: true,
    description: "Responsible user; on create the API key's user when not sent",
  })
  user_id?: number | null;

  @TextField({
    maxLength: 255,
    nullable: true,
    blankToNull: true,
    description: "The supplier's invoice number; unique per supplier",
  })
  receipt_identifier?: string | null;

  @IdField({ nullable: true, description: 'The purchase budget it is spent from' })
  purchase_budget_id?: number | null;

  @IdField({
    nullable: true,
    description: 'Extension: the planned purchase it fulfils (counts as its exhausted amount)',
  })
  planned_purchase_id?: number | null;

  @TextField({ maxLength: LONG_TEXT, nullable: true }) info?: string | null;
  @IbanField({ nullable: true }) iban?: string | null;

  @TextField({ maxLength: 255, nullable: true, description: 'Payment reference' })
  reference?: string | null;

  @CustomPropertiesField({
    optional: true,
    description: 'Custom field name to value; wins over custom_properties',
  })
  custom_property_values?: Record<string, unknown>;

  @CustomPropertiesField({
    optional: true,
    description: 'The same as custom_property_values (the sample request uses this name)',
  })
  custom_properties?: Record<string, unknown>;

  @NestedField(PurchaseFileDto, {
    optional: true,
    description: 'The document; replaces the old one',
  })
  file?: PurchaseFileDto;

  @TagsField({ optional: true, example: ['office'] }) tags?: string[];

  @NestedField(PurchaseRefundRequestDto, { nullable: true, description: 'null removes it' })
  refund_request?: PurchaseRefundRequestDto | null;

  @NestedField(PurchaseCreditCardTransactionDto, {
    nullable: true,
    description: 'null unlinks it',
  })
  credit_card_transaction?: PurchaseCreditCardTransactionDto | null;
}

/** The body of POST /purchases. */
export class CreatePurchaseDto extends PurchaseFieldsDto {
  @NestedListField(PurchaseItemDto, { minSize: 1, maxSize: 1000, description: 'At least one' })
  items!: PurchaseItemDto[];

  @IdField({
    nullable: true,
    description:
      "A purchase draft: its document becomes the purchase's (unless `file` is sent), then the draft is deleted",
  })
  purchase_draft_id?: number | null;
}
