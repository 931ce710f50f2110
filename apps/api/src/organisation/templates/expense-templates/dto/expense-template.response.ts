import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';
import { TemplateRevenueCategoryReference } from '../../template-revenue-category';

/** An expense template as the reference answers it. */
export class ExpenseTemplateResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Hosting' }) title!: string;
  @Property.Nullable(String) description!: string | null;
  @Property.Nullable(String, { example: 'month' }) unit!: string | null;
  @ApiProperty({ example: 180 }) unit_price!: number;
  @ApiProperty({ example: 120 }) unit_cost!: number;
  @ApiProperty({
    example: 'EUR',
    description: "The account's default currency when the template was created",
  })
  currency!: string;
  @Property.Nullable(TemplateRevenueCategoryReference)
  revenue_category!: TemplateRevenueCategoryReference | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
