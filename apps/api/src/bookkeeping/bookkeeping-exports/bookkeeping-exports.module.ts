import { Module } from '@nestjs/common';
import { BookkeepingSettingsModule } from '../bookkeeping-settings';
import { BookkeepingExportFilesRepository } from './bookkeeping-export-files.repository';
import { BookkeepingExportsRepository } from './bookkeeping-exports.repository';
import { BookkeepingExportsService } from './bookkeeping-exports.service';
import { InvoiceBookkeepingExportsController } from './invoice-bookkeeping-exports.controller';
import { PurchaseBookkeepingExportsController } from './purchase-bookkeeping-exports.controller';
import { CreateBookkeepingExportUseCase } from './use-cases/create-bookkeeping-export.use-case';

/** `/invoices/bookkeeping_exports` and `/purchases/bookkeeping_exports`: one implementation. */
@Module({
  imports: [BookkeepingSettingsModule],
  controllers: [InvoiceBookkeepingExportsController, PurchaseBookkeepingExportsController],
  providers: [
    BookkeepingExportsService,
    BookkeepingExportsRepository,
    BookkeepingExportFilesRepository,
    CreateBookkeepingExportUseCase,
  ],
})
export class BookkeepingExportsModule {}
