import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** Extension: one statement of an imported bank file (a file may hold several). */
export class BankStatementResponse {
  @ApiProperty({ example: 77 }) id!: number;
  @ApiProperty({ example: 'camt053-2026-11-30.xml' }) filename!: string;
  @ApiProperty({ example: 'camt.053.001.08', description: 'Detected from the content' })
  format!: string;
  @Property.Nullable(String, { example: 'MSG-20261130' }) message_id!: string | null;
  @Property.Nullable(String, { example: 'STMT-2026-11-30' }) statement_id!: string | null;
  @Property.Nullable(String, { example: '231' }) sequence_number!: string | null;
  @Property.Nullable(String, { example: 'DE89370400440532013000' }) iban!: string | null;
  @ApiProperty({ example: 'DE89370400440532013000', description: 'As the statement names it' })
  account_identifier!: string;
  @Property.Nullable(String, { example: 'EUR' }) currency!: string | null;
  @Property.IsoDate({ nullable: true, example: '2026-11-01' }) from_date!: string | null;
  @Property.IsoDate({ nullable: true, example: '2026-11-30' }) to_date!: string | null;
  @Property.Nullable(Number, { example: 1000 }) opening_balance!: number | null;
  @Property.Nullable(Number, { example: 1119 }) closing_balance!: number | null;
  @ApiProperty({ example: 12, description: 'Transactions in the statement' })
  transaction_count!: number;
  @ApiProperty({ example: 10, description: 'Transactions this import stored' })
  imported_count!: number;
  @ApiProperty({ example: 2, description: 'Transactions an earlier import had stored already' })
  skipped_count!: number;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}

/** What POST /bank_statements read, stored and booked. */
export class BankStatementImportResponse {
  @ApiProperty({ type: [BankStatementResponse] }) statements!: BankStatementResponse[];
  @ApiProperty({ example: 10, description: 'New transactions, all statements together' })
  imported!: number;
  @ApiProperty({
    example: 2,
    description: 'Transactions skipped because they were imported before',
  })
  skipped!: number;
  @ApiProperty({ example: 7, description: 'New transactions that booked payments' })
  matched!: number;
  @ApiProperty({ example: 2, description: 'New transactions waiting for a person to confirm' })
  suggested!: number;
  @ApiProperty({ example: 1 }) unmatched!: number;
}
