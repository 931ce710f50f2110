import { ApiProperty } from '@nestjs/swagger';

/** Online approval of an offer by the customer. */
export class CustomerApprovalResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ description: 'Whether the approval page accepts approvals' }) active!: boolean;
  @ApiProperty({
    example: 'https://faktura.example.com/approval/3q2-Vb8xP0nZ',
    description: 'Public page (no API key) where the customer approves the offer',
  })
  url!: string;
}

/** The order confirmation issued when the customer approved the offer. */
export class OfferConfirmationResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @ApiProperty({ format: 'date', example: '2026-11-22' }) date!: string;
  @ApiProperty({ example: 'Order confirmation A260001' }) title!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
