import { ApiProperty } from '@nestjs/swagger';
import { Property, UserReferenceBase } from '../../../platform/openapi';

/** The user who issued a confirmation. */
export class OfferConfirmationUserReference extends UserReferenceBase {}

/** The offer a confirmation confirms. */
export class OfferConfirmationOfferReference {
  @ApiProperty({ example: 12 }) id!: number;
  @Property.Nullable(String, { example: 'A260012' }) identifier!: string | null;
  @ApiProperty({ example: 'Website Relaunch' }) title!: string;
}

/** An order confirmation as /offer_confirmations answers it. */
export class OfferConfirmationResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'AB260005', description: 'Its own number (extension)' })
  identifier!: string;
  @Property.IsoDate({ example: '2026-12-04' }) date!: string;
  @ApiProperty({ example: 'Auftragsbestätigung – Website Relaunch' }) title!: string;
  @ApiProperty({ description: 'Salutation (rich text, variables not substituted); "" when none' })
  salutation_raw!: string;
  @ApiProperty({ description: 'Footer (rich text, variables not substituted); "" when none' })
  footer_raw!: string;
  @ApiProperty({
    example: 'https://faktura.example.com/api/v1/offer_confirmations/5.pdf',
    description: 'Its PDF: GET /offer_confirmations/{id}.pdf (with the API key)',
  })
  file_url!: string;
  @Property.Nullable(OfferConfirmationUserReference, {
    description: 'Who issued it; null when the customer approved the offer online',
  })
  user!: OfferConfirmationUserReference | null;
  @ApiProperty({ type: OfferConfirmationOfferReference })
  offer!: OfferConfirmationOfferReference;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
