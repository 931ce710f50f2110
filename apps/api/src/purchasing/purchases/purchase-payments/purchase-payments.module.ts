import { Module } from '@nestjs/common';
import { PaymentsRepository } from '../../../shared/payments';
import { PurchasePaymentSettlement } from './purchase-payment-settlement.repository';
import { PurchasePaymentsController } from './purchase-payments.controller';
import { PurchasePaymentsService } from './purchase-payments.service';

/** Purchase payments (/purchases/payments); listed before PurchasesModule in features.ts. */
@Module({
  controllers: [PurchasePaymentsController],
  providers: [PurchasePaymentsService, PaymentsRepository, PurchasePaymentSettlement],
  exports: [PurchasePaymentsService],
})
export class PurchasePaymentsModule {}
