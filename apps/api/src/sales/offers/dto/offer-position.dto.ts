import { OFFER_SUBTOTAL_TYPES } from '@faktura/domain';
import { AmountField } from '../../../platform/input';
import { CatalogItemField, SalesPositionDto } from '../../../shared/sales-documents';

/** One position of an offer as a client sends it. */
export class OfferPositionDto extends SalesPositionDto({
  examples: { title: 'Workshop', quantity: 2, unit: 'days', unitPrice: 1200 },
  description: 'Rich text (safe HTML subset)',
  netTotal: 'Used only for lump sums (no quantity or unit_price); computed otherwise',
  optional: 'Not included in the total',
  additional: 'true sets service_type expense',
  subtotalTypes: OFFER_SUBTOTAL_TYPES,
  revenueCategory: 'A revenue category',
}) {
  @AmountField({ signed: true, nullable: true, example: 800 })
  unit_cost?: number | null;

  @CatalogItemField()
  catalog_service_item_id?: number | null;
}
