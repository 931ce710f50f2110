import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../../platform/http/patch-like-put.decorator';
import { ActivityResponse } from '../../projects-and-time/activities/dto/activity.response';
import type { AccountContext } from '../../platform/auth/account-context';
import { CurrentAccount } from '../../platform/auth/current-account.decorator';
import { pdfFile } from '../../platform/http/pdf-file';
import { IdPipe } from '../../platform/http/id.pipe';
import type { Page } from '../../platform/lists/page';
import { ProjectExpenseResponse } from '../../projects-and-time/projects/project-expenses/dto/project-expense.response';
import { SentEmailResponse } from '../../shared/emails/dto/sent-email.response';
import { PdfQuery } from '../sales-documents/dto/pdf.query';
import { storedFileResponse } from '../../platform/http/stored-file';
import {
  EInvoiceValidationQuery,
  EInvoiceXmlQuery,
  InvoicePdfQuery,
} from '../einvoices/dto/einvoice.queries';
import { EInvoiceValidationResponse } from '../einvoices/dto/einvoice-validation.response';
import { EInvoicesService } from '../einvoices/einvoices.service';
import { EInvoiceXmlEndpoint } from '../einvoices/einvoice.endpoints';
import { PdfEndpoint, SendEmailEndpoint } from '../sales-documents/sales-document.endpoints';
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
import { ListQueryParam } from '../../platform/lists/list-query.decorator';

@ApiTags('Invoices')
@PatchLikePut()
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly createInvoice: CreateInvoiceUseCase,
    private readonly emails: InvoiceEmailsService,
    private readonly pdfs: InvoicePdfsService,
    private readonly eInvoices: EInvoicesService,
  ) {}

  @Get()
  @ApiOkResponse({ type: InvoiceSummaryResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListInvoicesQuery,
  ): Promise<Page<InvoiceSummaryResponse>> {
    return this.invoices.list(account, query);
  }

  @Get('locked')
  @ApiOkResponse({ type: InvoiceSummaryResponse, isArray: true })
  locked(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListLockedInvoicesQuery,
  ): Promise<Page<InvoiceSummaryResponse>> {
    return this.invoices.locked(account, query);
  }

  // Before ':id', which would otherwise take "12.pdf" as the id.
  @PdfEndpoint(
    ':id.pdf',
    'The invoice as an A4 PDF; the Factur-X/ZUGFeRD hybrid (PDF/A-3) for format=zugferd and by default for customers with invoice_format zugferd_x_invoice',
    { blank: true, query: InvoicePdfQuery },
  )
  async pdf(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Query() query: InvoicePdfQuery,
  ): Promise<StreamableFile> {
    return pdfFile(await this.pdfs.invoice(account, id, query));
  }

  @EInvoiceXmlEndpoint(':id.xml')
  async xml(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Query() query: EInvoiceXmlQuery,
  ): Promise<StreamableFile> {
    const document = await this.eInvoices.deliverable(account.accountId, id, query.format);
    return storedFileResponse(document.file, 'attachment');
  }

  @PdfEndpoint(':id/timesheet.pdf', 'Billed activities; 404 without hours')
  async timesheetPdf(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Query() query: PdfQuery,
  ): Promise<StreamableFile> {
    return pdfFile(await this.pdfs.timesheet(account, id, query));
  }

  @Get(':id')
  @ApiOkResponse({ type: InvoiceResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<InvoiceResponse> {
    return this.invoices.get(account, id);
  }

  @Get(':id/einvoice_validation')
  @ApiOkResponse({ type: EInvoiceValidationResponse })
  eInvoiceValidation(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Query() query: EInvoiceValidationQuery,
  ): Promise<EInvoiceValidationResponse> {
    return this.eInvoices.validation(account.accountId, id, query.format);
  }

  @Get(':id/timesheet')
  @ApiOkResponse({ type: ActivityResponse, isArray: true, description: 'Activities billed' })
  timesheet(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<ActivityResponse[]> {
    return this.invoices.timesheet(account, id);
  }

  @Get(':id/expenses')
  @ApiOkResponse({ type: ProjectExpenseResponse, isArray: true, description: 'Expenses billed' })
  expenses(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<ProjectExpenseResponse[]> {
    return this.invoices.billedExpenses(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: InvoiceResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateInvoiceDto,
  ): Promise<InvoiceResponse> {
    return this.createInvoice.execute(account, input);
  }

  @SendEmailEndpoint()
  sendEmail(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: SendInvoiceEmailDto,
  ): Promise<SentEmailResponse> {
    return this.emails.send(account, id, input);
  }

  @Put(':id/update_status')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Status set' })
  updateStatus(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateInvoiceStatusDto,
  ): Promise<void> {
    return this.invoices.updateStatus(account, id, input.status);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: DeleteInvoiceDto,
    @Query() query: DeleteInvoiceQuery,
  ): Promise<void> {
    return this.invoices.delete(account, id, input.reason ?? query.reason ?? null);
  }
}
