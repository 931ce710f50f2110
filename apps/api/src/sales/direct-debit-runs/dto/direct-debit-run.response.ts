import { ApiProperty } from '@nestjs/swagger';
import { PAIN008_VERSIONS } from '@faktura/banking';
import { SEPA_TRANSFER_STATUSES } from '@faktura/domain';
import { Property } from '../../../platform/openapi';

/** One SEPA direct debit of a run: one invoice collected. */
export class DirectDebitResponse {
  @ApiProperty({ example: 612 }) id!: number;
  @ApiProperty({ example: 41 }) invoice_id!: number;
  @ApiProperty({ example: 3, description: 'The mandate (GET /sepa_mandates/{id})' })
  mandate_id!: number;
  @ApiProperty({
    example: 'R260001-7',
    description: 'The invoice number and the run id; the bank statement quotes it',
  })
  end_to_end_id!: string;
  @ApiProperty({ example: 1190, description: "The invoice's open amount when the run was made" })
  amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: ['FRST', 'RCUR', 'FNAL', 'OOFF'] }) sequence_type!: string;
  @Property.IsoDate({ example: '2026-12-09' }) collection_date!: string;
  @ApiProperty({
    enum: SEPA_TRANSFER_STATUSES,
    description: 'pending until a bank statement books it (booked) or returns it (returned)',
  })
  status!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'MD06',
    description: 'The ISO 20022 reason code of a return',
  })
  return_reason!: string | null;
  @Property.Timestamp() created_at!: string;
}

/** A SEPA direct debit run (extension): one pain.008 file collecting chosen invoices. */
export class DirectDebitRunResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'PAIN008-7-20261208101500', description: 'GrpHdr/MsgId of the file' })
  message_id!: string;
  @ApiProperty({ enum: PAIN008_VERSIONS }) format!: string;
  @ApiProperty({ example: 2 }) direct_debit_count!: number;
  @ApiProperty({ example: 2380, description: 'The control sum: all collections together' })
  total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({
    example: '/api/v1/invoices/direct_debit_runs/7.xml',
    description: 'Where the file is downloaded (with the API key)',
  })
  file_url!: string;
  @ApiProperty({ type: [DirectDebitResponse] }) direct_debits!: DirectDebitResponse[];
  @Property.Timestamp() created_at!: string;
}
