import { ResourceController } from '../../platform/http';
import { CreateVatCodeSaleDto } from './dto/create-vat-code-sale.dto';
import { ListVatCodesQuery } from './dto/list-vat-codes.query';
import { UpdateVatCodeSaleDto } from './dto/update-vat-code-sale.dto';
import { VatCodeSaleResponse } from './dto/vat-code-sale.response';
import { VAT_CODE_SALES } from './vat-code-sales.side';
import { vatCodeRoutes, VatCodesService } from './vat-codes.service';

/** No DELETE: documents keep their codes; `active: false` retires one. */
export class VatCodeSalesController extends ResourceController({
  path: 'vat_code_sales',
  tag: 'VAT codes',
  service: VatCodesService,
  routes: vatCodeRoutes(VAT_CODE_SALES),
  types: {
    query: ListVatCodesQuery,
    create: CreateVatCodeSaleDto,
    update: UpdateVatCodeSaleDto,
    response: VatCodeSaleResponse,
  },
  listDescription: 'Every matching code, not paged (as the reference answers this list)',
}) {}
