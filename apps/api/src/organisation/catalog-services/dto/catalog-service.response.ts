import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** The revenue category of a catalog item. */
export class CatalogItemRevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @Property.Nullable(Number, { example: 8400 }) revenue_account!: number | null;
  @Property.Nullable(String) cost_category!: string | null;
  @ApiProperty({ enum: ['only_tasks', 'only_expenses', 'tasks_and_expenses'] })
  assignment_kind!: string;
}

/** One part of a grouped catalog item. */
export class PositionGroupItemResponse {
  @ApiProperty({ example: 'Concept' }) title!: string;
  @ApiProperty({ example: 'h' }) unit!: string;
  @ApiProperty({ example: 4 }) quantity!: number;
  @ApiProperty({ example: 150 }) unit_price!: number;
  @Property.Nullable(Number, { example: 90 }) unit_cost!: number | null;
}

/** A catalog item: a position ready to be copied into offers and invoices. */
export class CatalogServiceItemResponse {
  @ApiProperty({ example: 51 }) id!: number;
  @ApiProperty({ example: 'item' }) type!: string;
  @Property.Nullable(String, { example: 'Workshop' }) title!: string | null;
  @Property.Nullable(String, { description: 'Rich text' }) description!: string | null;
  @Property.Nullable(Number, { example: 2 }) quantity!: number | null;
  @Property.Nullable(String, { example: 'days' }) unit!: string | null;
  @Property.Nullable(Number, { example: 1200 }) unit_price!: number | null;
  @ApiProperty({
    example: 2400,
    description:
      "Computed: quantity x unit_price (or the lump sum), subtotals over the service's items; in the account's default currency",
  })
  net_total!: number;
  @Property.Nullable(Number, { example: 800 }) unit_cost!: number | null;
  @ApiProperty() optional!: boolean;
  @ApiProperty({ description: 'A subtotal of the items since the previous subtotal' })
  part!: boolean;
  @Property.Nullable(String, {
    enum: ['part_total', 'sub_total', 'optional_part_total', 'optional_sub_total'],
  })
  subtotal_type!: string | null;
  @ApiProperty() additional!: boolean;
  @Property.Nullable(String) position_group_display!: string | null;
  @Property.Nullable(CatalogItemRevenueCategoryReference)
  revenue_category!: CatalogItemRevenueCategoryReference | null;
  @ApiProperty({ type: [PositionGroupItemResponse], nullable: true })
  position_group_items!: PositionGroupItemResponse[] | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}

/** A catalog service with its items in order. */
export class CatalogServiceResponse {
  @ApiProperty({ example: 9 }) id!: number;
  @ApiProperty({ example: 'Website package' }) title!: string;
  @ApiProperty({ type: [CatalogServiceItemResponse] }) items!: CatalogServiceItemResponse[];
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
