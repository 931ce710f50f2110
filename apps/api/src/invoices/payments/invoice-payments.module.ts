import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices.module';
import { InvoicePaymentSettlement } from './invoice-payment-settlement.service';
import { InvoicePaymentsController } from './invoice-payments.controller';
import { InvoicePaymentsRepository } from './invoice-payments.repository';
import { InvoicePaymentsService } from './invoice-payments.service';

/** Invoice payments (/invoices/payments); listed before InvoicesModule in features.ts. */
@Module({
  imports: [InvoicesModule],
  controllers: [InvoicePaymentsController],
  providers: [InvoicePaymentsService, InvoicePaymentsRepository, InvoicePaymentSettlement],
})
export class InvoicePaymentsModule {}
