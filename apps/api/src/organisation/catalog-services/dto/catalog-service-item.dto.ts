import { OFFER_SUBTOTAL_TYPES, POSITION_TYPES } from '@faktura/domain';
import type { PositionType, SubtotalType } from '@faktura/domain';
import {
  AmountField,
  BooleanField,
  EnumField,
  IdField,
  NestedListField,
  NumberField,
  TextField,
  LONG_TEXT,
  MAX_QUANTITY,
} from '../../../platform/input';
import { PositionGroupItemDto } from './position-group-item.dto';

/** Parts of one grouped item; keeps a request's row bounded. */
const MAX_GROUP_ITEMS = 200;

/**
 * A catalog item as a client sends it (POST and PUT/PATCH of an item, and the items of a new
 * service). On a change, a field left out keeps its value and null clears it.
 */
export class CatalogServiceItemDto {
  @EnumField(POSITION_TYPES, { optional: true, example: 'item', description: 'Default: item' })
  type?: PositionType;

  @TextField({ maxLength: LONG_TEXT, nullable: true, example: 'Workshop' })
  title?: string | null;

  @TextField({ maxLength: LONG_TEXT, nullable: true, description: 'Rich text (safe HTML subset)' })
  description?: string | null;

  @NumberField({ min: -MAX_QUANTITY, max: MAX_QUANTITY, nullable: true, example: 2 })
  quantity?: number | null;

  @TextField({ maxLength: 255, nullable: true, example: 'days' })
  unit?: string | null;

  @AmountField({ signed: true, nullable: true, example: 1200 })
  unit_price?: number | null;

  @AmountField({ signed: true, nullable: true, example: 800, description: 'Internal cost' })
  unit_cost?: number | null;

  @AmountField({
    signed: true,
    nullable: true,
    description:
      'Used only for lump sums (an item without quantity or unit_price); computed otherwise',
  })
  net_total?: number | null;

  @BooleanField({ optional: true, description: 'Not included in totals. Default: false' })
  optional?: boolean;

  @BooleanField({
    optional: true,
    deprecated: true,
    description: 'Legacy: true on a subtotal without subtotal_type means part_total',
  })
  part?: boolean;

  @EnumField(OFFER_SUBTOTAL_TYPES, { nullable: true, description: 'Subtotals only' })
  subtotal_type?: SubtotalType | null;

  @BooleanField({ optional: true, description: 'An additional service (expense). Default: false' })
  additional?: boolean;

  @TextField({ maxLength: 255, nullable: true, description: 'How a grouped item is shown' })
  position_group_display?: string | null;

  @NestedListField(PositionGroupItemDto, { nullable: true, maxSize: MAX_GROUP_ITEMS })
  position_group_items?: PositionGroupItemDto[] | null;

  @IdField({ nullable: true, description: 'A revenue category of the account (Faktura extension)' })
  revenue_category_id?: number | null;
}

/** An item of a new service: `destroyed: true` leaves it out, as the reference's nested items do. */
export class NewCatalogServiceItemDto extends CatalogServiceItemDto {
  @BooleanField({ optional: true, description: 'true: the item is not created' })
  destroyed?: boolean;
}
