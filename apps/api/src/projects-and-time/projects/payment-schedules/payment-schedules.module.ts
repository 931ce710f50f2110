import { Module } from '@nestjs/common';
import {
  AllPaymentSchedulesController,
  PaymentSchedulesController,
} from './payment-schedules.controller';
import { PaymentSchedulesRepository } from './payment-schedules.repository';
import { PaymentSchedulesService } from './payment-schedules.service';

/** Payment schedules of projects; registered before ProjectsModule (see its list controller). */
@Module({
  controllers: [AllPaymentSchedulesController, PaymentSchedulesController],
  providers: [PaymentSchedulesService, PaymentSchedulesRepository],
})
export class PaymentSchedulesModule {}
