import { ResourceController } from '../../platform/http';
import { CreateVatCodePurchaseDto } from './dto/create-vat-code-purchase.dto';
import { ListVatCodesQuery } from './dto/list-vat-codes.query';
import { UpdateVatCodePurchaseDto } from './dto/update-vat-code-purchase.dto';
import { VatCodePurchaseResponse } from './dto/vat-code-purchase.response';
import { VAT_CODE_PURCHASES } from './vat-code-purchases.side';
import { vatCodeRoutes, VatCodesService } from './vat-codes.service';

/** No DELETE: purchase items keep their codes; `active: false` retires one. */
export class VatCodePurchasesController extends ResourceController({
  path: 'vat_code_purchases',
  tag: 'VAT codes',
  service: VatCodesService,
  routes: vatCodeRoutes(VAT_CODE_PURCHASES),
  types: {
    query: ListVatCodesQuery,
    create: CreateVatCodePurchaseDto,
    update: UpdateVatCodePurchaseDto,
    response: VatCodePurchaseResponse,
  },
  listDescription: 'Every matching code, not paged (as the reference answers this list)',
}) {}
