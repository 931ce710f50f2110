import { ApiProperty } from '@nestjs/swagger';

const APPROVAL_URL = 'https://faktura.example.com/approval/3q2-Vb8xP0nZ';

/** The customer approval as offers embed it. */
export class EmbeddedCustomerApprovalResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ description: 'Whether the approval page accepts approvals' }) active!: boolean;
  @ApiProperty({
    example: APPROVAL_URL,
    description: 'Public page (no API key) where the customer approves the offer',
  })
  url!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Name typed when approving' })
  customer_full_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E-mail given when approving' })
  customer_email!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-22T09:15:04Z' })
  signed_at!: string | null;
}

/** Online approval of an offer by the customer (GET/activate/deactivate). */
export class CustomerApprovalResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({
    example: APPROVAL_URL,
    description: 'Public page (no API key) where the customer approves the offer',
  })
  approval_url!: string;
  @ApiProperty({ example: `${APPROVAL_URL}/offer.pdf`, description: 'The offer PDF of the page' })
  offer_document_url!: string;
  @ApiProperty({ description: 'Whether the approval page accepts approvals' }) active!: boolean;
  @ApiProperty({ type: String, nullable: true }) customer_full_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) customer_email!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Always null: the customer types a name, no drawn signature is taken',
  })
  signature_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) signed_at!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

/** The order confirmation issued when the customer approved the offer. */
export class OfferConfirmationResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @ApiProperty({ format: 'date', example: '2026-11-22' }) date!: string;
  @ApiProperty({ example: 'Order confirmation A260001' }) title!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
