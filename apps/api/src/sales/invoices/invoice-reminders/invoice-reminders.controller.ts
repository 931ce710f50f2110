import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../../../platform/auth/account-context';
import { CurrentAccount } from '../../../platform/auth/current-account.decorator';
import { pdfFile } from '../../../platform/http/pdf-file';
import { IdPipe } from '../../../platform/http/id.pipe';
import type { Page } from '../../../platform/lists/page';
import { SentEmailResponse } from '../../../shared/emails/dto/sent-email.response';
import { PdfQuery } from '../../sales-documents/dto/pdf.query';
import { PdfEndpoint, SendEmailEndpoint } from '../../sales-documents/sales-document.endpoints';
import { SendInvoiceEmailDto } from '../dto/send-invoice-email.dto';
import { InvoiceReminderRecordResponse } from './dto/invoice-reminder-record.response';
import { CreateInvoiceReminderDto } from './dto/create-invoice-reminder.dto';
import { InvoiceReminderEmailsService } from './invoice-reminder-emails.service';
import { InvoiceRemindersService } from './invoice-reminders.service';
import { ListInvoiceRemindersQuery } from './dto/list-invoice-reminders.query';
import { ListQueryParam } from '../../../platform/lists/list-query.decorator';

@ApiTags('Invoice reminders')
@Controller('invoice_reminders')
export class InvoiceRemindersController {
  constructor(
    private readonly reminders: InvoiceRemindersService,
    private readonly emails: InvoiceReminderEmailsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: InvoiceReminderRecordResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListInvoiceRemindersQuery,
  ): Promise<Page<InvoiceReminderRecordResponse>> {
    return this.reminders.list(account, query);
  }

  // Before ':id', which would otherwise take "3.pdf" as the id.
  @PdfEndpoint(':id.pdf', 'The reminder letter with the amount due')
  async pdf(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Query() query: PdfQuery,
  ): Promise<StreamableFile> {
    return pdfFile(await this.reminders.pdf(account, id, query));
  }

  @Get(':id')
  @ApiOkResponse({ type: InvoiceReminderRecordResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<InvoiceReminderRecordResponse> {
    return this.reminders.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: InvoiceReminderRecordResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateInvoiceReminderDto,
  ): Promise<InvoiceReminderRecordResponse> {
    return this.reminders.create(account, input);
  }

  @SendEmailEndpoint()
  sendEmail(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: SendInvoiceEmailDto,
  ): Promise<SentEmailResponse> {
    return this.emails.send(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.reminders.delete(account, id);
  }
}
