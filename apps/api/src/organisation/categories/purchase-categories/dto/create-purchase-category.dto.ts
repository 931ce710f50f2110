import { BooleanField, TextField } from '../../../../platform/input';

export class CreatePurchaseCategoryDto {
  @TextField({ maxLength: 255, example: 'Office supplies' }) name!: string;

  @TextField({
    maxLength: 255,
    nullable: true,
    example: '06815',
    description: 'Ledger account; text, because charts of accounts use leading zeros',
  })
  credit_account?: string | null;

  @BooleanField({ optional: true, default: true }) active?: boolean;
}
