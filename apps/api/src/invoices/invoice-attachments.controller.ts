import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { AttachmentResponse } from '../attachments/dto/attachment.response';
import { CreateAttachmentDto } from '../attachments/dto/create-attachment.dto';
import { DocumentAttachmentsService } from '../attachments/document-attachments.service';

@ApiTags('Invoices')
@Controller('invoices/:invoice_id/attachments')
export class InvoiceAttachmentsController {
  constructor(private readonly attachments: DocumentAttachmentsService) {}

  @Get()
  @ApiOkResponse({ type: AttachmentResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('invoice_id', IdPipe) invoiceId: number,
  ): Promise<AttachmentResponse[]> {
    return this.attachments.list(account, 'invoice', invoiceId);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: AttachmentResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Param('invoice_id', IdPipe) invoiceId: number,
    @Body() input: CreateAttachmentDto,
  ): Promise<AttachmentResponse> {
    return this.attachments.create(account, 'invoice', invoiceId, input.attachment);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('invoice_id', IdPipe) invoiceId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.attachments.delete(account, 'invoice', invoiceId, id);
  }
}
