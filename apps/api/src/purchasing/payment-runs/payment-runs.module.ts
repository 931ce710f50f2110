import { Module } from '@nestjs/common';
import { PaymentRunsController } from './payment-runs.controller';
import { PaymentRunsRepository } from './payment-runs.repository';
import { PaymentRunsService } from './payment-runs.service';
import { CreatePaymentRunUseCase } from './use-cases/create-payment-run.use-case';

/** `/purchases/payment_runs`: SEPA transfers to suppliers. */
@Module({
  controllers: [PaymentRunsController],
  providers: [PaymentRunsService, PaymentRunsRepository, CreatePaymentRunUseCase],
  exports: [PaymentRunsService],
})
export class PaymentRunsModule {}
