import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENTS, WEBHOOK_TARGETS } from '@faktura/db';
import { Property } from '../../../platform/openapi';

/** A web hook as the API returns it (the reference's record); its secret is never shown again. */
export class WebHookResponse {
  @ApiProperty({ example: 73 }) id!: number;
  @ApiProperty({ enum: WEBHOOK_TARGETS, example: 'Invoice' }) target!: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, example: 'create' }) event!: string;
  @ApiProperty({ example: 'https://example.com/hooks/faktura-invoices' }) hook!: string;
  @ApiProperty({
    description:
      'A disabled hook gets no new deliveries and its pending ones wait. Set by PUT .../disable, ' +
      'by a 410 Gone answer and after 500 failed attempts in a row',
  })
  disabled!: boolean;
  @Property.Nullable(String, { format: 'date-time', example: null })
  disabled_at!: string | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}

/** The answer of POST /account/web_hooks: the record and, this once, its secret. */
export class CreatedWebHookResponse extends WebHookResponse {
  @ApiProperty({
    example: '1d608b9d72219b90ff2393a1d3ee0ac0',
    description:
      'Key of the signatures (32 lowercase hex characters): X-Moco-Signature is the hex ' +
      'HMAC-SHA256 of the raw body with it. Shown only in this answer; store it now',
  })
  secret!: string;
}
