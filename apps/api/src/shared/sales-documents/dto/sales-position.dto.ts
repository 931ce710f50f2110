import { POSITION_TYPES } from '@faktura/domain';
import {
  AmountField,
  BooleanField,
  EnumField,
  IdField,
  NumberField,
  TextField,
  LONG_TEXT,
  MAX_QUANTITY,
  RequiredWithout,
} from '../../../platform/input';
/** What the documentation of an offer's and an invoice's positions says differently. */
export interface SalesPositionTexts<S extends string> {
  examples: { title: string; quantity: number; unit: string; unitPrice: number };
  description: string;
  netTotal: string;
  optional: string;
  additional: string;
  subtotalTypes: readonly S[];
  revenueCategory?: string;
}

/**
 * The fields every position of an offer or invoice has, as a client sends them; each document
 * kind extends it with its own texts and fields.
 */
export function SalesPositionDto<S extends string>(texts: SalesPositionTexts<S>) {
  const { examples } = texts;

  abstract class SalesPosition {
    @EnumField(POSITION_TYPES, {
      when: RequiredWithout('catalog_service_item_id'),
      example: 'item',
      description: "Required unless catalog_service_item_id brings the item's type",
    })
    type!: (typeof POSITION_TYPES)[number];

    @TextField({ maxLength: LONG_TEXT, nullable: true, example: examples.title })
    title?: string | null;

    @TextField({ maxLength: LONG_TEXT, nullable: true, description: texts.description })
    description?: string | null;

    @NumberField({
      min: -MAX_QUANTITY,
      max: MAX_QUANTITY,
      nullable: true,
      example: examples.quantity,
    })
    quantity?: number | null;

    @TextField({ maxLength: 255, nullable: true, example: examples.unit })
    unit?: string | null;

    @AmountField({ signed: true, nullable: true, example: examples.unitPrice })
    unit_price?: number | null;

    @AmountField({ signed: true, nullable: true, description: texts.netTotal })
    net_total?: number | null;

    @BooleanField({ allowNull: true, default: false, description: texts.optional })
    optional?: boolean;

    @BooleanField({ allowNull: true, default: false, description: texts.additional })
    additional?: boolean;

    @EnumField(['service', 'expense'], { allowNull: true, default: 'service' })
    service_type?: 'service' | 'expense';

    @EnumField(texts.subtotalTypes, { nullable: true })
    subtotal_type?: S | null;

    @IdField({ nullable: true, description: texts.revenueCategory })
    revenue_category_id?: number | null;
  }
  return SalesPosition;
}

/**
 * `catalog_service_item_id` of a position (Faktura extension): the catalog item's fields are
 * copied into the position when it is written; the fields the position sends win.
 */
export function CatalogItemField() {
  return IdField({
    nullable: true,
    example: 51,
    description:
      'A catalog service item of the account (Faktura extension): its type, title, description, quantity, unit, unit_price, unit_cost, net_total, optional, additional, subtotal_type and revenue category are copied into the position; fields the position sends win. Not stored: later changes of the item leave the position as it is',
  });
}
