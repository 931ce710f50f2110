import { ApiProperty } from '@nestjs/swagger';
import { NullableProperty, TimestampProperty } from '../../common/openapi/response-properties';

/** A purchase category as the API returns it. */
export class PurchaseCategoryResponse {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'Office supplies' }) name!: string;
  @NullableProperty(String, { example: '06815' }) credit_account!: string | null;
  @ApiProperty() active!: boolean;
  @TimestampProperty() created_at!: string;
  @TimestampProperty() updated_at!: string;
}
