import { DeclaredController } from '../../platform/http';
import { INVOICE_EXPORTS } from './bookkeeping-export.kind';
import { bookkeepingExportRoutes, EXPORT_SERVICES } from './bookkeeping-export.routes';
import { CreateInvoiceBookkeepingExportDto } from './dto/create-bookkeeping-export.dto';
import { InvoiceBookkeepingExportResponse } from './dto/bookkeeping-export.response';

/** `/invoices/bookkeeping_exports`: DATEV exports of invoices, credit notes and reminder fees. */
export class InvoiceBookkeepingExportsController extends DeclaredController({
  path: 'invoices/bookkeeping_exports',
  tag: 'InvoiceBookkeepingExports',
  inject: EXPORT_SERVICES,
  routes: bookkeepingExportRoutes(INVOICE_EXPORTS, {
    body: CreateInvoiceBookkeepingExportDto,
    response: InvoiceBookkeepingExportResponse,
  }),
}) {}
