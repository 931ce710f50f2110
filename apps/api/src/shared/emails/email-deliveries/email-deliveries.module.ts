import { Module } from '@nestjs/common';
import { EmailsModule } from '../emails.module';
import { EmailDeliveriesController } from './email-deliveries.controller';
import { EmailDeliveriesService } from './email-deliveries.service';

/** /email_deliveries: the account's e-mails, with resend for the uncertain and failed ones. */
@Module({
  imports: [EmailsModule],
  controllers: [EmailDeliveriesController],
  providers: [EmailDeliveriesService],
})
export class EmailDeliveriesModule {}
