import { ApiProperty } from '@nestjs/swagger';

/** An attachment of an offer or invoice as the API returns it. */
export class AttachmentResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'terms.pdf' }) title!: string;
  @ApiProperty({ example: 'terms.pdf' }) filename!: string;
  @ApiProperty({ example: 'application/pdf' }) content_type!: string;
  @ApiProperty({ example: 48213, description: 'Bytes' }) size!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Signed download link without API key; expires (FAKTURA_FILE_URL_TTL_SECONDS)',
  })
  file_url!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
