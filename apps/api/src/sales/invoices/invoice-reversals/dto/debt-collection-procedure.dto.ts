import { LONG_TEXT, TextField } from '../../../../platform/input';
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
