import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices.module';
import { InvoiceDebtCollectionController } from './invoice-debt-collection.controller';
import { InvoiceDebtCollectionService } from './invoice-debt-collection.service';
import { InvoiceReversalsController } from './invoice-reversals.controller';
import { InvoiceReversalsRepository } from './invoice-reversals.repository';
import { InvoiceReversalsService } from './invoice-reversals.service';

/** Extensions on invoices: reversal and the debt collection procedure. */
@Module({
  imports: [InvoicesModule],
  controllers: [InvoiceReversalsController, InvoiceDebtCollectionController],
  providers: [InvoiceReversalsService, InvoiceDebtCollectionService, InvoiceReversalsRepository],
})
export class InvoiceReversalsModule {}
