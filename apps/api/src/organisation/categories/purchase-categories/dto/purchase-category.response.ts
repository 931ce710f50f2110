import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';

/** A purchase category as the API returns it. */
export class PurchaseCategoryResponse {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'Office supplies' }) name!: string;
  @Property.Nullable(String, { example: '06815' }) credit_account!: string | null;
  @ApiProperty() active!: boolean;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
