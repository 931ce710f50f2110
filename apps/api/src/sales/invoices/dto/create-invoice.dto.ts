import {
  ApiDateField,
  BooleanField,
  CurrencyField,
  IdField,
  IntField,
  PercentField,
  TextField,
} from '../../../platform/input';
import { SalesDocumentDto } from '../../../shared/sales-documents';
import { InvoicePositionDto } from './invoice-position.dto';

/** The body of POST /invoices. */
export class CreateInvoiceDto extends SalesDocumentDto({
  position: InvoicePositionDto,
  examples: { title: 'Consulting November', discount: 5, tags: ['consulting'] },
  richText: 'Rich text; variables',
  changeAddress: ['invoice', 'project', 'customer'],
}) {
  @IdField({ example: 12, description: 'The company billed' })
  customer_id!: number;

  @ApiDateField({ allowNull: true, description: 'Omit both dates for no service period' })
  service_period_from?: string | null;

  @ApiDateField({ allowNull: true }) service_period_to?: string | null;

  @CurrencyField({ example: 'CHF', description: 'One of the account currencies' })
  currency!: string;

  @TextField({
    maxLength: 50,
    allowNull: true,
    enum: ['created', 'draft'],
    default: 'created',
    description: 'Any other value is treated as created, as the reference service does',
  })
  status?: string | null;

  @PercentField({ optional: true, example: 2, description: 'Percent' })
  cash_discount?: number;

  @TextField({
    maxLength: 200,
    nullable: true,
    example: '04011000-12345-67',
    description:
      "Extension: BT-10 of the e-invoice (Leitweg-ID); omitted: the customer's buyer_reference",
  })
  buyer_reference?: string | null;

  @IntField({ min: 0, max: 3650, optional: true, example: 10 })
  cash_discount_days?: number;

  @IdField({ nullable: true, description: 'A project of the customer' })
  project_id?: number | null;

  @IdField({
    nullable: true,
    description: 'Extension: the offer this invoice bills (moves it to billed)',
  })
  offer_id?: number | null;

  @IdField({
    nullable: true,
    description: 'Letter paper of the PDF; default (null): the account default',
  })
  letter_paper_id?: number | null;

  @BooleanField({
    optional: true,
    description: 'Print the PDF without letter paper; default false',
  })
  without_letter_paper?: boolean;
}
