import type { TagContext } from '@faktura/db';
import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';
import { TAG_CONTEXTS } from '../tag-contexts';

/** A tag as the API returns it: the reference's Tag record. */
export class TagResponse {
  @ApiProperty({ example: 412 }) id!: number;
  @ApiProperty({ example: 'Important' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '#F97316', description: 'Hex colour' })
  color!: string | null;
  @ApiProperty({ enum: TAG_CONTEXTS, description: 'The kind of records the tag is for' })
  context!: TagContext;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
