import { INVOICE_SUBTOTAL_TYPES } from '@faktura/domain';
import { IdListField } from '../../../platform/input';
import { CatalogItemField, SalesPositionDto } from '../../../shared/sales-documents';

/** Records of one kind one position may bill; keeps one request's transaction bounded. */
const MAX_BILLED = 10_000;

/** One position of an invoice as a client sends it. */
export class InvoicePositionDto extends SalesPositionDto({
  examples: { title: 'Consulting', quantity: 8, unit: 'hours', unitPrice: 150 },
  description: 'Rich text',
  netTotal: 'A lump sum: only for positions without quantity, unit and unit_price',
  optional: 'Not billed and not in the total',
  additional: 'true marks an expense position',
  subtotalTypes: INVOICE_SUBTOTAL_TYPES,
}) {
  @IdListField({
    maxSize: MAX_BILLED,
    allowNull: true,
    description: 'Activities billed by this position (needs quantity, unit and unit_price)',
  })
  activity_ids?: number[];

  @IdListField({
    maxSize: MAX_BILLED,
    allowNull: true,
    description: 'Project expenses billed by this position (needs quantity, unit and unit_price)',
  })
  expense_ids?: number[];

  @IdListField({
    maxSize: MAX_BILLED,
    allowNull: true,
    description:
      'Faktura: project payment schedules billed by this position (needs quantity, unit and unit_price)',
  })
  payment_schedule_ids?: number[];

  @CatalogItemField()
  catalog_service_item_id?: number | null;
}
