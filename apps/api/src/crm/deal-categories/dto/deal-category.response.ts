import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** A stage of the deal pipeline (the reference's deal category record). */
export class DealCategoryResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Offer sent' }) name!: string;
  @ApiProperty({ example: 60, description: 'Win probability in percent (0-100)' })
  probability!: number;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
