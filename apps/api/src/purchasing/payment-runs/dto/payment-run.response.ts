import { ApiProperty } from '@nestjs/swagger';
import { PAIN001_VERSIONS } from '@faktura/banking';
import { SEPA_TRANSFER_STATUSES } from '@faktura/domain';
import { Property, UserReferenceBase } from '../../../platform/openapi';

/** The user who made the run. */
export class PaymentRunUserReference extends UserReferenceBase {}

/** One SEPA transfer of a run: one purchase paid. */
export class SepaTransferResponse {
  @ApiProperty({ example: 512 }) id!: number;
  @ApiProperty({ example: 31 }) purchase_id!: number;
  @ApiProperty({
    example: 'E260001-7',
    description: 'The purchase identifier and the run id; the bank statement quotes it',
  })
  end_to_end_id!: string;
  @ApiProperty({ example: 1190, description: "The purchase's open amount when the run was made" })
  amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 'DE89370400440532013000' }) creditor_iban!: string;
  @ApiProperty({
    enum: SEPA_TRANSFER_STATUSES,
    description: 'pending until a bank statement books it (booked) or returns it (returned)',
  })
  status!: string;
  @Property.IsoDate({ nullable: true, description: 'The booking date on the statement' })
  booked_at!: string | null;
  @Property.Timestamp() created_at!: string;
}

/** A SEPA payment run (extension): one pain.001 file paying chosen purchases. */
export class PaymentRunResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'PAIN001-7-20261208101500', description: 'GrpHdr/MsgId of the file' })
  message_id!: string;
  @ApiProperty({ enum: PAIN001_VERSIONS }) format!: string;
  @Property.IsoDate({ example: '2026-12-09' }) execution_date!: string;
  @ApiProperty({ example: 2 }) transfer_count!: number;
  @ApiProperty({ example: 2380, description: 'The control sum: all transfers together' })
  total!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({
    example: '/api/v1/purchases/payment_runs/7.xml',
    description: 'Where the file is downloaded (with the API key)',
  })
  file_url!: string;
  @Property.Nullable(PaymentRunUserReference) user!: PaymentRunUserReference | null;
  @ApiProperty({ type: [SepaTransferResponse] }) transfers!: SepaTransferResponse[];
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
