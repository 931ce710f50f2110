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
import { DocumentVatResponse } from '../../common/vat/document-vat.response';
import { EmailDeliveryResponse } from '../../emails/dto/email-delivery.response';
import {
  CustomPropertiesProperty,
  DateProperty,
  NullableProperty,
  TagsProperty,
  TimestampProperty,
} from '../../common/openapi/response-properties';

/** An offer in lists: every field except salutation, footer and items. */
export class OfferSummaryResponse {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 'A260001' }) identifier!: string;
  @NullableProperty(Number, { description: 'The latest invoice created from this offer' })
  invoice_id!: number | null;
  @DateProperty({ example: '2026-11-22' }) date!: string;
  @DateProperty({ example: '2026-12-22' }) due_date!: string;
  @ApiProperty({ example: 'Website relaunch' }) title!: string;
  @ApiProperty({ example: 'Kunde AG\nHauptstrasse 1' }) recipient_address!: string;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ example: 1600 }) net_total!: number;
  @ApiProperty({ example: 21.5, description: 'Percent' }) tax!: number;
  @ApiProperty({ type: DocumentVatResponse }) vat!: DocumentVatResponse;
  @ApiProperty({ example: 1944 }) gross_total!: number;
  @ApiProperty({ example: 20, description: 'Percent' }) discount!: number;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: string;
  @TagsProperty() tags!: string[];
  @CustomPropertiesProperty()
  custom_properties!: Record<string, unknown>;
  @NullableProperty(OfferNamedReference) company!: OfferNamedReference | null;
  @NullableProperty(OfferProjectReference)
  project!: OfferProjectReference | null;
  @NullableProperty(OfferNamedReference) deal!: OfferNamedReference | null;
  @NullableProperty(OfferUserReference) user!: OfferUserReference | null;
  @NullableProperty(OfferConfirmationResponse, {
    description: 'Issued when the customer approved the offer online; null before',
  })
  offer_confirmation!: OfferConfirmationResponse | null;
  @NullableProperty(EmbeddedCustomerApprovalResponse, {
    description: 'Null until customer approval was activated',
  })
  customer_approval!: EmbeddedCustomerApprovalResponse | null;
  @TimestampProperty() created_at!: string;
  @TimestampProperty() updated_at!: string;
  @DateProperty({ example: '2026-11-22' }) created_on!: string;
  @DateProperty({ example: '2026-11-22' }) updated_on!: string;
  @NullableProperty(String, {
    description:
      'Signed link to the last rendered PDF (null before the first); expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @ApiProperty({
    type: [EmailDeliveryResponse],
    description:
      'The e-mails sent (or being sent) about this offer, oldest first (extension; also GET /email_deliveries)',
  })
  email_deliveries!: EmailDeliveryResponse[];
}

/** One offer with salutation, footer, internal contact and positions. */
export class OfferResponse extends OfferSummaryResponse {
  @NullableProperty(String, { description: 'Rich text' })
  salutation!: string | null;
  @NullableProperty(String, { description: 'Rich text' }) footer!: string | null;
  @NullableProperty(OfferUserReference)
  internal_contact!: OfferUserReference | null;
  @ApiProperty({ type: [OfferPositionResponse] }) items!: OfferPositionResponse[];
}
