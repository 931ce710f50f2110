import { ApiDateField, BooleanField, IdListField, TextField } from '../../../platform/input';

const MAX_DOCUMENTS = 100_000;

/** What both export resources take besides their IDs. */
class BookkeepingExportBodyDto {
  @TextField({ nullable: true, maxLength: 65_535, example: 'März 2026' })
  comment?: string | null;

  @BooleanField({
    optional: true,
    description: 'Accepted and stored; Faktura cannot submit to DATEV online (see the docs)',
  })
  with_direct_online_submission?: boolean;

  @BooleanField({ optional: true, deprecated: true, description: 'Old name of the above' })
  trigger_submission?: boolean;

  @ApiDateField({
    optional: true,
    description: 'Faktura only: without IDs, every not yet exported document from this date',
  })
  from?: string;

  @ApiDateField({
    optional: true,
    description: 'Faktura only: without IDs, every not yet exported document up to this date',
  })
  to?: string;
}

/** POST /invoices/bookkeeping_exports. */
export class CreateInvoiceBookkeepingExportDto extends BookkeepingExportBodyDto {
  @IdListField({ optional: true, maxSize: MAX_DOCUMENTS, description: 'The invoices to export' })
  invoice_ids?: number[];
}

/** POST /purchases/bookkeeping_exports. */
export class CreatePurchaseBookkeepingExportDto extends BookkeepingExportBodyDto {
  @IdListField({ optional: true, maxSize: MAX_DOCUMENTS, description: 'The purchases to export' })
  purchase_ids?: number[];

  @BooleanField({ optional: true, description: 'Move the exported purchases to the archive' })
  archive_after_export?: boolean;
}

/** Either body, as the use case reads it. */
export type CreateBookkeepingExportDto = BookkeepingExportBodyDto & {
  invoice_ids?: number[];
  purchase_ids?: number[];
  archive_after_export?: boolean;
};
