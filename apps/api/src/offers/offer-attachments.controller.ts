import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import { CreateOfferAttachmentDto } from './dto/create-offer-attachment.dto';
import { OfferAttachmentResponse } from './dto/offer-attachment.response';
import { OfferAttachmentsService } from './offer-attachments.service';

@ApiTags('Offers')
@Controller('offers/:offer_id/attachments')
export class OfferAttachmentsController {
  constructor(private readonly attachments: OfferAttachmentsService) {}

  @Get()
  @ApiOkResponse({ type: OfferAttachmentResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('offer_id', IdPipe) offerId: number,
  ): Promise<OfferAttachmentResponse[]> {
    return this.attachments.list(account, offerId);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: OfferAttachmentResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Param('offer_id', IdPipe) offerId: number,
    @Body() input: CreateOfferAttachmentDto,
  ): Promise<OfferAttachmentResponse> {
    return this.attachments.create(account, offerId, input.attachment);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('offer_id', IdPipe) offerId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.attachments.delete(account, offerId, id);
  }
}
