import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { AttachmentResponse } from '../attachments/dto/attachment.response';
import { CreateAttachmentDto } from '../attachments/dto/create-attachment.dto';
import { DocumentAttachmentsService } from '../attachments/document-attachments.service';

@ApiTags('Offers')
@Controller('offers/:offer_id/attachments')
export class OfferAttachmentsController {
  constructor(private readonly attachments: DocumentAttachmentsService) {}

  @Get()
  @ApiOkResponse({ type: AttachmentResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('offer_id', IdPipe) offerId: number,
  ): Promise<AttachmentResponse[]> {
    return this.attachments.list(account, 'offer', offerId);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: AttachmentResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Param('offer_id', IdPipe) offerId: number,
    @Body() input: CreateAttachmentDto,
  ): Promise<AttachmentResponse> {
    return this.attachments.create(account, 'offer', offerId, input.attachment);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('offer_id', IdPipe) offerId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.attachments.delete(account, 'offer', offerId, id);
  }
}
