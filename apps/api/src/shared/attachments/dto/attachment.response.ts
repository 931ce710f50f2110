import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** An attachment of an offer or invoice as the API returns it. */
export class AttachmentResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'terms.pdf' }) title!: string;
  @ApiProperty({ example: 'terms.pdf' }) filename!: string;
  @ApiProperty({ example: 'application/pdf' }) content_type!: string;
  @ApiProperty({ example: 48213, description: 'Bytes' }) size!: number;
  @Property.Nullable(String, {
    description: 'Signed download link without API key; expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
