import { ApiProperty } from '@nestjs/swagger';
import { Property, UserReferenceBase } from '../../../platform/openapi';

/** The user who created an export. */
export class BookkeepingExportUserReference extends UserReferenceBase {}

/** What both export records show. */
class BookkeepingExportBase {
  @ApiProperty({ example: 401 }) id!: number;
  @Property.IsoDate({ example: '2026-03-01', description: 'Earliest document date' })
  from!: string;
  @Property.IsoDate({ example: '2026-03-31', description: 'Latest document date' })
  to!: string;
  @Property.Nullable(String, { example: 'März 2026' }) comment!: string | null;
  @Property.Nullable(BookkeepingExportUserReference) user!: BookkeepingExportUserReference | null;
  @ApiProperty({ enum: ['pending', 'processing', 'finished', 'failed'], example: 'finished' })
  status!: string;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}

/** An invoice bookkeeping export. */
export class InvoiceBookkeepingExportResponse extends BookkeepingExportBase {
  @ApiProperty({ type: [Number], example: [1201, 1202] }) invoice_ids!: number[];
}

/** A purchase bookkeeping export. */
export class PurchaseBookkeepingExportResponse extends BookkeepingExportBase {
  @ApiProperty({ type: [Number], example: [3301, 3302] }) purchase_ids!: number[];
}
