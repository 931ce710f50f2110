import { ActivityResponse } from '../../projects-and-time/activities';
import { Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import {
  accountParam,
  bodyParam,
  idParam,
  queryParam,
  storedFileResponse,
} from '../../platform/http';
import { ProjectExpenseResponse } from '../../projects-and-time/projects';
import { DocumentController } from '../../shared/document-resources';
import { PdfQuery, PdfEndpoint } from '../../shared/sales-documents';
import {
  EInvoiceValidationQuery,
  EInvoiceXmlQuery,
  InvoicePdfQuery,
  EInvoiceValidationResponse,
  EInvoicesService,
  EInvoiceXmlEndpoint,
} from '../einvoices';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { SendInvoiceEmailDto } from './dto/send-invoice-email.dto';
import { DeleteInvoiceDto } from './dto/delete-invoice.dto';
import { DeleteInvoiceQuery } from './dto/delete-invoice.query';
import { ListInvoicesQuery } from './dto/list-invoices.query';
import { ListLockedInvoicesQuery } from './dto/list-locked-invoices.query';
import { InvoiceResponse, InvoiceSummaryResponse } from './dto/invoice.response';
import { UpdateInvoiceStatusDto } from './dto/update-invoice-status.dto';
import { InvoiceEmailsService } from './invoice-emails.service';
import { InvoicePdfsService } from './invoice-pdfs.service';
import { InvoicesService } from './invoices.service';
import { CreateInvoiceUseCase } from './use-cases/create-invoice.use-case';

const INVOICE_PDF =
  'The invoice as an A4 PDF; the Factur-X/ZUGFeRD hybrid (PDF/A-3) for format=zugferd and by default for customers with invoice_format zugferd_x_invoice';

/** Invoices: the document routes, plus the locked list, e-invoices and what an invoice billed. */
export class InvoicesController extends DocumentController({
  path: 'invoices',
  tag: 'Invoices',
  inject: {
    invoices: InvoicesService,
    createInvoice: CreateInvoiceUseCase,
    emails: InvoiceEmailsService,
    pdfs: InvoicePdfsService,
    eInvoices: EInvoicesService,
  },
  routes: (route) => ({
    list: route.list(
      { query: ListInvoicesQuery, response: InvoiceSummaryResponse },
      'invoices.list',
    ),
    locked: route.list(
      { query: ListLockedInvoicesQuery, response: InvoiceSummaryResponse, path: 'locked' },
      'invoices.locked',
    ),
    pdf: route.pdf(
      {
        endpoint: PdfEndpoint(':id.pdf', INVOICE_PDF, { blank: true, query: InvoicePdfQuery }),
        query: InvoicePdfQuery,
      },
      'pdfs.invoice',
    ),
    xml: route.custom(
      {
        decorators: [EInvoiceXmlEndpoint(':id.xml')],
        params: [accountParam(), idParam(), queryParam(EInvoiceXmlQuery)],
      },
      async ({ pdfs }, account, id, query) =>
        storedFileResponse(await pdfs.xml(account, id, query.format), 'attachment'),
    ),
    timesheetPdf: route.pdf(
      {
        endpoint: PdfEndpoint(':id/timesheet.pdf', 'Billed activities; 404 without hours'),
        query: PdfQuery,
      },
      'pdfs.timesheet',
    ),
    get: route.get({ response: InvoiceResponse }, 'invoices.get'),
    eInvoiceValidation: route.custom(
      {
        decorators: [
          Get(':id/einvoice_validation'),
          ApiOkResponse({ type: EInvoiceValidationResponse }),
        ],
        params: [accountParam(), idParam(), queryParam(EInvoiceValidationQuery)],
      },
      ({ eInvoices }, account, id, query) =>
        eInvoices.validation(account.accountId, id, query.format),
    ),
    timesheet: route.get(
      {
        response: ActivityResponse,
        path: ':id/timesheet',
        isArray: true,
        description: 'Activities billed',
      },
      'invoices.timesheet',
    ),
    expenses: route.get(
      {
        response: ProjectExpenseResponse,
        path: ':id/expenses',
        isArray: true,
        description: 'Expenses billed',
      },
      'invoices.billedExpenses',
    ),
    create: route.create(
      { body: CreateInvoiceDto, response: InvoiceResponse },
      'createInvoice.execute',
    ),
    sendEmail: route.sendEmail({ body: SendInvoiceEmailDto }, 'emails.send'),
    updateStatus: route.updateStatus({ body: UpdateInvoiceStatusDto }, 'invoices.updateStatus'),
    delete: route.delete(
      {
        answer: 'no-content',
        with: [bodyParam(DeleteInvoiceDto), queryParam(DeleteInvoiceQuery)],
      },
      ({ invoices }, account, id, input, query) =>
        invoices.delete(account, id, input.reason ?? query.reason ?? null),
    ),
  }),
}) {}
