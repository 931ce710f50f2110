import { NestedField, TextField } from '../../../platform/input';

/** A statement file sent as JSON, like every other upload. */
export class BankStatementFileDto {
  @TextField({ maxLength: 255, example: 'camt053-2026-11-30.xml' }) filename!: string;

  @TextField({
    description:
      'Base64 of a camt.053 (.001.02 to .001.08), camt.054 or MT940 file, at most 15 MiB',
  })
  base64!: string;
}

/** The body of POST /bank_statements. */
export class CreateBankStatementDto {
  @NestedField(BankStatementFileDto, { description: 'The format is detected from the content' })
  file!: BankStatementFileDto;
}
