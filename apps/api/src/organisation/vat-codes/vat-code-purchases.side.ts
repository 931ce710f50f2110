import { tableWrites } from '../../platform/database';
import type { VatCodePurchase } from '@faktura/db';
import type { CreateVatCodePurchaseDto } from './dto/create-vat-code-purchase.dto';
import type { VatCodePurchaseResponse } from './dto/vat-code-purchase.response';
import type { VatCodeSide } from './vat-code.side';
import { toVatCodePurchaseResponse } from './vat-code.mappers';

/** `/vat_code_purchases`: the codes of purchase items; nothing beyond the shared columns. */
export const VAT_CODE_PURCHASES: VatCodeSide<
  VatCodePurchase,
  CreateVatCodePurchaseDto,
  VatCodePurchaseResponse
> = {
  table: 'vat_codes_purchases',
  reads: (db) => db.vatCodePurchase,
  ...tableWrites((db) => db.vatCodePurchase),
  ownColumns: () => ({}),
  toResponse: toVatCodePurchaseResponse,
};
