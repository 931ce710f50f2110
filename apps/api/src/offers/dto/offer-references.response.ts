import { ApiProperty } from '@nestjs/swagger';

/** `{id, name}` of a company or deal. */
export class OfferNamedReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** The project of an offer. */
export class OfferProjectReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'P-0042' }) identifier!: string;
  @ApiProperty({ example: 'Relaunch' }) name!: string;
}

/** The creator or internal contact of an offer. */
export class OfferUserReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** The revenue category of a position. */
export class OfferRevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @ApiProperty({ example: 8400 }) revenue_account!: number;
  @ApiProperty({ type: String, nullable: true }) cost_category!: string | null;
  @ApiProperty({ enum: ['only_tasks', 'only_expenses', 'tasks_and_expenses'] })
  assignment_kind!: string;
}

/** A position of an offer. */
export class OfferPositionResponse {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'item' }) type!: string;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Rich text' })
  description!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 2 }) quantity!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'days' }) unit!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 1200 }) unit_price!: number | null;
  @ApiProperty({ type: Number, nullable: true }) unit_cost!: number | null;
  @ApiProperty({ example: 2400 }) net_total!: number;
  @ApiProperty() optional!: boolean;
  @ApiProperty({ enum: ['service', 'expense'] }) service_type!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['part_total', 'sub_total', 'optional_part_total', 'optional_sub_total'],
  })
  subtotal_type!: string | null;
  @ApiProperty({ type: OfferRevenueCategoryReference, nullable: true })
  revenue_category!: OfferRevenueCategoryReference | null;
}
