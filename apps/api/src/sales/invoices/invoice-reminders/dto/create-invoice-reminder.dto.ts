import {
  ApiDateField,
  IdField,
  NumberField,
  TextField,
  LONG_TEXT,
} from '../../../../platform/input';
/** The body of POST /invoice_reminders. */
export class CreateInvoiceReminderDto {
  @IdField({ example: 17, description: 'A regular invoice that is not paid' })
  invoice_id!: number;

  @TextField({ maxLength: 255, nullable: true, blankToNull: true, example: '1st reminder' })
  title?: string | null;

  @TextField({
    maxLength: LONG_TEXT,
    nullable: true,
    description: 'Rich text (reduced to the safe subset)',
  })
  text?: string | null;

  @NumberField({
    min: 0,
    optional: true,
    example: 20,
    default: 0,
    description: "In the invoice's currency; rounded to its minor unit",
  })
  fee?: number;

  @ApiDateField({ example: '2026-12-01' }) date!: string;
  @ApiDateField({ example: '2026-12-15', description: 'Not before date' }) due_date!: string;
}
