import { ApiProperty } from '@nestjs/swagger';
import { OFFER_STATUSES } from '@faktura/domain';
import {
  OfferNamedReference,
  OfferPositionResponse,
  OfferProjectReference,
  OfferUserReference,
} from './offer-references.response';
import {
  EmbeddedCustomerApprovalResponse,
  OfferConfirmationResponse,
} from './offer-approval.response';
import { DocumentVatResponse } from '../../../shared/document-vat';
import { EmailDeliveryResponse } from '../../../shared/emails';
import { Property } from '../../../platform/openapi';

/** An offer in lists: every field except salutation, footer and items. */
export class OfferSummaryResponse {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 'A260001' }) identifier!: string;
  @Property.Nullable(Number, { description: 'The latest invoice created from this offer' })
  invoice_id!: number | null;
  @Property.IsoDate({ example: '2026-11-22' }) date!: string;
  @Property.IsoDate({ example: '2026-12-22' }) due_date!: string;
  @ApiProperty({ example: 'Website relaunch' }) title!: string;
  @ApiProperty({ example: 'Kunde AG\nHauptstrasse 1' }) recipient_address!: string;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ example: 1600 }) net_total!: number;
  @ApiProperty({ example: 21.5, description: 'Percent' }) tax!: number;
  @ApiProperty({ type: DocumentVatResponse }) vat!: DocumentVatResponse;
  @ApiProperty({ example: 1944 }) gross_total!: number;
  @ApiProperty({ example: 20, description: 'Percent' }) discount!: number;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  @Property.Tags() tags!: string[];
  @Property.CustomProperties() custom_properties!: Record<string, unknown>;
  @Property.Nullable(OfferNamedReference) company!: OfferNamedReference | null;
  @Property.Nullable(OfferProjectReference) project!: OfferProjectReference | null;
  @Property.Nullable(OfferNamedReference) deal!: OfferNamedReference | null;
  @Property.Nullable(OfferUserReference) user!: OfferUserReference | null;
  @Property.Nullable(OfferConfirmationResponse, {
    description: 'Issued when the customer approved the offer online; null before',
  })
  offer_confirmation!: OfferConfirmationResponse | null;
  @Property.Nullable(EmbeddedCustomerApprovalResponse, {
    description: 'Null until customer approval was activated',
  })
  customer_approval!: EmbeddedCustomerApprovalResponse | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @Property.IsoDate({ example: '2026-11-22' }) created_on!: string;
  @Property.IsoDate({ example: '2026-11-22' }) updated_on!: string;
  @ApiProperty({
    format: 'uri',
    description:
      "Signed link to the offer's current PDF on its default paper, from the moment it exists " +
      '(printed on demand when not rendered yet); expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string;
  @ApiProperty({
    type: [EmailDeliveryResponse],
    description:
      'The e-mails sent (or being sent) about this offer, oldest first (extension; also GET /email_deliveries)',
  })
  email_deliveries!: EmailDeliveryResponse[];
}

/** One offer with salutation, footer, internal contact and positions. */
export class OfferResponse extends OfferSummaryResponse {
  @Property.Nullable(String, { description: 'Rich text' }) salutation!: string | null;
  @Property.Nullable(String, { description: 'Rich text' }) footer!: string | null;
  @Property.Nullable(OfferUserReference) internal_contact!: OfferUserReference | null;
  @ApiProperty({ type: [OfferPositionResponse] }) items!: OfferPositionResponse[];
}
