import {
  AmountField,
  ApiDateField,
  BooleanField,
  CurrencyField,
  IdField,
  LONG_TEXT,
  TextField,
} from '../../../../platform/input';

/** The body of POST /projects/{project_id}/payment_schedules (the reference's names). */
export class CreatePaymentScheduleDto {
  @ApiDateField({ example: '2026-12-01', description: 'The planned billing date' }) date!: string;

  @AmountField({
    signed: true,
    example: 1000,
    description: "Net amount in the project's currency, rounded to it",
  })
  net_total!: number;

  @TextField({ maxLength: 255, nullable: true, example: 'First instalment' })
  title?: string | null;

  @TextField({ maxLength: LONG_TEXT, nullable: true, description: 'Rich text' })
  description?: string | null;

  @BooleanField({ allowNull: true, default: false }) checked?: boolean;

  @IdField({
    optional: true,
    example: 3,
    description: 'The project of the path; any other is refused (a schedule stays in its project)',
  })
  project_id?: number;

  @CurrencyField({
    allowNull: true,
    example: 'EUR',
    description:
      "Faktura: only the project's currency is accepted; the amount is always in it (no conversion)",
  })
  currency?: string | null;
}
