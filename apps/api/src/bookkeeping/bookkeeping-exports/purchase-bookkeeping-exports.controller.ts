import { DeclaredController } from '../../platform/http';
import { PURCHASE_EXPORTS } from './bookkeeping-export.kind';
import { bookkeepingExportRoutes, EXPORT_SERVICES } from './bookkeeping-export.routes';
import { CreatePurchaseBookkeepingExportDto } from './dto/create-bookkeeping-export.dto';
import { PurchaseBookkeepingExportResponse } from './dto/bookkeeping-export.response';

/** `/purchases/bookkeeping_exports`: DATEV exports of purchases. */
export class PurchaseBookkeepingExportsController extends DeclaredController({
  path: 'purchases/bookkeeping_exports',
  tag: 'PurchaseBookkeepingExports',
  inject: EXPORT_SERVICES,
  routes: bookkeepingExportRoutes(PURCHASE_EXPORTS, {
    body: CreatePurchaseBookkeepingExportDto,
    response: PurchaseBookkeepingExportResponse,
  }),
}) {}
