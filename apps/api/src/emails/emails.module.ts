import { Module } from '@nestjs/common';
import { EmailDeliveriesRepository } from './email-deliveries.repository';

/** Queued e-mails about documents; the worker sends them. */
@Module({
  providers: [EmailDeliveriesRepository],
  exports: [EmailDeliveriesRepository],
})
export class EmailsModule {}
