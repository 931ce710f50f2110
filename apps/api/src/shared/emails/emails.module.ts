import { Module } from '@nestjs/common';
import { LetterPapersModule } from '../../organisation/letter-papers';
import { DocumentEmailsService } from './document-emails.service';
import { EmailDeliveriesRepository } from './email-deliveries.repository';

/** Queued e-mails about documents; the worker sends them. */
@Module({
  imports: [LetterPapersModule],
  providers: [EmailDeliveriesRepository, DocumentEmailsService],
  exports: [EmailDeliveriesRepository, DocumentEmailsService],
})
export class EmailsModule {}
