import { BooleanField, NumberField, TextField } from '../../../platform/input';

export class CreateVatCodePurchaseDto {
  @TextField({ maxLength: 255, example: 'VSt19', description: 'Unique per account' })
  code!: string;

  @TextField({
    maxLength: 255,
    nullable: true,
    blankToNull: true,
    example: 'Standard rate 19 %',
    description: 'Answered as the code while none is stored; null or "" clears it',
  })
  description?: string | null;

  // The rate's bounds are the service's check; the document states them.
  @NumberField({ example: 19, minimum: 0, maximum: 100, description: 'Tax percentage' })
  tax!: number;

  @BooleanField({ optional: true, default: false, description: 'Not together with intra_eu' })
  reverse_charge?: boolean;

  @BooleanField({ optional: true, default: false, description: 'Only for accounts inside the EU' })
  intra_eu?: boolean;

  @BooleanField({
    optional: true,
    default: true,
    description: 'false retires the code for new documents',
  })
  active?: boolean;

  @TextField({ maxLength: 255, nullable: true, example: '1576' }) credit_account?: string | null;
}
