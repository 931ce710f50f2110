import { InvoiceFormat, PaymentMeans } from '@faktura/db';
import { IsBIC } from 'class-validator';
import {
  CurrencyField,
  EnumField,
  IbanField,
  IdField,
  IntField,
  PercentField,
  TextField,
  field,
  MAX_ID,
  CompactUpperCase,
  PeppolIdField,
} from '../../../platform/input';
import { CompanyRecipientsDto } from './company-recipients.dto';

const VAT_CODE = { nullable: true, minimum: 1 } as const;
const DUE_DAYS = { min: 0, max: 3650, nullable: true } as const;
const ACCOUNT_NUMBER = { min: 0, max: MAX_ID, nullable: true } as const;

/** How the company is invoiced and paid: currency, VAT defaults, terms, bank, accounting. */
export abstract class CompanyBillingDto extends CompanyRecipientsDto {
  @CurrencyField({
    nullable: true,
    description: "One of the account's currencies; default (and null) the account's default",
    example: 'CHF',
  })
  currency?: string | null;

  @IdField({ ...VAT_CODE, description: 'A sales VAT code of the account (`customer_vat`)' })
  customer_vat_code_id?: number | null;

  @IdField({ ...VAT_CODE, description: 'A purchase VAT code of the account (`supplier_vat`)' })
  supplier_vat_code_id?: number | null;

  @PercentField({
    nullable: true,
    deprecated: true,
    description: 'Sets customer_vat to the active sales VAT code of kind tax with this rate',
    example: 19,
  })
  customer_tax?: number | null;

  @PercentField({
    nullable: true,
    deprecated: true,
    description: 'Sets supplier_vat to the active purchase VAT code of kind tax with this rate',
    example: 19,
  })
  supplier_tax?: number | null;

  @IntField({ ...DUE_DAYS, example: 30 }) default_invoice_due_days?: number | null;

  @IntField({ ...DUE_DAYS, deprecated: true, description: 'Alias of default_invoice_due_days' })
  invoice_due_days?: number | null;

  @EnumField(Object.values(InvoiceFormat), {
    optional: true,
    default: InvoiceFormat.regular_pdf,
    description:
      'regular_pdf: the PDF; x_invoice: XRechnung (UBL) next to it; zugferd_x_invoice: the ' +
      'Factur-X/ZUGFeRD hybrid PDF; peppol: the customer receives Peppol BIS Billing 3.0',
  })
  invoice_format?: InvoiceFormat;

  @PeppolIdField({ nullable: true })
  peppol_id?: string | null;

  @TextField({
    maxLength: 200,
    nullable: true,
    example: '04011000-12345-67',
    description:
      'Extension: BT-10 of e-invoices, the Leitweg-ID of a public-sector customer or the ' +
      'reference the buyer asks for; new invoices to the company take it',
  })
  buyer_reference?: string | null;

  @EnumField(Object.values(PaymentMeans), { nullable: true })
  default_payment_means?: PaymentMeans | null;

  @IbanField({ nullable: true, example: 'CH9300762011623852957' }) iban?: string | null;

  @field(
    { nullable: true, example: 'UBSWCHZH80A' },
    { nullableType: String },
    CompactUpperCase(),
    IsBIC(),
  )
  bank_bic?: string | null;

  @TextField({ maxLength: 255, nullable: true, example: 'Beispiel AG' })
  bank_owner?: string | null;

  @IntField({ ...ACCOUNT_NUMBER, example: 10001 }) debit_number?: number | null;
  @IntField({ ...ACCOUNT_NUMBER, example: 70001 }) credit_number?: number | null;
  @TextField({ maxLength: 10_000, nullable: true }) billing_notes?: string | null;
}
