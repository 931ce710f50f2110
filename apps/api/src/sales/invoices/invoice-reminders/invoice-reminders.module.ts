import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../../shared/document-pdfs';
import { EmailsModule } from '../../../shared/emails';
import { InvoicesModule } from '../invoices.module';
import { InvoiceReminderEmailsService } from './invoice-reminder-emails.service';
import { InvoiceRemindersController } from './invoice-reminders.controller';
import { InvoiceRemindersRepository } from './invoice-reminders.repository';
import { InvoiceRemindersService } from './invoice-reminders.service';

/** Payment reminders of invoices (/invoice_reminders) and their e-mails. */
@Module({
  imports: [InvoicesModule, DocumentsModule, EmailsModule],
  controllers: [InvoiceRemindersController],
  providers: [InvoiceRemindersService, InvoiceReminderEmailsService, InvoiceRemindersRepository],
})
export class InvoiceRemindersModule {}
