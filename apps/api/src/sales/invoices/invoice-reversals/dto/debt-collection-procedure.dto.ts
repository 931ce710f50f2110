import { LONG_TEXT } from '../../../../platform/input/field-options';
import { TextField } from '../../../../platform/input/field-decorators';

/** The body of PUT /invoices/{id}/debt_collection_procedure. */
export class DebtCollectionProcedureDto {
  @TextField({
    maxLength: LONG_TEXT,
    nullable: true,
    example: 'Handed to the collection agency',
    description: 'Omitted keeps the current note; null clears it',
  })
  note?: string | null;
}
