import {
  AmountField,
  CurrencyField,
  IdField,
  LONG_TEXT,
  TextField,
} from '../../../../platform/input';

/**
 * The body of POST /projects/groups (Faktura's: the reference only reads groups). Its fields
 * are the record's, by the reference's input names elsewhere (`user_id`, `company_id`).
 */
export class CreateProjectGroupDto {
  @TextField({ maxLength: 255, example: 'Relaunch programme' }) name!: string;

  @IdField({ nullable: true, example: 7, description: 'The responsible user, of the account' })
  user_id?: number | null;

  @IdField({ nullable: true, example: 12, description: 'A company of the account' })
  company_id?: number | null;

  @CurrencyField({
    nullable: true,
    example: 'EUR',
    description: "One of the account's currencies; null: none",
  })
  currency?: string | null;

  @AmountField({
    optional: true,
    default: 0,
    example: 50000,
    description: "Rounded to the currency (the account's default when the group has none)",
  })
  budget?: number;

  @TextField({ maxLength: LONG_TEXT, nullable: true }) info?: string | null;
}
