import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

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
  @Property.Nullable(String, { description: 'Name typed when approving' })
  customer_full_name!: string | null;
  @Property.Nullable(String, { description: 'E-mail given when approving' })
  customer_email!: string | null;
  @Property.Nullable(String, { example: '2026-11-22T09:15:04Z' }) signed_at!: string | null;
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
  @Property.Nullable(String) customer_full_name!: string | null;
  @Property.Nullable(String) customer_email!: string | null;
  @Property.Nullable(String, {
    description: 'Always null: the customer types a name, no drawn signature is taken',
  })
  signature_url!: string | null;
  @Property.Nullable(String) signed_at!: string | null;
  @Property.Timestamp({ example: null }) created_at!: string;
  @Property.Timestamp({ example: null }) updated_at!: string;
}

/** The order confirmation issued when the customer approved the offer. */
export class OfferConfirmationResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @Property.IsoDate({ example: '2026-11-22' }) date!: string;
  @ApiProperty({ example: 'Order confirmation A260001' }) title!: string;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
