import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices.module';
import { InvoicePaymentAmountsRepository } from './invoice-payment-amounts.repository';
import { InvoicePaymentSettlement } from './invoice-payment-settlement.service';
import { InvoicePaymentsController } from './invoice-payments.controller';
import { InvoicePaymentsService } from './invoice-payments.service';
import { PaymentsRepository } from '../../../shared/payments';

/** Invoice payments (/invoices/payments); listed before InvoicesModule in features.ts. */
@Module({
  imports: [InvoicesModule],
  controllers: [InvoicePaymentsController],
  providers: [
    InvoicePaymentsService,
    PaymentsRepository,
    InvoicePaymentSettlement,
    InvoicePaymentAmountsRepository,
  ],
  exports: [InvoicePaymentsService],
})
export class InvoicePaymentsModule {}
