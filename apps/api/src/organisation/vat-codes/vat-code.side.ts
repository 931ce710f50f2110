import type { AccountTx } from '../../platform/database';
import type { CreateVatCodePurchaseDto } from './dto/create-vat-code-purchase.dto';
import type { VatCodeRow } from './vat-code.rules';

/** The columns every write sets on either table. */
export interface VatCodeColumns {
  code?: string;
  description?: string | null;
  tax?: string;
  kind?: VatCodeRow['kind'];
  active?: boolean;
  creditAccount?: string | null;
}

/** The reads the one implementation makes on either table's Prisma model. */
export interface VatCodeReads<Row> {
  findFirst(args: { where: { id: number } | { code: string } }): PromiseLike<Row | null>;
  findMany(args: { where: { id: { in: number[] } } }): PromiseLike<Row[]>;
}

/** A write's columns: the shared ones plus the side's own (VatCodeSide.ownColumns). */
export type VatCodeData = VatCodeColumns & Record<string, unknown>;

/**
 * What tells the sales codes (offers, invoices) and the purchase codes apart; everything else
 * about VAT codes is one implementation (VatCodesService, VatCodesRepository).
 */
export interface VatCodeSide<
  Row extends VatCodeRow,
  Create extends CreateVatCodePurchaseDto,
  Response,
> {
  /** The table of the list query: a constant, never input. */
  table: 'vat_codes_sales' | 'vat_codes_purchases';
  reads(db: AccountTx): VatCodeReads<Row>;
  /** Prisma's models share no write type, so each side writes its own table. */
  create(db: AccountTx, data: VatCodeData): PromiseLike<Row>;
  update(db: AccountTx, id: number, data: VatCodeData): PromiseLike<Row>;
  /** Columns only this side has, from a create (defaults applied) or an update (as sent). */
  ownColumns(input: Partial<Create>, creating: boolean): Record<string, unknown>;
  toResponse(row: Row): Response;
}
