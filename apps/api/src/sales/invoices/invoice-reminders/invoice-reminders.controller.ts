import { DocumentController } from '../../../shared/document-resources';
import { PdfQuery, PdfEndpoint } from '../../../shared/sales-documents';
import { SendInvoiceEmailDto } from '../dto/send-invoice-email.dto';
import { InvoiceReminderRecordResponse } from './dto/invoice-reminder-record.response';
import { CreateInvoiceReminderDto } from './dto/create-invoice-reminder.dto';
import { InvoiceReminderEmailsService } from './invoice-reminder-emails.service';
import { InvoiceRemindersService } from './invoice-reminders.service';
import { ListInvoiceRemindersQuery } from './dto/list-invoice-reminders.query';

/** Payment reminders: listed, read as PDF, created, sent and deleted; never changed. */
export class InvoiceRemindersController extends DocumentController({
  path: 'invoice_reminders',
  tag: 'Invoice reminders',
  inject: { reminders: InvoiceRemindersService, emails: InvoiceReminderEmailsService },
  routes: (route) => ({
    list: route.list(
      { query: ListInvoiceRemindersQuery, response: InvoiceReminderRecordResponse },
      'reminders.list',
    ),
    pdf: route.pdf(
      {
        endpoint: PdfEndpoint(':id.pdf', 'The reminder letter with the amount due'),
        query: PdfQuery,
      },
      'reminders.pdf',
    ),
    get: route.get({ response: InvoiceReminderRecordResponse }, 'reminders.get'),
    create: route.create(
      { body: CreateInvoiceReminderDto, response: InvoiceReminderRecordResponse },
      'reminders.create',
    ),
    sendEmail: route.sendEmail({ body: SendInvoiceEmailDto }, 'emails.send'),
    delete: route.delete({ answer: 'no-content' }, 'reminders.delete'),
  }),
}) {}
