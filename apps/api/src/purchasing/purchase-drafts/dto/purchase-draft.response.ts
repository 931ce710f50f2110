import { ApiProperty } from '@nestjs/swagger';
import { Property, UserReferenceBase } from '../../../platform/openapi';

/** Who uploaded a draft. */
export class PurchaseDraftUserReference extends UserReferenceBase {}

/** The reference's card transaction of a draft; Faktura has no card feed, so it is always null. */
export class PurchaseDraftCreditCardTransactionResponse {
  @ApiProperty({ example: 'amex' }) source!: string;
  @ApiProperty({ example: 'TX-2026-000123' }) transaction_identifier!: string;
}

const LINK = 'Signed download link without API key; expires (FAKTURA_FILE_URL_TTL_SECONDS)';

/** A purchase draft: the reference's record, then Faktura's extensions. */
export class PurchaseDraftResponse {
  @ApiProperty({ example: 11002 }) id!: number;
  @ApiProperty({ example: 'Supplier invoice draft' }) title!: string;
  @Property.Nullable(String, {
    example: 'invoices@supplier.com',
    description: 'Sender of the supplier mail; null for uploaded drafts',
  })
  email_from!: string | null;
  @Property.Nullable(String, { example: 'Please process this invoice.' })
  email_body!: string | null;
  @Property.Nullable(PurchaseDraftUserReference, {
    description: "Who uploaded it (the API key's user); null for drafts from the inbox",
  })
  user!: PurchaseDraftUserReference | null;
  @Property.Nullable(String, { description: `The document (PDF or image). ${LINK}` })
  file_url!: string | null;
  @Property.Nullable(Number, {
    example: 100.5,
    description: 'Read with certainty from the document (prefill), else null',
  })
  net_total!: number | null;
  @Property.Nullable(Number, { example: 108.55, description: 'As net_total' })
  gross_total!: number | null;
  @Property.Nullable(PurchaseDraftCreditCardTransactionResponse, {
    description: 'Always null: Faktura has no card transactions for drafts',
  })
  credit_card_transaction!: PurchaseDraftCreditCardTransactionResponse | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @ApiProperty({
    enum: ['api', 'inbox'],
    description: 'Faktura: `api` (POST /purchases/drafts) or `inbox` (a supplier mail)',
  })
  source!: string;
  @Property.Nullable(String, {
    description: 'Faktura: why the inbox made a draft instead of a purchase',
    example: 'The e-invoice breaks rule BR-CO-15',
  })
  rejection_reason!: string | null;
  @Property.Nullable(String, { description: "Faktura: the document's file name" })
  filename!: string | null;
  @Property.Nullable(String, {
    description: "Faktura: the document's type, read from its bytes",
    example: 'application/pdf',
  })
  content_type!: string | null;
  @Property.Nullable(String, {
    description: `Faktura: the whole supplier mail (message/rfc822). ${LINK}`,
  })
  email_url!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Faktura: what the prefill read, each field with where it was found',
  })
  prefill!: Record<string, unknown> | null;
  @ApiProperty({
    enum: ['pending', 'done', 'none'],
    description: 'Faktura: `pending` (being read), `done`, `none` (nothing to read)',
  })
  prefill_status!: string;
}
