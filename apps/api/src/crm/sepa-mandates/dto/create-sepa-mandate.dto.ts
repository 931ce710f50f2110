import { IsBIC, ValidateBy } from 'class-validator';
import { isSepaIdentifier } from '@faktura/banking';
import { SEPA_SCHEMES } from '@faktura/domain';
import {
  ApiDateField,
  CompactUpperCase,
  EnumField,
  field,
  IbanField,
  IdField,
  TextField,
} from '../../../platform/input';

/** The mandate reference: 1-35 characters SEPA accepts in identifiers (no spaces, no "//"). */
function IsSepaIdentifier() {
  return ValidateBy({
    name: 'isSepaIdentifier',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isSepaIdentifier(value),
      defaultMessage: (args) =>
        `${args?.property} must be 1 to 35 letters, digits or / - ? : ( ) . , ' + ` +
        '(no spaces, not starting or ending with "/", no "//")',
    },
  });
}

/** The body of POST /sepa_mandates: a mandate a customer signed. */
export class CreateSepaMandateDto {
  @IdField({ example: 760, description: 'The customer (a company of the account) who signed it' })
  company_id!: number;

  @TextField({ example: 'MANDATE-2026-0001', description: 'Unique among the account’s mandates' })
  @IsSepaIdentifier()
  reference!: string;

  @ApiDateField({ example: '2026-11-02', description: 'The day the debtor signed the mandate' })
  signed_on!: string;

  @EnumField(SEPA_SCHEMES, { optional: true, description: 'Default CORE; B2B for businesses' })
  scheme?: 'CORE' | 'B2B';

  @IbanField({ example: 'DE02120300000000202051', description: 'The account debited' })
  iban!: string;

  @field(
    { nullable: true, example: 'BYLADEM1001', description: 'Optional (SEPA needs no BIC)' },
    { nullableType: String },
    CompactUpperCase(),
    IsBIC(),
  )
  bic?: string | null;

  @TextField({ maxLength: 70, example: 'Muster AG', description: 'The account holder' })
  debtor_name!: string;
}
