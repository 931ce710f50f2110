import { Module } from '@nestjs/common';
import { PurchasePaymentsController } from './purchase-payments.controller';
import { PurchasePaymentsRepository } from './purchase-payments.repository';
import { PurchasePaymentsService } from './purchase-payments.service';

/** Purchase payments (/purchases/payments); listed before PurchasesModule in features.ts. */
@Module({
  controllers: [PurchasePaymentsController],
  providers: [PurchasePaymentsService, PurchasePaymentsRepository],
})
export class PurchasePaymentsModule {}
