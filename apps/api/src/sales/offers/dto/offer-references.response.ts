import { ApiProperty } from '@nestjs/swagger';
import { NamedReferenceBase, UserReferenceBase, Property } from '../../../platform/openapi';
/** `{id, name}` of a company or deal. */
export class OfferNamedReference extends NamedReferenceBase(12) {}

/** The project of an offer. */
export class OfferProjectReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'P-0042' }) identifier!: string;
  @ApiProperty({ example: 'Relaunch' }) name!: string;
}

/** The creator or internal contact of an offer. */
export class OfferUserReference extends UserReferenceBase {}

/** The revenue category of a position. */
export class OfferRevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @ApiProperty({ example: 8400 }) revenue_account!: number;
  @Property.Nullable(String) cost_category!: string | null;
  @ApiProperty({ enum: ['only_tasks', 'only_expenses', 'tasks_and_expenses'] })
  assignment_kind!: string;
}

/** A position of an offer. */
export class OfferPositionResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'item' }) type!: string;
  @Property.Nullable(String) title!: string | null;
  @Property.Nullable(String, { description: 'Rich text' }) description!: string | null;
  @Property.Nullable(Number, { example: 2 }) quantity!: number | null;
  @Property.Nullable(String, { example: 'days' }) unit!: string | null;
  @Property.Nullable(Number, { example: 1200 }) unit_price!: number | null;
  @Property.Nullable(Number) unit_cost!: number | null;
  @ApiProperty({ example: 2400 }) net_total!: number;
  @ApiProperty() optional!: boolean;
  @ApiProperty({ enum: ['service', 'expense'] }) service_type!: string;
  @Property.Nullable(String, {
    enum: ['part_total', 'sub_total', 'optional_part_total', 'optional_sub_total'],
  })
  subtotal_type!: string | null;
  @Property.Nullable(OfferRevenueCategoryReference)
  revenue_category!: OfferRevenueCategoryReference | null;
}
