import {
  AmountField,
  BooleanField,
  IdField,
  PercentField,
  TextField,
} from '../../../platform/input';

/** One item of a new purchase; its amounts are computed by the server from `total`. */
export class PurchaseItemDto {
  @TextField({ maxLength: 255, example: 'Office chairs' }) title!: string;

  @AmountField({
    signed: true,
    example: 1190,
    description: 'Net, or gross when tax_included is true',
  })
  total!: number;

  @BooleanField({
    allowNull: true,
    default: false,
    description: 'Whether total includes the tax',
  })
  tax_included?: boolean | null;

  @IdField({
    allowNull: true,
    example: 3,
    description: 'An active purchase VAT code; wins over tax. Required unless tax is sent',
  })
  vat_code_id?: number | null;

  @PercentField({
    maxDecimalPlaces: 4,
    allowNull: true,
    deprecated: true,
    example: 19,
    description:
      "Percent (0 to 100, up to 4 decimals); deprecated, use vat_code_id. Takes the account's oldest active purchase VAT code of kind tax with this rate, or else stays an inline rate without a code",
  })
  tax?: number | null;

  @BooleanField({
    allowNull: true,
    default: false,
    description: "Subject to the artists' social insurance levy (Künstlersozialkasse)",
  })
  ksk_relevant?: boolean | null;

  @IdField({ nullable: true, description: 'An active purchase category' })
  category_id?: number | null;
}
